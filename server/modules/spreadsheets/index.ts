/** What the spreadsheets area offers the other areas; they import nothing else of it. */
export { XLSX_TYPE, safeCell, xlsxAnswer } from './xlsx';
export type { Cell } from './xlsx';
