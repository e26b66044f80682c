/** Server messages of users, invitations, password recovery and the own account. Spread into MESSAGES. */
export const USER_MESSAGES = {
} as const satisfies Record<string, { en: string; id: string }>;
