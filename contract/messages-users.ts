/** Server messages of users, invitations, password recovery and the own account. Spread into MESSAGES. */
export const USER_MESSAGES = {
  // user management (server/modules/users)
  user_created: { en: 'User created', id: 'Pengguna berhasil dibuat' },
  user_updated: { en: 'User updated', id: 'Pengguna berhasil diperbarui' },
  user_deleted: { en: 'User deleted', id: 'Pengguna berhasil dihapus' },
  user_invited: { en: 'Invitation sent', id: 'Undangan terkirim' },
  user_email_taken: {
    en: 'This e-mail address is already used by another account',
    id: 'Alamat email ini sudah dipakai oleh akun lain',
  },
  user_already_active: {
    en: 'This e-mail address belongs to a user who already has an account',
    id: 'Alamat email ini milik pengguna yang sudah memiliki akun',
  },
  user_role_not_in_company: {
    en: 'Choose roles of your own company',
    id: 'Pilih peran dari perusahaan Anda sendiri',
  },
  user_group_not_in_company: {
    en: 'Choose a group of your own company',
    id: 'Pilih grup dari perusahaan Anda sendiri',
  },
  user_self_state: {
    en: 'You cannot suspend, deactivate or delete your own account',
    id: 'Anda tidak dapat menangguhkan, menonaktifkan, atau menghapus akun Anda sendiri',
  },
  user_last_manager: {
    en: 'At least one active user must keep the right to manage users in this company',
    id: 'Setidaknya satu pengguna aktif harus tetap memiliki hak mengelola pengguna di perusahaan ini',
  },
  user_invited_state: {
    en: 'An invited user becomes active by setting their password; re-send or delete the invitation instead',
    id: 'Pengguna yang diundang menjadi aktif setelah membuat kata sandi; kirim ulang atau hapus undangannya',
  },
} as const satisfies Record<string, { en: string; id: string }>;
