/** Server messages of customer companies, licenses and company settings. Spread into MESSAGES. */
export const CUSTOMER_MESSAGES = {
  company_created: { en: 'Customer created', id: 'Pelanggan berhasil dibuat' },
  company_updated: { en: 'Customer updated', id: 'Pelanggan berhasil diperbarui' },
  company_deleted: {
    en: 'Customer deactivated; its data is kept until it is purged',
    id: 'Pelanggan dinonaktifkan; datanya disimpan sampai dihapus permanen',
  },
  company_license_updated: { en: 'License updated', id: 'Lisensi berhasil diperbarui' },
  company_code_taken: { en: 'This code is already used by another company', id: 'Kode ini sudah dipakai perusahaan lain' },
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
  settings_updated: { en: 'Settings updated', id: 'Pengaturan berhasil diperbarui' },
} as const satisfies Record<string, { en: string; id: string }>;
