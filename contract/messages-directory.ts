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
    en: 'This Microsoft account is not linked to any account here. Sign in with your password and link it from your Account page, or ask your admin',
    id: 'Akun Microsoft ini belum ditautkan ke akun mana pun di sini. Masuk dengan kata sandi lalu tautkan dari halaman Akun, atau minta admin Anda',
  },
  // Linking a Microsoft identity (tenant + object id) to an account, and the company's tenant.
  sso_link_needs_password: {
    en: 'Sign in with your password to link a Microsoft account',
    id: 'Masuk dengan kata sandi Anda untuk menautkan akun Microsoft',
  },
  sso_link_failed: {
    en: 'This Microsoft account could not be verified',
    id: 'Akun Microsoft ini tidak dapat diverifikasi',
  },
  sso_tenant_mismatch: {
    en: 'This Microsoft account belongs to a tenant your company has not registered',
    id: 'Akun Microsoft ini berasal dari tenant yang tidak didaftarkan perusahaan Anda',
  },
  sso_tenant_not_registered: {
    en: 'Your company has not registered its Microsoft tenant yet: ask your admin',
    id: 'Perusahaan Anda belum mendaftarkan tenant Microsoft-nya: hubungi admin Anda',
  },
  sso_identity_taken: {
    en: 'This Microsoft account is already linked to another account',
    id: 'Akun Microsoft ini sudah ditautkan ke akun lain',
  },
  sso_tenant_taken: {
    en: 'This Microsoft tenant is registered by another company',
    id: 'Tenant Microsoft ini sudah didaftarkan oleh perusahaan lain',
  },
  entra_id_invalid: {
    en: 'Enter the ID in the form 00000000-0000-0000-0000-000000000000',
    id: 'Masukkan ID dalam bentuk 00000000-0000-0000-0000-000000000000',
  },
  microsoft_linked: { en: 'Microsoft account linked', id: 'Akun Microsoft ditautkan' },
  microsoft_unlinked: { en: 'Microsoft account unlinked', id: 'Tautan akun Microsoft dilepas' },
  microsoft_mapping_saved: {
    en: 'Microsoft sign-in of the user saved',
    id: 'Masuk dengan Microsoft untuk pengguna disimpan',
  },
  microsoft_tenant_saved: { en: 'Microsoft tenant saved', id: 'Tenant Microsoft disimpan' },
  sso_not_configured: {
    en: 'Microsoft sign-in is not configured',
    id: 'Masuk dengan Microsoft belum dikonfigurasi',
  },
} as const satisfies Record<string, { en: string; id: string }>;
