/**
 * The rows of the spreadsheet downloads. Every read applies the area policies of what the caller
 * may see (obligations: drafts, repealed and inactive master content never reach a customer;
 * regulations, sectors: the tenant rule), so an export holds exactly what the screens would show.
 * Each read is bounded by MAX_ROWS.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { visibleSectors } from '../library';
import { likePattern } from '../../lib/page';
import { visibleObligations } from '../library';
import { visibleRegulations } from '../library';

export const MAX_ROWS = 50_000;

export interface ObligationRow {
  obligation_uuid: string;
  sector_code: string;
  sector_name: string;
  topic_en: string;
  topic_id: string;
  subtopic_en: string | null;
  subtopic_id: string | null;
  comp_title_en: string;
  comp_title_id: string;
  description_en: string | null;
  description_id: string | null;
  penalty_en: string | null;
  penalty_id: string | null;
  type: string | null;
  sanction: string;
  priority: string;
  obligation_status: number;
  is_active: boolean;
  version_code: number;
  checklist: { title_en?: string; title_id?: string }[];
  regulations: string | null;
  updated_at: string;
  published_at: string | null;
}

/** Obligations with their place (sector, topic, subtopic) and their regulations, under the policy. */
function obligationSelect(caller: Caller, lang: 'en' | 'id') {
  return sql`SELECT o.obligation_uuid, s.code AS sector_code, s.${sql.identifier(`name_${lang}`)} AS sector_name,
            coalesce(p.title_en, t.title_en) AS topic_en, coalesce(p.title_id, t.title_id) AS topic_id,
            CASE WHEN p.topic_uuid IS NULL THEN NULL ELSE t.title_en END AS subtopic_en,
            CASE WHEN p.topic_uuid IS NULL THEN NULL ELSE t.title_id END AS subtopic_id,
            o.comp_title_en, o.comp_title_id,
            o.regulation_obligation_description_en AS description_en, o.regulation_obligation_description_id AS description_id,
            o.regulation_penalty_description_en AS penalty_en, o.regulation_penalty_description_id AS penalty_id,
            o.type, o.sanction, o.priority, o.obligation_status, o.is_active, o.version_code, o.checklist_template AS checklist,
            (SELECT string_agg(r.number || '/' || r.year, '; ' ORDER BY r.year, r.number)
               FROM obligation_regulations x JOIN regulations r ON r.regulation_guid = x.regulation_guid
              WHERE x.obligation_uuid = o.obligation_uuid AND ${visibleRegulations(caller.companyUuid, 'r')}) AS regulations,
            o.updated_at::text AS updated_at, o.published_at::text AS published_at
       FROM obligations o
       JOIN sectors s ON s.sector_uuid = o.sector_uuid
       JOIN topics t ON t.topic_uuid = o.topic_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid`;
}

const placeOrder = sql`ORDER BY s.code, coalesce(p.sort, t.sort), coalesce(p.topic_uuid, t.topic_uuid), t.sort, o.sort, o.obligation_uuid`;

/** The sector the caller may see, or null. */
export async function findSector(database: Database, caller: Caller, sectorUuid: string) {
  const [row] = await database.rows<{
    sector_uuid: string;
    code: string;
    name_en: string;
    name_id: string;
  }>(
    sql`SELECT s.sector_uuid, s.code, s.name_en, s.name_id FROM sectors s WHERE s.sector_uuid = ${sectorUuid} AND ${visibleSectors(caller, 's')}`,
  );
  return row ?? null;
}

export async function obligationRows(
  database: Database,
  caller: Caller,
  lang: 'en' | 'id',
  filter: {
    sector_uuid?: string;
    search?: string;
    since?: string;
    obligation_uuids?: string[];
    regulation_guid?: string;
  },
) {
  const where: SQL[] = [visibleObligations(caller, 'o'), visibleSectors(caller, 's')];
  if (filter.sector_uuid) where.push(sql`o.sector_uuid = ${filter.sector_uuid}`);
  if (filter.search) {
    const p = likePattern(filter.search);
    where.push(sql`(o.comp_title_en ILIKE ${p} OR o.comp_title_id ILIKE ${p})`);
  }
  if (filter.since) where.push(sql`o.updated_at >= ${filter.since}::date`);
  if (filter.regulation_guid) {
    where.push(
      sql`EXISTS (SELECT 1 FROM obligation_regulations x WHERE x.obligation_uuid = o.obligation_uuid AND x.regulation_guid = ${filter.regulation_guid})`,
    );
  }
  const order = filter.since ? sql`ORDER BY o.updated_at DESC, o.obligation_uuid` : placeOrder;
  return database.rows<ObligationRow>(
    sql`${obligationSelect(caller, lang)} WHERE ${sql.join(where, sql` AND `)} ${order} LIMIT ${MAX_ROWS}`,
  );
}

/** Whether the caller may see the obligation (the downloads about one obligation answer 404 otherwise). */
export async function canSeeObligationById(database: Database, caller: Caller, id: string) {
  const rows = await database.rows(
    sql`SELECT 1 FROM obligations o WHERE o.obligation_uuid = ${id} AND ${visibleObligations(caller, 'o')}`,
  );
  return rows.length > 0;
}

export async function canSeeRegulationById(database: Database, caller: Caller, guid: string) {
  const rows = await database.rows(
    sql`SELECT 1 FROM regulations r WHERE r.regulation_guid = ${guid} AND ${visibleRegulations(caller.companyUuid, 'r')}`,
  );
  return rows.length > 0;
}

export interface RegulationRow {
  regulation_guid: string;
  number: string;
  year: number;
  type: string;
  title_en: string;
  title_id: string;
  issuer_en: string | null;
  issuer_id: string | null;
  legal_status: string;
  enacted_at: string | null;
  effective_at: string | null;
  obligations: number;
  documents: number;
}

/** Regulations the caller may see, all of them or those an obligation rests on. */
export async function regulationRows(
  database: Database,
  caller: Caller,
  filter: { obligation_uuid?: string } = {},
) {
  const where = [visibleRegulations(caller.companyUuid, 'r')];
  if (filter.obligation_uuid) {
    where.push(
      sql`EXISTS (SELECT 1 FROM obligation_regulations x WHERE x.regulation_guid = r.regulation_guid AND x.obligation_uuid = ${filter.obligation_uuid})`,
    );
  }
  return database.rows<RegulationRow>(
    sql`SELECT r.regulation_guid, r.number, r.year, r.type, r.title_en, r.title_id, r.issuer_en, r.issuer_id, r.legal_status,
            r.enacted_at::text AS enacted_at, r.effective_at::text AS effective_at,
            (SELECT count(*)::int FROM obligation_regulations x JOIN obligations o ON o.obligation_uuid = x.obligation_uuid
              WHERE x.regulation_guid = r.regulation_guid AND ${visibleObligations(caller, 'o')}) AS obligations,
            (SELECT count(*)::int FROM regulation_documents d WHERE d.regulation_guid = r.regulation_guid) AS documents
       FROM regulations r WHERE ${sql.join(where, sql` AND `)}
      ORDER BY r.year DESC, r.number, r.regulation_guid LIMIT ${MAX_ROWS}`,
  );
}

/** Every visible hierarchy link, from each side, by regulation number (GET /regulation/sync-on-export). */
export async function hierarchyRows(database: Database, caller: Caller) {
  return database.rows<{
    from_number: string;
    from_year: number;
    relation: string;
    to_number: string;
    to_year: number;
    from_guid: string;
    to_guid: string;
  }>(
    sql`SELECT a.number AS from_number, a.year AS from_year, h.relation, b.number AS to_number, b.year AS to_year,
            a.regulation_guid AS from_guid, b.regulation_guid AS to_guid
       FROM regulation_hierarchy h
       JOIN regulations a ON a.regulation_guid = h.regulation_guid
       JOIN regulations b ON b.regulation_guid = h.related_guid
      WHERE ${visibleRegulations(caller.companyUuid, 'a')} AND ${visibleRegulations(caller.companyUuid, 'b')}
      ORDER BY a.year DESC, a.number, h.relation, b.year DESC, b.number LIMIT ${MAX_ROWS}`,
  );
}

export interface SubscribedCompanyRow {
  company_uuid: string;
  name: string;
  code: string;
  state: string;
  expired_at: string | null;
  compliances: number;
  approved: number;
  need_confirmation: number;
}

/** Customer companies holding live compliances on an obligation, or on any obligation resting on a regulation. */
export async function subscribedCompanies(
  database: Database,
  target: { obligation_uuid: string } | { regulation_guid: string },
) {
  const match =
    'obligation_uuid' in target
      ? sql`c.obligation_uuid = ${target.obligation_uuid}`
      : sql`c.obligation_uuid IN (SELECT x.obligation_uuid FROM obligation_regulations x WHERE x.regulation_guid = ${target.regulation_guid})`;
  return database.rows<SubscribedCompanyRow>(
    sql`SELECT k.company_uuid, k.name, k.code, k.state, k.expired_at::text AS expired_at,
            count(*)::int AS compliances,
            count(*) FILTER (WHERE c.process_status = 'approved')::int AS approved,
            count(*) FILTER (WHERE c.confirmation_status = 'need_confirmation')::int AS need_confirmation
       FROM compliances c JOIN companies k ON k.company_uuid = c.company_uuid
      WHERE ${match} AND c.deleted_at IS NULL AND k.deleted_at IS NULL AND NOT k.is_provider
      GROUP BY k.company_uuid ORDER BY k.name, k.company_uuid LIMIT ${MAX_ROWS}`,
  );
}
