/**
 * The server's general messages (validation, sign-in, the library...), in English and Indonesian:
 * the part of contract/messages.ts the login page carries in its entry chunk. Each area's own
 * messages (messages-*.ts) reach the client with the signed-in screens' texts.
 * Texts marked (spec) are the specification's own wording and must not change.
 */
export const BASE_MESSAGES = {
  // validation (spec section 5)
  required: { en: 'This field is required', id: 'Kolom ini wajib diisi' }, // (spec)
  empty: { en: 'Data cannot be empty', id: 'Data tidak boleh kosong' }, // (spec)
  email_invalid: { en: 'Email Is Invalid', id: 'Email Tidak Valid' }, // (spec)
  password_same: {
    en: 'Please input different password',
    id: 'Silakan masukkan kata sandi yang berbeda',
  }, // (spec)
  password_mismatch: { en: "Password doesn't match", id: 'Kata sandi tidak cocok' }, // (spec)
  check_field: { en: 'Please check this field', id: 'Silakan periksa kolom ini' }, // (spec)
  form_empty: { en: 'Form cannot be empty', id: 'Formulir tidak boleh kosong' }, // (spec)
  too_long: { en: 'Data Too Long', id: 'Data Terlalu Panjang' }, // (spec)
  invalid_value: { en: 'Invalid value', id: 'Nilai tidak valid' },
  invalid_type: { en: 'Invalid value type', id: 'Jenis nilai tidak valid' },
  too_short: { en: 'Value is too short', id: 'Nilai terlalu pendek' },
  unknown_field: { en: 'Unknown field', id: 'Kolom tidak dikenal' },
  invalid_json: {
    en: 'The request body is not valid JSON',
    id: 'Isi permintaan bukan JSON yang valid',
  },
  validation_failed: { en: 'Please check the form', id: 'Silakan periksa formulir' },
  nul_character: {
    en: 'This field contains a NUL character, which is not allowed',
    id: 'Kolom ini berisi karakter NUL, yang tidak diizinkan',
  },
  lone_surrogate: {
    en: 'This field contains an invalid character (a broken Unicode sequence)',
    id: 'Kolom ini berisi karakter yang tidak valid (urutan Unicode yang rusak)',
  },
  no_limit_not_allowed: {
    en: 'No limit (~) is not allowed here: give a number',
    id: 'Tanpa batas (~) tidak diizinkan di sini: masukkan angka',
  },
  out_of_range: { en: 'Value is out of range', id: 'Nilai di luar jangkauan' },
  bad_request_url: {
    en: 'The request address is not valid',
    id: 'Alamat permintaan tidak valid',
  },

  // accounts
  unauthorized: { en: 'Unauthorized', id: 'Tidak terotorisasi' }, // (spec)
  login_failed: { en: 'Invalid email or password', id: 'Email atau kata sandi salah' },
  login_success: { en: 'Login successful', id: 'Berhasil masuk' },
  logout_success: { en: 'Logout successful', id: 'Berhasil keluar' },
  too_many_attempts: {
    en: 'Too many login attempts. Please try again in {{minutes}} minutes.',
    id: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam {{minutes}} menit.',
  },
  account_inactive: { en: 'Your account is not active', id: 'Akun Anda tidak aktif' },
  subscription_expired: {
    en: 'Your subscription has expired. Please contact your administrator to renew it.',
    id: 'Langganan Anda telah berakhir. Silakan hubungi administrator Anda untuk memperpanjangnya.',
  },
  profile_loaded: { en: 'Profile loaded', id: 'Profil dimuat' },

  // access
  forbidden: {
    en: 'You do not have access to this feature',
    id: 'Anda tidak memiliki akses ke fitur ini',
  },
  obligation_forbidden: {
    en: 'You do not have access to open this obligation', // (spec)
    id: 'Anda tidak memiliki akses untuk membuka kewajiban ini',
  },
  not_found: { en: 'Data not found', id: 'Data tidak ditemukan' },
  route_not_found: { en: 'Route not found', id: 'Rute tidak ditemukan' },

  // idempotency and transport
  idempotency_mismatch: {
    en: 'This Idempotency-Key was already used with a different request',
    id: 'Idempotency-Key ini sudah dipakai untuk permintaan yang berbeda',
  },
  idempotency_key_invalid: { en: 'Idempotency-Key is invalid', id: 'Idempotency-Key tidak valid' },
  payload_too_large: { en: 'The request is too large', id: 'Permintaan terlalu besar' },
  server_error: {
    en: 'Something went wrong on our side. Please try again.',
    id: 'Terjadi kesalahan di sisi kami. Silakan coba lagi.',
  },
  service_unavailable: {
    en: 'The service is temporarily unavailable. Please try again.',
    id: 'Layanan sedang tidak tersedia. Silakan coba lagi.',
  },

  // generic success
  success: { en: 'Success', id: 'Berhasil' }, // (spec)
  failed: { en: 'Failed', id: 'Gagal' }, // (spec)
  created: { en: 'Data created successfully', id: 'Data berhasil dibuat' },
  updated: { en: 'Data updated successfully', id: 'Data berhasil diperbarui' },
  deleted: { en: 'Data deleted successfully', id: 'Data berhasil dihapus' },
  version: { en: 'Backend version', id: 'Versi backend' },
} as const satisfies Record<string, { en: string; id: string }>;
