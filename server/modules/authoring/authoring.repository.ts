/**
 * The rows authoring writes read and lock inside their mutation's transaction, within the
 * provider's tenant, and how the authoring calls present them.
 */
import type { AuthoringObligation, AuthoringSector, AuthoringTopic } from '../../../contract/api/authoring';
import type { Tx } from '../../db/client';
import { tenantSql } from '../../lib/tenant';
import { txQuery } from '../compliance/tx-query';

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

const SECTOR_COLS = 's.sector_uuid, s.code, s.name_en, s.name_id, s.description_en, s.description_id, s.sort, s.is_active, s.is_published, s.company_uuid, s.draft';
const TOPIC_COLS = 't.topic_uuid, t.sector_uuid, t.parent_uuid, t.title_en, t.title_id, t.sort, t.is_published, t.company_uuid, t.draft';
export const OBLIGATION_COLS = `o.obligation_uuid, o.topic_uuid, o.sector_uuid, o.comp_title_en, o.comp_title_id,
  o.regulation_obligation_description_en, o.regulation_obligation_description_id,
  o.regulation_penalty_description_en, o.regulation_penalty_description_id, o.type, o.sanction, o.priority,
  o.checklist_template, o.obligation_status, o.is_active, o.master, o.version_code, o.sort, o.company_uuid, o.draft`;

/** The sector, locked for the write; null when outside the caller's tenant or deleted. */
export async function lockSector(tx: Tx, companyUuid: string, sectorUuid: string): Promise<SectorRow | null> {
  const [row] = await txQuery<SectorRow>(tx, `SELECT ${SECTOR_COLS} FROM sectors s WHERE s.sector_uuid = $1 AND ${tenantSql('s', '$2')} FOR UPDATE`, [sectorUuid, companyUuid]);
  return row ?? null;
}

export async function lockTopic(tx: Tx, companyUuid: string, topicUuid: string): Promise<TopicRow | null> {
  const [row] = await txQuery<TopicRow>(tx, `SELECT ${TOPIC_COLS} FROM topics t WHERE t.topic_uuid = $1 AND ${tenantSql('t', '$2')} FOR UPDATE`, [topicUuid, companyUuid]);
  return row ?? null;
}

export async function lockObligations(tx: Tx, companyUuid: string, uuids: string[]): Promise<ObligationRow[]> {
  return txQuery<ObligationRow>(
    tx,
    `SELECT ${OBLIGATION_COLS} FROM obligations o WHERE o.obligation_uuid = ANY($1::uuid[]) AND ${tenantSql('o', '$2')}
      ORDER BY o.obligation_uuid FOR UPDATE`,
    [uuids, companyUuid],
  );
}

/** The live topics under one parent (a sector's top level when parent is null), in order. */
export async function siblingTopics(tx: Tx, companyUuid: string, sectorUuid: string, parentUuid: string | null) {
  return txQuery<{ topic_uuid: string; sort: number }>(
    tx,
    `SELECT t.topic_uuid, t.sort FROM topics t
      WHERE t.sector_uuid = $1 AND ${parentUuid ? 't.parent_uuid = $3' : 't.parent_uuid IS NULL'} AND ${tenantSql('t', '$2')}
      ORDER BY t.sort, t.title_en, t.topic_uuid FOR UPDATE`,
    parentUuid ? [sectorUuid, companyUuid, parentUuid] : [sectorUuid, companyUuid],
  );
}

export async function siblingObligations(tx: Tx, companyUuid: string, topicUuid: string) {
  return txQuery<{ obligation_uuid: string; sort: number }>(
    tx,
    `SELECT o.obligation_uuid, o.sort FROM obligations o WHERE o.topic_uuid = $1 AND ${tenantSql('o', '$2')}
      ORDER BY o.sort, o.comp_title_en, o.obligation_uuid FOR UPDATE`,
    [topicUuid, companyUuid],
  );
}

/** Gives `table` rows the sorts 0..n-1 in the order of `uuids`, writing only those that change. */
export async function writeOrder(tx: Tx, table: 'topics' | 'obligations', uuids: string[]): Promise<string[]> {
  if (uuids.length === 0) return [];
  const key = table === 'topics' ? 'topic_uuid' : 'obligation_uuid';
  const rows = await txQuery<{ id: string }>(
    tx,
    `UPDATE ${table} x SET sort = o.i - 1, updated_at = now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, i)
      WHERE x.${key} = o.id AND x.sort IS DISTINCT FROM (o.i - 1)::int
      RETURNING x.${key} AS id`,
    [uuids],
  );
  return rows.map((r) => r.id);
}

export const presentSector = (r: SectorRow): AuthoringSector => {
  const w = { ...r, ...(r.draft ?? {}) };
  return {
    sector_uuid: r.sector_uuid, code: r.code, name_en: w.name_en, name_id: w.name_id,
    description_en: w.description_en ?? null, description_id: w.description_id ?? null,
    sort: r.sort, is_active: r.is_active, is_published: r.is_published, has_draft: r.draft !== null,
  };
};

export const presentTopic = (r: TopicRow): AuthoringTopic => {
  const w = { ...r, ...(r.draft ?? {}) };
  return {
    topic_uuid: r.topic_uuid, sector_uuid: r.sector_uuid, parent_uuid: r.parent_uuid,
    title_en: w.title_en, title_id: w.title_id, sort: r.sort, is_published: r.is_published, has_draft: r.draft !== null,
  };
};

export const presentObligation = (r: ObligationRow): AuthoringObligation => {
  const { company_uuid: _c, draft, ...rest } = { ...r, ...(r.draft ?? {}), draft: r.draft };
  return { ...rest, has_draft: draft !== null } as AuthoringObligation;
};
