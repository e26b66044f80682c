/** Domain rules shared by several areas (spec sections 5 and 8) and the content library's messages, in English and Indonesian. */
export const DOMAIN_MESSAGES = {
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
} as const satisfies Record<string, { en: string; id: string }>;
