/**
 * Reading a regframe workbook (contract/api/regframe-import.ts) after its package passed
 * xlsx-guard.ts (and from the parts it checked only): the first sheet, streamed by exceljs's workbook reader so rows past the limit
 * are never held. The header row is matched to the columns (English or Indonesian headers); each
 * row becomes its cells as trimmed text by column key. Formula cells and error values are
 * refused per cell, never evaluated or stored; a leading apostrophe the export put before text
 * that looks like a formula is taken off again. Nothing is written here.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  REGFRAME_MAX_COLUMNS,
  REGFRAME_MAX_ROWS,
  REGFRAME_MAX_TEXTS,
  REGFRAME_MAX_TEXTS_MB,
  REGFRAME_MAX_UNPACKED_MB,
  REGFRAME_REQUIRED,
  regframeColumnOf,
  type RegframeColumnKey,
} from '../../../contract/api/regframe-import';
import type { ArchiveErrors } from '../../lib/cell-errors';
import { plainWorkbook, SharedStringsError } from './xlsx-guard';

export interface RegframeLine {
  /** The sheet's row number (1 is the header). */
  line: number;
  cells: Partial<Record<RegframeColumnKey, string>>;
}

/** The longest cell kept; longer ones are refused as Data Too Long (the fields' own limits apply later). */
const MAX_CELL = 20_000;
const EXPORT_QUOTED = /^'[=+\-@\t\r]/;

type CellOutcome =
  { text: string } | { error: 'regframe_formula' | 'regframe_cell_error' | 'too_long' };

function cellText(value: unknown): CellOutcome {
  if (value === null || value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value) };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10) };
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) return { error: 'regframe_formula' };
    if ('error' in v) return { error: 'regframe_cell_error' };
    if (Array.isArray(v.richText))
      return {
        text: (v.richText as { text?: unknown }[]).map((r) => String(r.text ?? '')).join(''),
      };
    if ('text' in v) return cellText(v.text);
  }
  return { text: String(value) };
}

export interface RegframeRead {
  /** The columns the header names. */
  header: ReadonlySet<string>;
  lines: RegframeLine[];
}

const MB = 1024 * 1024;

/**
 * An uploaded workbook's package checked (xlsx-guard.ts), then its first sheet read from the
 * checked parts only: what POST /upload does with the file's bytes. Throws CraftedWorkbookError
 * for a refused package; too many shared strings is a file-wide error in `errs`.
 */
export async function readUploadedRegframe(
  bytes: Buffer,
  errs: ArchiveErrors,
): Promise<RegframeRead> {
  let checked: Buffer;
  try {
    checked = plainWorkbook(bytes, {
      maxUnpacked: REGFRAME_MAX_UNPACKED_MB * MB,
      sharedStrings: { count: REGFRAME_MAX_TEXTS, bytes: REGFRAME_MAX_TEXTS_MB * MB },
    });
  } catch (err) {
    if (!(err instanceof SharedStringsError)) throw err;
    errs.vars.max = REGFRAME_MAX_TEXTS;
    errs.vars.mb = REGFRAME_MAX_TEXTS_MB;
    errs.file('regframe_too_many_texts');
    return { header: new Set(), lines: [] };
  }
  return readRegframe(checked, errs);
}

/** Reads the rows of the first sheet; cells in error go to `errs` and their row is still returned. */
export async function readRegframe(bytes: Buffer, errs: ArchiveErrors): Promise<RegframeRead> {
  const lines = await readLines(bytes, errs);
  return {
    header: new Set(lines.header.filter((k): k is RegframeColumnKey => k !== null)),
    lines: lines.rows,
  };
}

async function readLines(
  bytes: Buffer,
  errs: ArchiveErrors,
): Promise<{ header: (RegframeColumnKey | null)[]; rows: RegframeLine[] }> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const lines: RegframeLine[] = [];
  let header: (RegframeColumnKey | null)[] | null = null;
  let count = 0;
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (Array.isArray(row.values) ? row.values : []) as unknown[];
      if (values.length - 1 > REGFRAME_MAX_COLUMNS) {
        errs.vars.max = REGFRAME_MAX_COLUMNS;
        errs.file('regframe_too_many_columns');
        return { header: header ?? [], rows: [] };
      }
      if (!header) {
        if (row.number !== 1) {
          errs.add(1, 'sector_code', 'archive_column_missing');
          return { header: [], rows: [] };
        }
        header = readHeader(values, errs);
        if (errs.any) return { header, rows: [] };
        continue;
      }
      const line = readRow(row.number, values, header, errs);
      if (!line) continue;
      if (++count > REGFRAME_MAX_ROWS) {
        errs.vars.max = REGFRAME_MAX_ROWS;
        errs.file('archive_too_many_rows');
        return { header, rows: [] };
      }
      lines.push(line);
    }
    break; // the first sheet only: the template's second sheet lists the codes
  }
  if (!header || (!lines.length && !errs.any)) errs.file('archive_empty');
  return { header: header ?? [], rows: lines };
}

function readHeader(values: unknown[], errs: ArchiveErrors): (RegframeColumnKey | null)[] {
  const header: (RegframeColumnKey | null)[] = [];
  for (let i = 1; i < values.length; i++) {
    const got = cellText(values[i]);
    const text = 'text' in got ? got.text.trim() : '';
    if (!text) {
      header[i] = null;
      continue;
    }
    const key = regframeColumnOf(text);
    if (!key) errs.add(1, text.slice(0, 60), 'archive_column_unknown');
    else if (header.includes(key)) errs.add(1, key, 'archive_column_twice');
    header[i] = key ?? null;
  }
  for (const key of REGFRAME_REQUIRED)
    if (!header.includes(key)) errs.add(1, key, 'archive_column_missing');
  return header;
}

/** A row's cells by column, or null for a blank row (skipped, as a spreadsheet's trailing rows are). */
function readRow(
  line: number,
  values: unknown[],
  header: (RegframeColumnKey | null)[],
  errs: ArchiveErrors,
): RegframeLine | null {
  const cells: RegframeLine['cells'] = {};
  let any = false;
  for (let i = 1; i < values.length; i++) {
    const got = cellText(values[i]);
    const column = header[i];
    if ('error' in got) {
      errs.add(line, column ?? String(i), got.error);
      any = true;
      continue;
    }
    let text = got.text.replace(/\r\n?/g, '\n').trim();
    if (!text) continue;
    any = true;
    if (!column) {
      errs.add(line, String(i), 'archive_extra_cell');
      continue;
    }
    if (text.length > MAX_CELL) {
      errs.add(line, column, 'too_long');
      continue;
    }
    if (text.includes('\0')) {
      errs.add(line, column, 'nul_character');
      continue;
    }
    if (EXPORT_QUOTED.test(text)) text = text.slice(1);
    cells[column] = text;
  }
  return any ? { line, cells } : null;
}
