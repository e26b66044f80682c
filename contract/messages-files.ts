/** Server messages of file uploads and downloads (server/storage/upload.ts). Spread into MESSAGES. */
export const FILE_MESSAGES = {
  file_required: { en: 'Choose a file to upload', id: 'Pilih berkas untuk diunggah' },
  file_type_not_allowed: {
    en: 'This file type is not allowed: upload a PDF, an image, an office document, a spreadsheet or a text file',
    id: 'Jenis berkas ini tidak diizinkan: unggah PDF, gambar, dokumen perkantoran, lembar kerja, atau berkas teks',
  },
  file_not_utf8: {
    en: 'The file is not UTF-8 text: save it as "CSV UTF-8" (or another UTF-8 text) and upload it again',
    id: 'Berkas bukan teks UTF-8: simpan sebagai "CSV UTF-8" (atau teks UTF-8 lain) lalu unggah lagi',
  },
  file_name_too_long: {
    en: 'The file name may be at most {{max}} characters',
    id: 'Nama berkas paling banyak {{max}} karakter',
  },
  file_too_large: {
    en: 'The file is larger than {{max}} MB',
    id: 'Berkas lebih besar dari {{max}} MB',
  },
  file_uploaded: { en: 'File uploaded', id: 'Berkas diunggah' },
  storage_unavailable: {
    en: 'File storage is unavailable, please try again later',
    id: 'Penyimpanan berkas tidak tersedia, silakan coba lagi nanti',
  },
  range_not_satisfiable: {
    en: 'The requested range is outside the file',
    id: 'Rentang yang diminta berada di luar berkas',
  },
} as const satisfies Record<string, { en: string; id: string }>;
