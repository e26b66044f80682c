/** Server messages of the LDAP directory sync and Microsoft Entra ID sign-in. Spread into MESSAGES. */
export const DIRECTORY_MESSAGES = {
  ldap_settings_saved: { en: 'Directory settings saved', id: 'Pengaturan direktori disimpan' },
  ldap_sync_done: { en: 'Directory sync finished', id: 'Sinkronisasi direktori selesai' },
  ldap_not_configured: {
    en: 'The LDAP directory is not configured yet',
    id: 'Direktori LDAP belum dikonfigurasi',
  },
  ldap_url_invalid: {
    en: 'Use an address starting with ldap:// or ldaps://',
    id: 'Gunakan alamat yang diawali ldap:// atau ldaps://',
  },
  ldap_filter_invalid: {
    en: 'An LDAP filter is written in parentheses, e.g. (objectClass=person)',
    id: 'Filter LDAP ditulis dalam tanda kurung, mis. (objectClass=person)',
  },
  ldap_password_required: {
    en: 'Enter the bind password',
    id: 'Masukkan kata sandi bind',
  },
  ldap_unreachable: {
    en: 'The directory server cannot be reached. Check the address and try again',
    id: 'Server direktori tidak dapat dihubungi. Periksa alamatnya lalu coba lagi',
  },
  ldap_host_refused: {
    en: 'The server may not connect to this address. Ask the operator to allow it',
    id: 'Server tidak boleh terhubung ke alamat ini. Minta operator untuk mengizinkannya',
  },
  ldap_plain_refused: {
    en: 'Use ldaps:// or turn on StartTLS: the bind password is never sent in clear',
    id: 'Gunakan ldaps:// atau aktifkan StartTLS: kata sandi bind tidak pernah dikirim tanpa enkripsi',
  },
  ldap_bind_failed: {
    en: 'The directory refused the bind DN or password',
    id: 'Direktori menolak DN bind atau kata sandi',
  },
  ldap_search_failed: {
    en: 'The directory search failed. Check the base DN and the filters',
    id: 'Pencarian direktori gagal. Periksa base DN dan filternya',
  },
  ldap_password_unreadable: {
    en: 'The stored bind password cannot be read with this server’s key: enter it again',
    id: 'Kata sandi bind yang tersimpan tidak dapat dibaca dengan kunci server ini: masukkan lagi',
  },
  sso_unavailable: {
    en: 'Microsoft sign-in cannot be checked right now. Try again later or sign in with your password',
    id: 'Masuk dengan Microsoft tidak dapat diperiksa saat ini. Coba lagi nanti atau masuk dengan kata sandi',
  },
  sso_account_unknown: {
    en: 'No active account here matches this Microsoft account',
    id: 'Tidak ada akun aktif di sini yang cocok dengan akun Microsoft ini',
  },
  sso_not_configured: {
    en: 'Microsoft sign-in is not configured',
    id: 'Masuk dengan Microsoft belum dikonfigurasi',
  },
} as const satisfies Record<string, { en: string; id: string }>;
