/**
 * Every message the server puts in an answer, in English and Indonesian, keyed by a stable code.
 * Texts marked (spec) are the specification's own wording and must not change.
 */
import { CHECKLIST_MESSAGES } from './messages-checklist';
import { COMPLIANCE_MESSAGES } from './messages-compliance';
import { MEMBER_MESSAGES } from './messages-members';
import { ACCESS_MESSAGES } from './messages-access';
import { DIRECTORY_MESSAGES } from './messages-directory';
import { OPERATIONS_MESSAGES } from './messages-operations';
import { NOTIFICATION_MESSAGES } from './messages-notifications';
import { USER_MESSAGES } from './messages-users';
import { ACCOUNT_MESSAGES } from './messages-account';
import { FILE_MESSAGES } from './messages-files';
import { DOCUMENT_MESSAGES } from './messages-documents';
import { CUSTOMER_MESSAGES } from './messages-customers';
import { AUTHORING_MESSAGES } from './messages-authoring';
import { BACKUP_MESSAGES } from './messages-backups';
import { REGULATION_MESSAGES } from './messages-regulations';
import { IMPORT_MESSAGES } from './messages-import';

export const MESSAGES = {
  // validation (spec section 5)
  required: { en: 'This field is required', id: 'Kolom ini wajib diisi' }, // (spec)
  empty: { en: 'Data cannot be empty', id: 'Data tidak boleh kosong' }, // (spec)
  email_invalid: { en: 'Email Is Invalid', id: 'Email Tidak Valid' }, // (spec)
  password_same: { en: 'Please input different password', id: 'Silakan masukkan kata sandi yang berbeda' }, // (spec)
  password_mismatch: { en: "Password doesn't match", id: 'Kata sandi tidak cocok' }, // (spec)
  check_field: { en: 'Please check this field', id: 'Silakan periksa kolom ini' }, // (spec)
  form_empty: { en: 'Form cannot be empty', id: 'Formulir tidak boleh kosong' }, // (spec)
  too_long: { en: 'Data Too Long', id: 'Data Terlalu Panjang' }, // (spec)
  invalid_value: { en: 'Invalid value', id: 'Nilai tidak valid' },
  invalid_type: { en: 'Invalid value type', id: 'Jenis nilai tidak valid' },
  too_short: { en: 'Value is too short', id: 'Nilai terlalu pendek' },
  unknown_field: { en: 'Unknown field', id: 'Kolom tidak dikenal' },
  invalid_json: { en: 'The request body is not valid JSON', id: 'Isi permintaan bukan JSON yang valid' },
  validation_failed: { en: 'Please check the form', id: 'Silakan periksa formulir' },
  nul_character: {
    en: 'This field contains a NUL character, which is not allowed',
    id: 'Kolom ini berisi karakter NUL, yang tidak diizinkan',
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
  forbidden: { en: 'You do not have access to this feature', id: 'Anda tidak memiliki akses ke fitur ini' },
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

  // domain rules (spec sections 5 and 8), used by later modules
  role_exists: { en: 'User Role Already Exists', id: 'Peran Pengguna Sudah Ada' }, // (spec)
  choose_privilege: { en: 'Choose Privilege To Delete', id: 'Pilih Hak Akses Untuk Dihapus' }, // (spec)
  assign_no_group: {
    en: 'Assign failed, User does not have a group', // (spec)
    id: 'Penugasan gagal, Pengguna tidak memiliki grup',
  },
  duplicate_of_duplicate: {
    en: 'A duplicate cannot be duplicated',
    id: 'Hasil duplikasi tidak dapat diduplikasi',
  },
  regulation_document_not_found: {
    en: 'Regulation Document Not Found', // (spec)
    id: 'Dokumen Peraturan Tidak Ditemukan',
  },
  document_unauthorized: { en: 'This document is unauthorized', id: 'Dokumen ini tidak diizinkan' }, // (spec)
  content_updating: {
    en: 'RCS cannot be accessed, the content is currently being updated', // (spec)
    id: 'RCS tidak dapat diakses, konten sedang diperbarui',
  },
  sector_version_lower: {
    en: 'The new version must be greater than or equal to the last version',
    id: 'Versi baru harus lebih besar atau sama dengan versi terakhir',
  },
  sector_version_daily: {
    en: 'A sector can only get one version update per day',
    id: 'Sektor hanya dapat diperbarui versinya satu kali per hari',
  },
  obligation_type_required: {
    en: 'Choose an obligation type before publishing',
    id: 'Pilih jenis kewajiban sebelum menerbitkan',
  },
  obligation_not_published: {
    en: 'Obligations must be published first',
    id: 'Kewajiban harus diterbitkan terlebih dahulu',
  },

  // content library
  bookmark_added: { en: 'Bookmark added', id: 'Markah ditambahkan' },
  bookmark_removed: { en: 'Bookmark removed', id: 'Markah dihapus' },

  // compliance tracking: one file per part, so parallel work does not collide in this one
  ...COMPLIANCE_MESSAGES,
  ...MEMBER_MESSAGES,
  ...CHECKLIST_MESSAGES,

  // people and access: one file per part, likewise
  ...USER_MESSAGES,
  ...ACCESS_MESSAGES,
  ...DIRECTORY_MESSAGES,
  ...OPERATIONS_MESSAGES,
  ...ACCOUNT_MESSAGES,

  // documents and evidence: file uploads and downloads
  ...FILE_MESSAGES,
  ...DOCUMENT_MESSAGES,

  // notifications, reminders, alerts, static pages
  ...NOTIFICATION_MESSAGES,
  ...CUSTOMER_MESSAGES,

  // the provider's content authoring
  ...AUTHORING_MESSAGES,
  ...BACKUP_MESSAGES,
  ...REGULATION_MESSAGES,
  ...IMPORT_MESSAGES,
} as const satisfies Record<string, { en: string; id: string }>;

export type MessageKey = keyof typeof MESSAGES;

/** A placeholder's value: plain, or a label in both languages (a state's name in a message). */
export type MessageVar = string | number | { en: string; id: string };

/** Renders a message in a language, filling {{placeholders}}. Unknown languages fall back to English. */
export function message(key: MessageKey, lang: string, vars: Record<string, MessageVar> = {}): string {
  const entry = MESSAGES[key];
  const text = lang === 'id' ? entry.id : entry.en;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const v = vars[name];
    if (v === undefined) return '';
    return typeof v === 'object' ? (lang === 'id' ? v.id : v.en) : String(v);
  });
}
