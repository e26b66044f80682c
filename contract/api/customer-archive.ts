/**
 * Customer archives (spec section 7: POST /users/company/upload-archive/{id} and
 * POST /users/company/insert-archive, form field `csv-file` and `lang`): a customer's initial
 * data as a CSV file, checked row by row, written all at once or not at all.
 *
 * Our decision (the specification names the calls, not the file's columns):
 * - `insert-archive` takes new customer companies, one a row (the customer form's fields);
 *   each is created as POST /users/company/create would (settings, Admin role, group, its first
 *   admin invited);
 * - `upload-archive/{id}` takes the initial users of customer `{id}`, one a row, invited as
 *   POST /users/invite would (groups named in the file and missing are created; roles must exist).
 *
 * The file: UTF-8 (a byte-order mark is skipped), comma or semicolon separated (the header
 * decides), RFC 4180 quotes, a header naming the columns in any order (case and spaces ignored).
 * A cell starting with = + - @ (or a tab or carriage return) is refused, never stored: a
 * spreadsheet would run it as a formula (formula injection). A refusal (422 `archive_invalid`)
 * lists every cell in error as `errors["<line>.<column>"]` (line 1 is the header); file-wide
 * problems are on `csv-file`.
 */
import { z } from 'zod';
import { LANGUAGES } from '../enums';
import { LIMITS } from '../limits';

/** The form field of the file (spec). */
export const ARCHIVE_FIELD = 'csv-file';
/** At most this many data rows in one file. */
export const ARCHIVE_MAX_ROWS = 2000;
/** At most this many bytes: a bigger file is refused with 413 while it streams. */
export const ARCHIVE_MAX_MB = 5;
/** At most this many cells reported; the count of the rest is said on `csv-file`. */
export const ARCHIVE_MAX_REPORTED = 200;
/** A cell longer than this is refused (Data Too Long). */
export const ARCHIVE_MAX_CELL = 1000;

/** The form's text fields beside the file: the language of the report (the query's `lang` also works). */
export const archiveForm = z.object({ lang: z.enum(LANGUAGES).optional() });

/** Columns of a users archive (upload-archive/{id}); the first two are required. */
export const USER_ARCHIVE_COLUMNS = [
  'name',
  'email',
  'group',
  'role',
  'language',
  'position',
  'phone',
] as const;
export const USER_ARCHIVE_REQUIRED = ['name', 'email'] as const;

/** Columns of a companies archive (insert-archive); `code`, `product`, `country`, `language` are optional. */
export const COMPANY_ARCHIVE_COLUMNS = [
  'name',
  'code',
  'pic_name',
  'pic_email',
  'product',
  'license',
  'subscription_start',
  'expired_at',
  'country',
  'language',
] as const;
export const COMPANY_ARCHIVE_REQUIRED = [
  'name',
  'pic_name',
  'pic_email',
  'license',
  'subscription_start',
  'expired_at',
] as const;

/** The characters that make a spreadsheet read a cell as a formula. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** What a written archive did. */
export const archiveAnswer = z.strictObject({
  /** Data rows read. */
  rows: z.number().int().min(0),
  /** Users invited, or companies created. */
  created: z.number().int().min(0),
  /** Groups made for the users (0 for companies). */
  groups_created: z.number().int().min(0),
  /** The new rows' ids (users or companies), in the file's order. */
  ids: z.array(z.string()),
});
export type ArchiveAnswer = z.infer<typeof archiveAnswer>;

/** One cell of a refusal's report, parsed from its `errors` key. */
export interface ArchiveCellError {
  /** The file's line (1 is the header); 0 for the file itself. */
  line: number;
  column: string;
  messages: string[];
}

/** A refusal's `errors` as a sorted report: file-wide problems first, then by line. */
export function archiveReport(errors: Record<string, string[]>): ArchiveCellError[] {
  return Object.entries(errors)
    .map(([key, messages]) => {
      const m = /^(\d+)\.(.+)$/.exec(key);
      return m
        ? { line: Number(m[1]), column: m[2], messages }
        : { line: 0, column: key, messages };
    })
    .sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
}

/** Example files (the reference, the fuzz test, the screen's hint). */
export const USER_ARCHIVE_EXAMPLE =
  'name,email,group,role,language\nSiti Rahma,siti.rahma@example.com,Finance,Admin,id\n';
export const COMPANY_ARCHIVE_EXAMPLE =
  'name,pic_name,pic_email,license,subscription_start,expired_at,country,language\n' +
  'PT Contoh Jaya,Budi Santoso,budi@contoh.example,10,2026-01-01,2027-01-01,ID,id\n';

export const archiveLimits = { name: LIMITS.name, email: LIMITS.email } as const;
