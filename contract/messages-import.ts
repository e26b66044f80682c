/** Server messages of the regframe spreadsheet import (contract/api/regframe-import.ts). Spread into MESSAGES. */
export const IMPORT_MESSAGES = {
  regframe_imported: { en: 'Spreadsheet imported', id: 'Lembar kerja berhasil diimpor' },
  regframe_not_xlsx: {
    en: 'Upload an Excel workbook (.xlsx) made from the regframe template',
    id: 'Unggah buku kerja Excel (.xlsx) yang dibuat dari templat regframe',
  },
  regframe_crafted: {
    en: 'This workbook is not a plain spreadsheet (its packed contents are too large or malformed) and was not read',
    id: 'Buku kerja ini bukan lembar kerja biasa (isinya yang dipadatkan terlalu besar atau rusak) dan tidak dibaca',
  },
  regframe_too_many_texts: {
    en: 'This workbook holds more than {{max}} different texts or {{mb}} MB of text and was not read: split it into smaller files',
    id: 'Buku kerja ini berisi lebih dari {{max}} teks berbeda atau {{mb}} MB teks dan tidak dibaca: pecah menjadi berkas yang lebih kecil',
  },
  regframe_unreadable: {
    en: 'This workbook could not be read as a spreadsheet',
    id: 'Buku kerja ini tidak dapat dibaca sebagai lembar kerja',
  },
  regframe_too_many_columns: {
    en: 'The sheet has more than {{max}} columns',
    id: 'Lembar memiliki lebih dari {{max}} kolom',
  },
  regframe_no_valid_rows: {
    en: 'No row of the file is valid; nothing was written',
    id: 'Tidak ada baris berkas yang valid; tidak ada yang disimpan',
  },
  regframe_formula: {
    en: 'This cell holds a formula: type the value itself',
    id: 'Sel ini berisi rumus: ketik nilainya langsung',
  },
  regframe_cell_error: {
    en: 'This cell holds a spreadsheet error value',
    id: 'Sel ini berisi nilai galat lembar kerja',
  },
  regframe_sector_unknown: {
    en: 'No sector has this code',
    id: 'Tidak ada sektor dengan kode ini',
  },
  regframe_code_unknown: {
    en: 'Not one of the codes on the template’s Values sheet',
    id: 'Bukan salah satu kode di lembar Nilai pada templat',
  },
  regframe_regulation_unknown: {
    en: 'A regulation named here is not in the library (write number/year, separated by ;)',
    id: 'Peraturan yang disebut di sini tidak ada di pustaka (tulis nomor/tahun, dipisah ;)',
  },
  regframe_regulation_ambiguous: {
    en: 'More than one regulation has a number/year named here: link it in the obligation editor',
    id: 'Lebih dari satu peraturan memiliki nomor/tahun yang disebut di sini: tautkan di penyunting kewajiban',
  },
  regframe_regulation_format: {
    en: 'Write each regulation as number/year, separated by ;',
    id: 'Tulis setiap peraturan sebagai nomor/tahun, dipisah ;',
  },
  regframe_checklist_mismatch: {
    en: 'The English and Indonesian checklists must have the same number of lines',
    id: 'Daftar periksa bahasa Inggris dan Indonesia harus memiliki jumlah baris yang sama',
  },
  regframe_subtopic_pair: {
    en: 'A subtopic needs both its English and Indonesian title',
    id: 'Subtopik memerlukan judul bahasa Inggris dan Indonesia',
  },
  regframe_obligation_unknown: {
    en: 'No obligation has this id',
    id: 'Tidak ada kewajiban dengan id ini',
  },
  regframe_obligation_moved: {
    en: 'This obligation sits elsewhere: move it in the authoring tree, not in the spreadsheet',
    id: 'Kewajiban ini berada di tempat lain: pindahkan di pohon penyusunan, bukan di lembar kerja',
  },
  regframe_obligation_repealed: {
    en: 'This obligation is repealed and cannot change',
    id: 'Kewajiban ini sudah dicabut dan tidak dapat diubah',
  },
} as const satisfies Record<string, { en: string; id: string }>;
