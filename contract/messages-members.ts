/** Server messages of members, member roles and assignment (assign_no_group is in messages.ts). Spread into MESSAGES. */
export const MEMBER_MESSAGES = {
  member_role_in_use: {
    en: 'This member role is still given to members of compliances',
    id: 'Peran anggota ini masih diberikan kepada anggota kepatuhan',
  },
  member_role_exists: {
    en: 'Member Role Already Exists',
    id: 'Peran Anggota Sudah Ada',
  },
  member_role_builtin: {
    en: 'A built-in member role cannot be deleted or renamed',
    id: 'Peran anggota bawaan tidak dapat dihapus atau diganti namanya',
  },
  member_role_manager_only: {
    en: 'Only the company compliance manager may change member roles',
    id: 'Hanya pengelola kepatuhan perusahaan yang dapat mengubah peran anggota',
  },
  member_exists: {
    en: 'This user already holds this role on the compliance',
    id: 'Pengguna ini sudah memegang peran ini pada kepatuhan',
  },
  member_role_created: { en: 'Member role created', id: 'Peran anggota dibuat' },
  member_role_updated: { en: 'Member role updated', id: 'Peran anggota diperbarui' },
  member_role_deleted: { en: 'Member role deleted', id: 'Peran anggota dihapus' },
  member_created: { en: 'Member added', id: 'Anggota ditambahkan' },
  member_updated: { en: 'Member updated', id: 'Anggota diperbarui' },
  member_deleted: { en: 'Member removed', id: 'Anggota dihapus' },
  assign_success: { en: 'Assignment saved', id: 'Penugasan disimpan' },
  assign_bulk_done: { en: 'Bulk assignment finished', id: 'Penugasan massal selesai' },
  // separation of duties (also a bulk assignment's skip reason)
  duty_pic_auditor: {
    en: 'The PIC and the auditor of a compliance must be different people',
    id: 'PIC dan auditor sebuah kepatuhan harus orang yang berbeda',
  },
} as const satisfies Record<string, { en: string; id: string }>;
