/**
 * The rows authoring writes read and lock inside their mutation's transaction, within what the
 * caller may write (authoring.policy.ts: the provider its tenant, a customer its own rows), and
 * how the authoring calls present them.
 */
import type {
  AuthoringObligation,
  AuthoringSector,
  AuthoringTopic,
} from '../../../contract/api/authoring';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Tx, txRows } from '../../db/client';
import { obligations, sectors, topics } from '../../db/schema/library';
import { placeableSectorBy, writableBy, type Author } from './authoring.policy';

type Draft = Record<string, unknown> | null;

export interface SectorRow extends Omit<AuthoringSector, 'has_draft'> {
  company_uuid: string | null;
  draft: Draft;
}
export interface TopicRow extends Omit<AuthoringTopic, 'has_draft'> {
  company_uuid: string | null;
  draft: Draft;
}
export interface ObligationRow extends Omit<AuthoringObligation, 'has_draft'> {
  company_uuid: string | null;
  draft: Draft;
}

/** The columns of ObligationRow on alias `o`. */
export const OBLIGATION_COLS = sql`o.obligation_uuid, o.topic_uuid, o.sector_uuid, o.comp_title_en, o.comp_title_id,
  o.regulation_obligation_description_en, o.regulation_obligation_description_id,
  o.regulation_penalty_description_en, o.regulation_penalty_description_id, o.type, o.sanction, o.priority,
  o.checklist_template, o.obligation_status, o.is_active, o.master, o.version_code, o.sort, o.company_uuid, o.draft`;

export const SECTOR_ROW = {
  sector_uuid: sectors.sector_uuid,
  code: sectors.code,
  name_en: sectors.name_en,
  name_id: sectors.name_id,
  description_en: sectors.description_en,
  description_id: sectors.description_id,
  sort: sectors.sort,
  is_active: sectors.is_active,
  is_published: sectors.is_published,
  company_uuid: sectors.company_uuid,
  draft: sectors.draft,
};
const TOPIC_ROW = {
  topic_uuid: topics.topic_uuid,
  sector_uuid: topics.sector_uuid,
  parent_uuid: topics.parent_uuid,
  title_en: topics.title_en,
  title_id: topics.title_id,
  sort: topics.sort,
  is_published: topics.is_published,
  company_uuid: topics.company_uuid,
  draft: topics.draft,
};
const o = obligations;
const OBLIGATION_ROW = {
  obligation_uuid: o.obligation_uuid,
  topic_uuid: o.topic_uuid,
  sector_uuid: o.sector_uuid,
  comp_title_en: o.comp_title_en,
  comp_title_id: o.comp_title_id,
  regulation_obligation_description_en: o.regulation_obligation_description_en,
  regulation_obligation_description_id: o.regulation_obligation_description_id,
  regulation_penalty_description_en: o.regulation_penalty_description_en,
  regulation_penalty_description_id: o.regulation_penalty_description_id,
  type: o.type,
  sanction: o.sanction,
  priority: o.priority,
  checklist_template: o.checklist_template,
  obligation_status: o.obligation_status,
  is_active: o.is_active,
  master: o.master,
  version_code: o.version_code,
  sort: o.sort,
  company_uuid: o.company_uuid,
  draft: o.draft,
};

/** The sector, locked for the write; null when the caller may not write it (authoring.policy.ts) or deleted. */
export async function lockSector(
  tx: Tx,
  author: Author,
  sectorUuid: string,
): Promise<SectorRow | null> {
  const [row] = await tx
    .select(SECTOR_ROW)
    .from(sectors)
    .where(and(eq(sectors.sector_uuid, sectorUuid), writableBy(sectors, author)))
    .for('update');
  return row ?? null;
}

/**
 * The sector a new topic goes into, locked: one the caller may write, or for a customer also a
 * master sector it sees (its own topics may sit under the provider's sectors); null otherwise.
 */
export async function lockPlaceSector(
  tx: Tx,
  author: Author,
  sectorUuid: string,
): Promise<SectorRow | null> {
  const [row] = await tx
    .select(SECTOR_ROW)
    .from(sectors)
    .where(and(eq(sectors.sector_uuid, sectorUuid), placeableSectorBy(sectors, author)))
    .for('update');
  return row ?? null;
}

export async function lockTopic(
  tx: Tx,
  author: Author,
  topicUuid: string,
): Promise<TopicRow | null> {
  const [row] = await tx
    .select(TOPIC_ROW)
    .from(topics)
    .where(and(eq(topics.topic_uuid, topicUuid), writableBy(topics, author)))
    .for('update');
  return row ?? null;
}

export async function lockObligations(
  tx: Tx,
  author: Author,
  uuids: string[],
): Promise<ObligationRow[]> {
  if (uuids.length === 0) return [];
  const rows = await tx
    .select(OBLIGATION_ROW)
    .from(o)
    .where(and(inArray(o.obligation_uuid, uuids), writableBy(o, author)))
    .orderBy(asc(o.obligation_uuid))
    .for('update');
  return rows as ObligationRow[];
}

/**
 * The live topics under one parent (a sector's top level when parent is null) that the caller
 * orders, in order: the provider's its tenant's, a customer's its company's own (a customer's
 * topics under a master sector keep an order of their own, master topics are not its to move).
 */
export async function siblingTopics(
  tx: Tx,
  author: Author,
  sectorUuid: string,
  parentUuid: string | null,
) {
  return tx
    .select({ topic_uuid: topics.topic_uuid, sort: topics.sort })
    .from(topics)
    .where(
      and(
        eq(topics.sector_uuid, sectorUuid),
        parentUuid ? eq(topics.parent_uuid, parentUuid) : isNull(topics.parent_uuid),
        writableBy(topics, author),
      ),
    )
    .orderBy(asc(topics.sort), asc(topics.title_en), asc(topics.topic_uuid))
    .for('update');
}

export async function siblingObligations(tx: Tx, author: Author, topicUuid: string) {
  return tx
    .select({ obligation_uuid: o.obligation_uuid, sort: o.sort })
    .from(o)
    .where(and(eq(o.topic_uuid, topicUuid), writableBy(o, author)))
    .orderBy(asc(o.sort), asc(o.comp_title_en), asc(o.obligation_uuid))
    .for('update');
}

/** Gives `table` rows the sorts 0..n-1 in the order of `uuids`, writing only those that change. */
export async function writeOrder(
  tx: Tx,
  table: 'topics' | 'obligations',
  uuids: string[],
): Promise<string[]> {
  if (uuids.length === 0) return [];
  const key = table === 'topics' ? 'topic_uuid' : 'obligation_uuid';
  const rows = await txRows<{ id: string }>(
    tx,
    sql`UPDATE ${sql.identifier(table)} x SET sort = o.i - 1, updated_at = now()
       FROM unnest(${sql.param(uuids)}::uuid[]) WITH ORDINALITY AS o(id, i)
      WHERE x.${sql.identifier(key)} = o.id AND x.sort IS DISTINCT FROM (o.i - 1)::int
      RETURNING x.${sql.identifier(key)} AS id`,
  );
  return rows.map((r) => r.id);
}

export const presentSector = (r: SectorRow): AuthoringSector => {
  const w = { ...r, ...(r.draft ?? {}) };
  return {
    sector_uuid: r.sector_uuid,
    code: r.code,
    name_en: w.name_en,
    name_id: w.name_id,
    description_en: w.description_en ?? null,
    description_id: w.description_id ?? null,
    sort: r.sort,
    is_active: r.is_active,
    is_published: r.is_published,
    has_draft: r.draft !== null,
  };
};

export const presentTopic = (r: TopicRow): AuthoringTopic => {
  const w = { ...r, ...(r.draft ?? {}) };
  return {
    topic_uuid: r.topic_uuid,
    sector_uuid: r.sector_uuid,
    parent_uuid: r.parent_uuid,
    title_en: w.title_en,
    title_id: w.title_id,
    sort: r.sort,
    is_published: r.is_published,
    has_draft: r.draft !== null,
  };
};

export const presentObligation = (r: ObligationRow): AuthoringObligation => {
  const { company_uuid: _c, draft, ...rest } = { ...r, ...(r.draft ?? {}), draft: r.draft };
  return { ...rest, has_draft: draft !== null } as AuthoringObligation;
};
