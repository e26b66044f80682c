/**
 * The regframe spreadsheet (spec section 7: GET /regframe/template, POST /export, POST /upload):
 * one row per obligation, placed by sector code, topic and subtopic. The template and the export
 * write these columns; POST /upload reads them back.
 *
 * The import (our decision; the specification names the call, not its rules):
 * - the workbook's first sheet is read; its header names the columns in English or Indonesian
 *   (the template's headers, case and spaces ignored), in any order;
 * - a row without an obligation id makes a new draft obligation, creating the topic and subtopic
 *   it names when the sector has none of those titles; a row with the export's obligation id
 *   changes that obligation's fields (a published one's change waits in its draft, as the editor's);
 *   the export's Status, Active and Version columns are read and ignored; a row that changes nothing
 *   is left alone (counted `unchanged`), so an export reads back as it is, repealed rows included;
 * - every cell is checked (codes, regulations by number/year, lengths, formulas) and every cell in
 *   error is listed as `errors["<row>.<column>"]` in a 422 `archive_invalid`, nothing written;
 *   with `import_valid` the valid rows are written and the answer lists the skipped rows' cells;
 * - the file is untrusted: only an .xlsx by its content, at most REGFRAME_MAX_MB, its packed parts
 *   bounded before anything is unpacked, at most REGFRAME_MAX_ROWS rows, and formula cells refused.
 */
import { z } from 'zod';
import { LANGUAGES } from '../enums';

export const REGFRAME_FIELD = 'file';
export const REGFRAME_MAX_MB = 10;
export const REGFRAME_MAX_ROWS = 2000;
export const REGFRAME_MAX_COLUMNS = 40;
/** The unpacked size of all the workbook's parts together: a bigger one is refused unread (a zip bomb). */
export const REGFRAME_MAX_UNPACKED_MB = 30;
/**
 * The workbook's distinct texts (its shared strings, which the reader holds in memory) and their
 * unpacked size: more is refused unread. Above any sheet of REGFRAME_MAX_ROWS by REGFRAME_MAX_COLUMNS.
 */
export const REGFRAME_MAX_TEXTS = 100_000;
export const REGFRAME_MAX_TEXTS_MB = 20;

const col = (key: string, en: string, id: string, width = 20) => ({ key, en, id, width }) as const;

/** The template's columns, in order: the key a report names, the header in each language. */
export const REGFRAME_COLUMNS = [
  col('sector_code', 'Sector code', 'Kode sektor', 14),
  col('topic_en', 'Topic (EN)', 'Topik (EN)', 28),
  col('topic_id', 'Topic (ID)', 'Topik (ID)', 28),
  col('subtopic_en', 'Subtopic (EN)', 'Subtopik (EN)', 28),
  col('subtopic_id', 'Subtopic (ID)', 'Subtopik (ID)', 28),
  col('title_en', 'Obligation (EN)', 'Kewajiban (EN)', 40),
  col('title_id', 'Obligation (ID)', 'Kewajiban (ID)', 40),
  col('description_en', 'Description (EN)', 'Deskripsi (EN)', 40),
  col('description_id', 'Description (ID)', 'Deskripsi (ID)', 40),
  col('penalty_en', 'Penalty (EN)', 'Sanksi (EN)', 30),
  col('penalty_id', 'Penalty (ID)', 'Sanksi (ID)', 30),
  col('type', 'Type', 'Jenis', 14),
  col('sanction', 'Sanction', 'Jenis sanksi', 26),
  col('priority', 'Priority', 'Prioritas', 10),
  col('regulations', 'Regulations (number/year; ...)', 'Peraturan (nomor/tahun; ...)', 30),
  col('checklist_en', 'Checklist (EN, one per line)', 'Daftar periksa (EN, satu per baris)', 40),
  col('checklist_id', 'Checklist (ID, one per line)', 'Daftar periksa (ID, satu per baris)', 40),
] as const;

/** The export's columns after the template's: the obligation's state, and its id (read back by the import). */
export const REGFRAME_EXPORT_COLUMNS = [
  col('status', 'Status', 'Status', 10),
  col('active', 'Active', 'Aktif', 8),
  col('version', 'Version', 'Versi', 8),
  col('obligation_uuid', 'Obligation id', 'Id kewajiban', 38),
] as const;

export type RegframeColumnKey =
  (typeof REGFRAME_COLUMNS)[number]['key'] | (typeof REGFRAME_EXPORT_COLUMNS)[number]['key'];
export const REGFRAME_REQUIRED: readonly RegframeColumnKey[] = [
  'sector_code',
  'topic_en',
  'topic_id',
  'title_en',
  'title_id',
];

const ALL_COLUMNS = [...REGFRAME_COLUMNS, ...REGFRAME_EXPORT_COLUMNS];
const headerKey = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const BY_HEADER = new Map<string, RegframeColumnKey>(
  ALL_COLUMNS.flatMap(
    (c) =>
      [
        [headerKey(c.en), c.key],
        [headerKey(c.id), c.key],
        [c.key, c.key],
      ] as [string, RegframeColumnKey][],
  ),
);

/** The column a header cell names (English, Indonesian or the key), or undefined. */
export function regframeColumnOf(header: string): RegframeColumnKey | undefined {
  return BY_HEADER.get(headerKey(header));
}

/** A column's header in a language, for a report (the key itself when unknown). */
export function regframeColumnLabel(key: string, lang: string): string {
  const c = ALL_COLUMNS.find((x) => x.key === key);
  return c ? (lang === 'id' ? c.id : c.en) : key;
}

/** The form's fields beside the file (strings, as a form sends them). */
export const regframeImportForm = z.object({
  lang: z.enum(LANGUAGES).optional(),
  /** "true": write the valid rows and skip the rows in error (listed in the answer). */
  import_valid: z.enum(['true', 'false']).optional(),
});

const problem = z.strictObject({
  line: z.number().int(),
  column: z.string(),
  messages: z.array(z.string()),
});
export type RegframeProblem = z.infer<typeof problem>;

export const regframeImportAnswer = z.strictObject({
  /** Data rows read. */
  rows: z.number().int().min(0),
  /** New draft obligations. */
  created: z.number().int().min(0),
  /** Obligations whose fields changed (drafts, or the pending changes of published ones). */
  updated: z.number().int().min(0),
  /** An export's rows that change nothing (left alone, repealed ones included). */
  unchanged: z.number().int().min(0),
  /** Topics and subtopics made for the rows. */
  topics_created: z.number().int().min(0),
  /** Rows left out with `import_valid` (their cells are in `problems`). */
  skipped: z.number().int().min(0),
  /** The obligations written, in the file's order. */
  obligation_uuids: z.array(z.string()),
  /** The skipped rows' cells in error, in the request's language. */
  problems: z.array(problem),
});
export type RegframeImportAnswer = z.infer<typeof regframeImportAnswer>;
