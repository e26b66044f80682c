/**
 * The bilingual xlsx template for editing alert messages in bulk: one sheet with a column per
 * field (code, then the English and Indonesian title and body), headers in both languages, the
 * current messages filled in, and a second sheet explaining the columns in both languages. Text a
 * spreadsheet would read as a formula is written quoted, as every export's (spreadsheets/xlsx.ts).
 */
import ExcelJS from 'exceljs';
import type { alertMessages } from '../../db/schema/engagement';
import { safeCell } from '../spreadsheets';

type AlertRow = Pick<
  typeof alertMessages.$inferSelect,
  'code' | 'title_en' | 'title_id' | 'body_en' | 'body_id'
>;

export const TEMPLATE_COLUMNS = [
  { key: 'code', header: 'Code / Kode', width: 24 },
  { key: 'title_en', header: 'Title (English) / Judul (Inggris)', width: 36 },
  { key: 'title_id', header: 'Title (Indonesian) / Judul (Indonesia)', width: 36 },
  { key: 'body_en', header: 'Message (English) / Pesan (Inggris)', width: 60 },
  { key: 'body_id', header: 'Message (Indonesian) / Pesan (Indonesia)', width: 60 },
] as const;

export async function alertTemplate(rows: AlertRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Alerts - Peringatan');
  sheet.columns = TEMPLATE_COLUMNS.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, safeCell(v)])));
  const help = book.addWorksheet('Help - Bantuan');
  help.columns = [
    { header: 'English', key: 'en', width: 70 },
    { header: 'Bahasa Indonesia', key: 'id', width: 70 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRow({
    en: 'One row per alert message. The code identifies it: a new code adds a message.',
    id: 'Satu baris per pesan peringatan. Kode mengenalinya: kode baru menambah pesan.',
  });
  help.addRow({
    en: 'Fill the title and the message in both languages.',
    id: 'Isi judul dan pesan dalam kedua bahasa.',
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
