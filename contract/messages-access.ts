/** Server messages of privilege roles, groups and group labels. Spread into MESSAGES. */
export const ACCESS_MESSAGES = {
  // roles ("Success"/"Failed" notices of add, update and delete: spec section 8)
  role_created: { en: 'Success, role added', id: 'Berhasil, peran ditambahkan' },
  role_privilege_updated: {
    en: 'Success, privileges updated',
    id: 'Berhasil, hak akses diperbarui',
  },
  role_deleted: { en: 'Success, role deleted', id: 'Berhasil, peran dihapus' },
  role_builtin: {
    en: 'A built-in role cannot be deleted',
    id: 'Peran bawaan tidak dapat dihapus',
  },
  role_in_use: {
    en: 'This role is still held by {{users}} user(s) and {{groups}} group(s): give them another role first',
    id: 'Peran ini masih dimiliki oleh {{users}} pengguna dan {{groups}} grup: berikan peran lain kepada mereka terlebih dahulu',
  },
  role_provider_module: {
    en: 'A customer role cannot hold provider modules',
    id: 'Peran pelanggan tidak dapat memiliki modul penyedia',
  },
  privilege_duplicate: {
    en: 'A module is named more than once',
    id: 'Sebuah modul disebut lebih dari sekali',
  },
  access_lockout: {
    en: 'This change would leave the company without any active user who may manage users',
    id: 'Perubahan ini akan membuat perusahaan tidak memiliki pengguna aktif yang dapat mengelola pengguna',
  },
  // no self-escalation (server/modules/roles/grant-guard.ts)
  grant_role_beyond_own: {
    en: 'You cannot give the role "{{role}}": it holds rights you do not have yourself',
    id: 'Anda tidak dapat memberikan peran "{{role}}": peran itu memiliki hak akses yang tidak Anda miliki sendiri',
  },
  grant_privilege_beyond_own: {
    en: 'You cannot give the role "{{role}}" rights you do not have yourself',
    id: 'Anda tidak dapat memberikan hak akses yang tidak Anda miliki sendiri kepada peran "{{role}}"',
  },
  role_own_change: {
    en: 'You cannot change the privileges of "{{role}}", a role you hold yourself: ask another administrator',
    id: 'Anda tidak dapat mengubah hak akses "{{role}}", peran yang Anda miliki sendiri: minta administrator lain',
  },
  access_self_change: {
    en: 'You cannot change your own roles, nor the role or membership of a group that gives you a role: ask another administrator',
    id: 'Anda tidak dapat mengubah peran Anda sendiri, maupun peran atau keanggotaan grup yang memberi Anda peran: minta administrator lain',
  },
  // groups
  group_created: { en: 'Success, group added', id: 'Berhasil, grup ditambahkan' },
  group_updated: { en: 'Success, group updated', id: 'Berhasil, grup diperbarui' },
  group_deleted: { en: 'Success, group deleted', id: 'Berhasil, grup dihapus' },
  group_exists: {
    en: 'A group with this name already exists under the same parent',
    id: 'Grup dengan nama ini sudah ada di bawah induk yang sama',
  },
  group_cycle: {
    en: 'A group cannot be moved under itself or one of its own subgroups',
    id: 'Grup tidak dapat dipindahkan ke bawah dirinya sendiri atau salah satu subgrupnya',
  },
  label_created: { en: 'Success, label added', id: 'Berhasil, label ditambahkan' },
  label_exists: { en: 'This label already exists', id: 'Label ini sudah ada' },
} as const satisfies Record<string, { en: string; id: string }>;
