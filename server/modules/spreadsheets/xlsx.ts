/**
 * Spreadsheet answers (exceljs): a workbook of plain tables, each sheet a header row in the
 * request's language then its rows, answered as an xlsx download with an RFC 5987
 * Content-Disposition (server/storage/download.ts). Cell text that a spreadsheet program would
 * read as a formula (`=`, `+`, `-`, `@` first) is written as text with a leading apostrophe
 * quote prefix, so content exported from the library can never run in an editor's Excel.
 */
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../contract/api/spreadsheet-endpoints';
import { FileAnswer } from '../../lib/answer';
import { contentDisposition } from '../../storage/download';

/** The content type the download endpoints declare (contract/api/spreadsheet-endpoints.ts). */
export { XLSX_TYPE };

export type Lang = 'en' | 'id';
export type Cell = string | number | boolean | null | undefined;

/** A column: its header in both languages, its width. */
export interface Column {
  en: string;
  id: string;
  width?: number;
}

export interface Sheet {
  name: { en: string; id: string };
  columns: readonly Column[];
  rows: readonly Cell[][];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell value safe from formula injection (text starting like a formula is kept as text). */
export function safeCell(value: Cell): Cell {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value ?? null;
}

export async function workbookOf(sheets: readonly Sheet[], lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  for (const sheet of sheets) {
    const ws = wb.addWorksheet(sheet.name[lang].slice(0, 31));
    ws.columns = sheet.columns.map((c) => ({ width: c.width ?? 20 }));
    const header = ws.addRow(sheet.columns.map((c) => c[lang]));
    header.font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of sheet.rows) ws.addRow(row.map(safeCell));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function xlsxAnswer(bytes: Buffer, fileName: string): FileAnswer {
  return new FileAnswer((reply) =>
    reply
      .code(200)
      .header('content-type', XLSX_TYPE)
      .header('content-length', String(bytes.length))
      .header('content-disposition', contentDisposition(fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes),
  );
}

/** A download name from the caller's wish: kept to safe characters, ending in `.xlsx`. */
export function xlsxName(wish: string | undefined, fallback: string): string {
  const base = (wish ?? '')
    .replace(/\.xlsx$/i, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '')
    .slice(0, 100);
  return `${base || fallback}.xlsx`;
}

export const today = () => new Date().toISOString().slice(0, 10);
