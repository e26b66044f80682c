/**
 * Reading a customer archive (contract/api/customer-archive.ts) from storage, streamed: the
 * header is matched to the archive's columns, each row is checked (formula cells, cell length,
 * the row's zod schema) and kept as a value, and every cell in error is collected in an
 * `ArchiveErrors` the service adds its own checks to (duplicates, rows already there, seats).
 * Nothing is written here; the caller writes only when no error was found.
 */
import type { z } from 'zod';
import {
  ARCHIVE_MAX_CELL,
  ARCHIVE_MAX_ROWS,
  FORMULA_START,
} from '../../../contract/api/customer-archive';
import { CsvEncodingError, readCsv } from '../../lib/csv';
import { ArchiveErrors } from '../../lib/cell-errors';
import { AppError } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validate';
import type { Storage } from '../../storage/storage';

export { ArchiveErrors };

export interface ArchiveSpec<T> {
  columns: readonly string[];
  required: readonly string[];
  /** The row as text cells by column (blank cells left out) → its value; zod issues name the columns. */
  row: (cells: Record<string, string>) => unknown;
  schema: z.ZodType<T>;
}

export interface ArchiveRow<T> {
  line: number;
  value: T;
}

const columnName = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Reads and checks the stored file; rows in error are left out of the answer and reported in `errs`. */
export async function readArchive<T>(
  storage: Storage,
  key: string,
  spec: ArchiveSpec<T>,
  errs: ArchiveErrors,
): Promise<ArchiveRow<T>[]> {
  const got = await storage.get(key);
  if (!got) throw new AppError('storage_unavailable', 'storage_unavailable');
  const rows: ArchiveRow<T>[] = [];
  let header: string[] | null = null;
  let count = 0;
  try {
    for await (const record of readCsv(got.stream as AsyncIterable<Buffer>, ARCHIVE_MAX_CELL)) {
      if (!header) {
        header = record.cells.map(columnName);
        checkHeader(header, spec, errs);
        if (errs.any) break;
        continue;
      }
      if (++count > ARCHIVE_MAX_ROWS) {
        errs.file('archive_too_many_rows');
        errs.vars.max = ARCHIVE_MAX_ROWS;
        break;
      }
      const value = checkRow(record.line, record.cells, record.long, header, spec, errs);
      if (value !== undefined) rows.push({ line: record.line, value });
    }
  } catch (err) {
    if (!(err instanceof CsvEncodingError)) throw err;
    errs.file('file_not_utf8');
  } finally {
    got.stream.destroy();
  }
  if (!errs.any && count === 0) errs.file('archive_empty');
  return rows;
}

function checkHeader(header: string[], spec: ArchiveSpec<unknown>, errs: ArchiveErrors) {
  header.forEach((name, i) => {
    const label = name || String(i + 1);
    if (!spec.columns.includes(name)) errs.add(1, label, 'archive_column_unknown');
    else if (header.indexOf(name) !== i) errs.add(1, label, 'archive_column_twice');
  });
  for (const name of spec.required)
    if (!header.includes(name)) errs.add(1, name, 'archive_column_missing');
}

function checkRow<T>(
  line: number,
  cells: string[],
  long: number[],
  header: string[],
  spec: ArchiveSpec<T>,
  errs: ArchiveErrors,
): T | undefined {
  let bad = false;
  const text: Record<string, string> = {};
  cells.forEach((raw, i) => {
    const column = header[i];
    if (column === undefined) {
      if (raw.trim()) {
        errs.add(line, String(i + 1), 'archive_extra_cell');
        bad = true;
      }
      return;
    }
    if (long.includes(i)) {
      errs.add(line, column, 'too_long');
      bad = true;
    } else if (FORMULA_START.test(raw.trimStart()) || FORMULA_START.test(raw)) {
      errs.add(line, column, 'csv_formula');
      bad = true;
    } else if (raw.includes('\0')) {
      errs.add(line, column, 'nul_character');
      bad = true;
    } else if (raw.trim() || spec.required.includes(column)) {
      // A blank required cell is "Data cannot be empty"; a blank optional one is left out.
      text[column] = raw.trim();
    }
  });
  if (bad) return undefined;
  try {
    return parseOrThrow(spec.schema, spec.row(text));
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    for (const [field, keys] of Object.entries(err.fields)) {
      // A nested schema's path (`body.pic_email`) is reported under the column it names.
      const parts = field.split('.');
      const column = parts.find((p) => spec.columns.includes(p)) ?? parts[0];
      for (const k of keys) errs.add(line, column, k);
    }
    return undefined;
  }
}
