/**
 * Writing a regframe import (contract/api/regframe-import.ts) in the caller's mutation
 * transaction. The rows read from the workbook are checked as a whole first: each row's fields,
 * then against the database (sector codes, regulations by number/year, the obligations an
 * export's ids name, ids twice in the file). Only then is anything written, and only the rows
 * without a cell in error, and only when the file has none or the editor chose to import the
 * valid rows. Each row goes through the authoring services the editor's screens use (topic
 * create, obligation create and update, regulation links), so drafts, logs and feeds are theirs.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OBLIGATION_DRAFT_FIELDS, requiredText } from '../../../contract/api/authoring';
import { uuidString } from '../../../contract/api/library';
import type { RegframeImportAnswer } from '../../../contract/api/regframe-import';
import {
  OBLIGATION_STATUS,
  OBLIGATION_TYPES,
  PRIORITIES,
  SANCTIONS,
} from '../../../contract/enums';
import type { AuthUser } from '../../lib/auth-user';
import type { ArchiveErrors } from '../../lib/cell-errors';
import { AppError } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { tenant } from '../../lib/tenant';
import { parseOrThrow } from '../../lib/validate';
import { createObligation, updateObligation } from '../authoring';
import { createTopic } from '../authoring';
import { linkObligationRegulations } from '../regulations';
import type { RegframeLine } from './regframe-file';

const LONG_TEXT = 20_000;
const optional = (max: number) => z.string().max(max).optional();

/** A row's fields as text, checked for presence and length; codes and references are checked after. */
const rowSchema = z.object({
  sector_code: requiredText(40),
  topic_en: requiredText(),
  topic_id: requiredText(),
  subtopic_en: optional(255),
  subtopic_id: optional(255),
  title_en: requiredText(),
  title_id: requiredText(),
  description_en: optional(LONG_TEXT),
  description_id: optional(LONG_TEXT),
  penalty_en: optional(LONG_TEXT),
  penalty_id: optional(LONG_TEXT),
  type: optional(60),
  sanction: optional(60),
  priority: optional(60),
  regulations: optional(4000),
  checklist_en: optional(LONG_TEXT),
  checklist_id: optional(LONG_TEXT),
  status: optional(60),
  active: optional(60),
  version: optional(60),
  obligation_uuid: uuidString().optional(),
});
type RowText = z.infer<typeof rowSchema>;

interface Row {
  line: number;
  text: RowText;
  /** The columns the file has: an absent column leaves an updated obligation's field as it is. */
  has: (column: keyof RowText) => boolean;
  regulations: { number: string; year: number }[];
  regulationGuids: string[];
  checklist: { title_en: string; title_id: string }[];
  sectorUuid?: string;
  /** An export's row whose fields equal the obligation's working copy: nothing to write. */
  unchanged?: boolean;
  repealed?: boolean;
}

const lines = (s: string | undefined) =>
  (s ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** "22/2021; P.68/MENLHK/2016" → number and year of each (the year after the last slash). */
function parseRegulations(cell: string | undefined): { number: string; year: number }[] | null {
  const out: { number: string; year: number }[] = [];
  for (const part of (cell ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const slash = part.lastIndexOf('/');
    const number = part.slice(0, slash).trim();
    const year = part.slice(slash + 1).trim();
    if (slash <= 0 || !number || !/^\d{4}$/.test(year)) return null;
    out.push({ number, year: Number(year) });
  }
  return out;
}

/** The row's own checks (fields, codes, pairs); null when a cell is in error. */
function checkRow(
  line: RegframeLine,
  header: ReadonlySet<string>,
  errs: ArchiveErrors,
): Row | null {
  let text: RowText;
  try {
    text = parseOrThrow(rowSchema, line.cells);
  } catch (err) {
    if (!(err instanceof AppError) || !err.fields) throw err;
    for (const [field, keys] of Object.entries(err.fields))
      for (const k of keys) errs.add(line.line, field.split('.')[0], k);
    return null;
  }
  const code = (column: 'type' | 'sanction' | 'priority', allowed: readonly string[]) => {
    if (text[column] !== undefined && !allowed.includes(text[column]))
      errs.add(line.line, column, 'regframe_code_unknown');
  };
  code('type', OBLIGATION_TYPES);
  code('sanction', SANCTIONS);
  code('priority', PRIORITIES);
  if (!text.subtopic_en !== !text.subtopic_id)
    errs.add(line.line, text.subtopic_en ? 'subtopic_id' : 'subtopic_en', 'regframe_subtopic_pair');
  const en = lines(text.checklist_en);
  const id = lines(text.checklist_id);
  if (en.length !== id.length) errs.add(line.line, 'checklist_id', 'regframe_checklist_mismatch');
  else if (en.length > 100 || [...en, ...id].some((l) => l.length > 255))
    errs.add(line.line, 'checklist_en', 'too_long');
  const regulations = parseRegulations(text.regulations);
  if (!regulations) errs.add(line.line, 'regulations', 'regframe_regulation_format');
  if (errs.lines.has(line.line)) return null;
  return {
    line: line.line,
    text,
    has: (column) => header.has(column),
    regulations: regulations ?? [],
    regulationGuids: [],
    checklist: en.map((title_en, i) => ({ title_en, title_id: id[i] })),
  };
}

/** Checks every row, against the database too; writes the valid ones when allowed. */
export async function importRegframe(
  m: MutationContext,
  user: AuthUser,
  read: RegframeLine[],
  header: ReadonlySet<string>,
  errs: ArchiveErrors,
  options: { importValid: boolean; lang: string },
): Promise<RegframeImportAnswer> {
  const rows = read
    .map((l) => (errs.lines.has(l.line) ? null : checkRow(l, header, errs)))
    .filter((r): r is Row => r !== null);
  await checkSectors(m, user, rows, errs);
  await checkRegulations(m, user, rows, errs);
  await checkObligations(m, user, rows, errs);

  // A problem of the file itself (its header, its size) refuses it whatever the choice.
  const fileWide = errs.lines.has(0) || errs.lines.has(1);
  if (!options.importValid || fileWide) errs.throwIfAny();
  const valid = rows.filter((r) => !errs.lines.has(r.line));
  if (!valid.length) {
    errs.throwIfAny();
    throw new AppError('archive_invalid', 'regframe_no_valid_rows');
  }

  const answer: RegframeImportAnswer = {
    rows: read.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    topics_created: 0,
    skipped: read.length - valid.length,
    obligation_uuids: [],
    problems: errs.rendered(options.lang),
  };
  const topics = await topicPlaces(m, user, valid);
  const topicOf = async (
    sectorUuid: string,
    parent: string | null,
    title_en: string,
    title_id: string,
  ) => {
    const found = topics.find(
      (t) =>
        t.sector_uuid === sectorUuid &&
        t.parent_uuid === parent &&
        (same(t.title_en, title_en) || same(t.title_id, title_id)),
    );
    if (found) return found.topic_uuid;
    const made = await createTopic(m, user, {
      sector_uuid: sectorUuid,
      parent_uuid: parent,
      title_en,
      title_id,
    });
    topics.push({
      topic_uuid: made.topic_uuid,
      sector_uuid: sectorUuid,
      parent_uuid: parent,
      title_en,
      title_id,
    });
    answer.topics_created++;
    return made.topic_uuid;
  };

  for (const row of valid) {
    const t = row.text;
    let uuid = t.obligation_uuid;
    if (uuid && row.unchanged) {
      answer.unchanged++;
    } else if (uuid) {
      await updateObligation(m, user, { obligation_uuid: uuid, ...fieldsOf(row, true) });
      answer.updated++;
    } else {
      const top = await topicOf(row.sectorUuid!, null, t.topic_en, t.topic_id);
      const place =
        t.subtopic_en && t.subtopic_id
          ? await topicOf(row.sectorUuid!, top, t.subtopic_en, t.subtopic_id)
          : top;
      const made = await createObligation(m, user, {
        topic_uuid: place,
        comp_title_en: t.title_en,
        comp_title_id: t.title_id,
        ...fieldsOf(row, false),
      });
      uuid = made.obligation_uuid;
      answer.created++;
    }
    // Links are only added (kept when already there); a repealed obligation keeps its own.
    if (row.regulationGuids.length && !row.repealed)
      await linkObligationRegulations(m, user, uuid, row.regulationGuids);
    answer.obligation_uuids.push(uuid);
  }
  await m.log({
    type: 'import',
    type_uuid: answer.obligation_uuids[0],
    action: 'regframe',
    after: {
      rows: answer.rows,
      created: answer.created,
      updated: answer.updated,
      unchanged: answer.unchanged,
      topics_created: answer.topics_created,
      skipped: answer.skipped,
    },
    company_uuid: user.company_uuid,
  });
  return answer;
}

/** The editor's fields of a row: on an update, a column the file has and leaves blank clears the field. */
function fieldsOf(row: Row, update: boolean) {
  const t = row.text;
  const out: Record<string, unknown> = {};
  const put = (
    field: (typeof OBLIGATION_DRAFT_FIELDS)[number],
    column: keyof RowText,
    value: unknown,
  ) => {
    if (update && !row.has(column)) return;
    if (value !== undefined || update) out[field] = value;
  };
  if (update) {
    out.comp_title_en = t.title_en;
    out.comp_title_id = t.title_id;
  }
  put('regulation_obligation_description_en', 'description_en', t.description_en ?? null);
  put('regulation_obligation_description_id', 'description_id', t.description_id ?? null);
  put('regulation_penalty_description_en', 'penalty_en', t.penalty_en ?? null);
  put('regulation_penalty_description_id', 'penalty_id', t.penalty_id ?? null);
  put('type', 'type', (t.type as (typeof OBLIGATION_TYPES)[number] | undefined) ?? null);
  // Sanction and priority always have a value: a blank cell keeps the obligation's (or the default).
  if (t.sanction) out.sanction = t.sanction;
  if (t.priority) out.priority = t.priority;
  if (!update || row.has('checklist_en') || row.has('checklist_id'))
    out.checklist_template = row.checklist;
  return out as {
    type?: (typeof OBLIGATION_TYPES)[number] | null;
    sanction?: (typeof SANCTIONS)[number];
    priority?: (typeof PRIORITIES)[number];
  };
}

async function checkSectors(m: MutationContext, user: AuthUser, rows: Row[], errs: ArchiveErrors) {
  const codes = [...new Set(rows.map((r) => r.text.sector_code.toLowerCase()))];
  if (!codes.length) return;
  const found = await m.rows<{ sector_uuid: string; code: string }>(
    sql`SELECT s.sector_uuid::text, s.code FROM sectors s WHERE lower(s.code) = ANY(${sql.param(codes)}::text[]) AND ${tenant('s', user.company_uuid)}`,
  );
  const byCode = new Map(found.map((s) => [s.code.toLowerCase(), s.sector_uuid]));
  for (const r of rows) {
    r.sectorUuid = byCode.get(r.text.sector_code.toLowerCase());
    if (!r.sectorUuid) errs.add(r.line, 'sector_code', 'regframe_sector_unknown');
  }
}

async function checkRegulations(
  m: MutationContext,
  user: AuthUser,
  rows: Row[],
  errs: ArchiveErrors,
) {
  const wanted = rows.flatMap((r) => r.regulations);
  if (!wanted.length) return;
  const found = await m.rows<{
    regulation_guid: string;
    number: string;
    year: number;
  }>(sql`SELECT r.regulation_guid::text, r.number, r.year FROM regulations r
      WHERE (lower(r.number), r.year) IN (SELECT * FROM unnest(${sql.param(wanted.map((w) => w.number.toLowerCase()))}::text[], ${sql.param(wanted.map((w) => w.year))}::int[])) AND ${tenant('r', user.company_uuid)}`);
  for (const r of rows) {
    for (const w of r.regulations) {
      const matches = found.filter((f) => f.year === w.year && same(f.number, w.number));
      if (matches.length === 1) r.regulationGuids.push(matches[0].regulation_guid);
      else
        errs.add(
          r.line,
          'regulations',
          matches.length ? 'regframe_regulation_ambiguous' : 'regframe_regulation_unknown',
        );
    }
  }
}

/** Rows naming an obligation (an export read back): it must exist, be live, and sit where the row says. */
async function checkObligations(
  m: MutationContext,
  user: AuthUser,
  rows: Row[],
  errs: ArchiveErrors,
) {
  const named = rows.filter((r) => r.text.obligation_uuid);
  if (!named.length) return;
  const seen = new Set<string>();
  for (const r of named) {
    const id = r.text.obligation_uuid!.toLowerCase();
    if (seen.has(id)) errs.add(r.line, 'obligation_uuid', 'archive_duplicate');
    seen.add(id);
  }
  const found = await m.rows<
    {
      obligation_uuid: string;
      sector_uuid: string;
      obligation_status: number;
      topic_en: string;
      topic_id: string;
      sub_en: string | null;
      sub_id: string | null;
    } & Record<string, unknown>
  >(sql`SELECT o.obligation_uuid::text, o.sector_uuid::text, o.obligation_status, ${WORKING_COLUMNS}, o.draft,
            coalesce(p.title_en, t.title_en) AS topic_en, coalesce(p.title_id, t.title_id) AS topic_id,
            CASE WHEN p.topic_uuid IS NULL THEN NULL ELSE t.title_en END AS sub_en,
            CASE WHEN p.topic_uuid IS NULL THEN NULL ELSE t.title_id END AS sub_id
       FROM obligations o JOIN topics t ON t.topic_uuid = o.topic_uuid LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
      WHERE o.obligation_uuid = ANY(${sql.param([...seen])}::uuid[]) AND ${tenant('o', user.company_uuid)}`);
  const byId = new Map(found.map((o) => [o.obligation_uuid, o]));
  for (const r of named) {
    const o = byId.get(r.text.obligation_uuid!.toLowerCase());
    if (o) {
      r.unchanged = sameAsWorking(r, o);
      r.repealed = o.obligation_status === OBLIGATION_STATUS.repealed;
    }
    if (!o) errs.add(r.line, 'obligation_uuid', 'regframe_obligation_unknown');
    // An export lists repealed obligations too: read back unchanged, they are left alone.
    else if (o.obligation_status === OBLIGATION_STATUS.repealed && !r.unchanged)
      errs.add(r.line, 'obligation_uuid', 'regframe_obligation_repealed');
    else if (
      (r.sectorUuid && o.sector_uuid !== r.sectorUuid) ||
      !(same(o.topic_en, r.text.topic_en) || same(o.topic_id, r.text.topic_id)) ||
      !(
        same(o.sub_en, r.text.subtopic_en) ||
        (o.sub_id !== null && same(o.sub_id, r.text.subtopic_id))
      )
    )
      errs.add(r.line, 'topic_en', 'regframe_obligation_moved');
  }
}

const WORKING_FIELDS = [
  'comp_title_en',
  'comp_title_id',
  'regulation_obligation_description_en',
  'regulation_obligation_description_id',
  'regulation_penalty_description_en',
  'regulation_penalty_description_id',
  'type',
  'sanction',
  'priority',
  'checklist_template',
] as const;
const WORKING_COLUMNS = sql.join(
  WORKING_FIELDS.map((f) => sql`o.${sql.identifier(f)}`),
  sql`, `,
);

/** Whether the row would change nothing of the obligation's working copy (its draft over its columns). */
function sameAsWorking(row: Row, o: Record<string, unknown>): boolean {
  const working: Record<string, unknown> = {
    ...o,
    ...((o.draft as Record<string, unknown> | null) ?? {}),
  };
  const checklist = (
    Array.isArray(working.checklist_template) ? working.checklist_template : []
  ) as { title_en?: string; title_id?: string }[];
  working.checklist_template = checklist.map((i) => ({
    title_en: (i.title_en ?? '').trim(),
    title_id: (i.title_id ?? '').trim(),
  }));
  const text = (v: unknown) =>
    typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() || null : (v ?? null);
  return Object.entries(fieldsOf(row, true)).every(
    ([k, v]) => JSON.stringify(text(working[k])) === JSON.stringify(text(v)),
  );
}

/** The live topics of the rows' sectors, to place new obligations under the topics they name. */
async function topicPlaces(m: MutationContext, user: AuthUser, rows: Row[]) {
  const sectors = [
    ...new Set(rows.filter((r) => !r.text.obligation_uuid).map((r) => r.sectorUuid!)),
  ];
  if (!sectors.length) return [];
  return m.rows<{
    topic_uuid: string;
    sector_uuid: string;
    parent_uuid: string | null;
    title_en: string;
    title_id: string;
  }>(sql`SELECT t.topic_uuid::text, t.sector_uuid::text, t.parent_uuid::text, coalesce(t.draft->>'title_en', t.title_en) AS title_en,
            coalesce(t.draft->>'title_id', t.title_id) AS title_id
       FROM topics t WHERE t.sector_uuid = ANY(${sql.param(sectors)}::uuid[]) AND ${tenant('t', user.company_uuid)} ORDER BY t.sort`);
}
