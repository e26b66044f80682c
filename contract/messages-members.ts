/** Server messages of members, member roles and assignment (assign_no_group is in messages.ts). Spread into MESSAGES. */
export const MEMBER_MESSAGES = {
  member_role_in_use: {
    en: 'This member role is still given to members of compliances',
    id: 'Peran anggota ini masih diberikan kepada anggota kepatuhan',
  },
} as const satisfies Record<string, { en: string; id: string }>;
