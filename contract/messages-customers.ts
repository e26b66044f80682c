/** Server messages of customer companies, licenses and company settings. Spread into MESSAGES. */
export const CUSTOMER_MESSAGES = {
  company_created: { en: 'Customer created', id: 'Pelanggan berhasil dibuat' },
  company_updated: { en: 'Customer updated', id: 'Pelanggan berhasil diperbarui' },
  company_deleted: {
    en: 'Customer deactivated; its data is kept until it is purged',
    id: 'Pelanggan dinonaktifkan; datanya disimpan sampai dihapus permanen',
  },
  company_license_updated: { en: 'License updated', id: 'Lisensi berhasil diperbarui' },
  company_code_taken: {
    en: 'This code is already used by another company',
    id: 'Kode ini sudah dipakai perusahaan lain',
  },
  company_pic_taken: {
    en: 'This e-mail address is already used by another account',
    id: 'Alamat email ini sudah dipakai oleh akun lain',
  },
  company_dates_order: {
    en: 'The subscription must end after it starts',
    id: 'Langganan harus berakhir setelah dimulai',
  },
  company_product_unknown: { en: 'Choose one of the products', id: 'Pilih salah satu produk' },
  license_below_used: {
    en: 'The company already has {{used}} users; the license cannot be lower',
    id: 'Perusahaan sudah memiliki {{used}} pengguna; lisensi tidak boleh lebih rendah',
  },
  license_limit_reached: {
    en: 'Your license allows {{license}} users and all of them are taken. Ask your provider for more seats, or deactivate a user first.',
    id: 'Lisensi Anda mengizinkan {{license}} pengguna dan semuanya sudah terpakai. Minta tambahan kursi ke penyedia Anda, atau nonaktifkan pengguna terlebih dahulu.',
  },
  archive_imported: { en: 'Archive imported', id: 'Arsip berhasil diimpor' },
  archive_invalid: {
    en: 'Cells in error: {{count}}. Nothing was written; correct the cells listed and upload the file again.',
    id: 'Berkas memiliki {{count}} kesalahan; tidak ada yang disimpan. Perbaiki sel yang tercantum lalu unggah lagi.',
  },
  archive_more_errors: {
    en: '{{more}} more errors are not listed',
    id: '{{more}} kesalahan lain tidak dicantumkan',
  },
  archive_empty: {
    en: 'The file has no rows under its header',
    id: 'Berkas tidak memiliki baris di bawah judul kolomnya',
  },
  archive_too_many_rows: {
    en: 'The file has more than {{max}} rows: split it into smaller files',
    id: 'Berkas memiliki lebih dari {{max}} baris: bagi menjadi beberapa berkas yang lebih kecil',
  },
  archive_not_csv: {
    en: 'Upload a CSV file (comma or semicolon separated, UTF-8)',
    id: 'Unggah berkas CSV (dipisah koma atau titik koma, UTF-8)',
  },
  archive_column_unknown: {
    en: 'This column is not one of the archive’s columns',
    id: 'Kolom ini bukan salah satu kolom arsip',
  },
  archive_column_missing: {
    en: 'This column is required in the header',
    id: 'Kolom ini wajib ada di judul kolom',
  },
  archive_column_twice: { en: 'This column appears twice', id: 'Kolom ini muncul dua kali' },
  archive_extra_cell: {
    en: 'This cell has no column in the header',
    id: 'Sel ini tidak memiliki kolom di judul kolom',
  },
  archive_duplicate: {
    en: 'The same value is on an earlier row of the file',
    id: 'Nilai yang sama ada di baris sebelumnya dalam berkas',
  },
  archive_role_unknown: {
    en: 'The company has no role of this name',
    id: 'Perusahaan tidak memiliki peran dengan nama ini',
  },
  csv_formula: {
    en: 'A cell may not start with =, +, - or @: a spreadsheet would run it as a formula',
    id: 'Sel tidak boleh diawali =, +, - atau @: lembar kerja akan menjalankannya sebagai rumus',
  },
  logo_not_image: {
    en: 'The logo must be a PNG, JPEG, GIF or WebP image',
    id: 'Logo harus berupa gambar PNG, JPEG, GIF, atau WebP',
  },
  logo_uploaded: { en: 'Logo updated', id: 'Logo berhasil diperbarui' },
  settings_updated: { en: 'Settings updated', id: 'Pengaturan berhasil diperbarui' },
} as const satisfies Record<string, { en: string; id: string }>;
