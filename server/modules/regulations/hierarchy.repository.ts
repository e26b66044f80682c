/**
 * Hierarchy links between regulations (amends / amended_by, implements / implemented_by,
 * revokes / revoked_by). Links are stored in both directions, so the links "of" a regulation are
 * the rows where it is regulation_guid; a neighbour the caller's company may not read is left out.
 */
import type { HierarchyLink } from '../../../contract/api/regulations';
import type { HierarchyRelation } from '../../../contract/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleRegulations } from '../library';
import type { RegulationSummaryRow } from './regulations.repository';

/** A link as HierarchyLink answers it, before its relation is labelled. */
export type LinkRow = Omit<HierarchyLink, 'relation_label'>;

const linkFrom = (companyUuid: string, guid: string) =>
  sql`FROM regulation_hierarchy h JOIN regulations n ON n.regulation_guid = h.related_guid
      WHERE h.regulation_guid = ${guid} AND ${visibleRegulations(companyUuid, 'n')}`;

/** A page of a regulation's links, or every link when no page is given. */
export async function listLinks(
  database: Database,
  companyUuid: string,
  guid: string,
  lang: 'en' | 'id',
  page?: { page: number; limit: number },
) {
  const paging = page ? sql`LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}` : sql``;
  const rows = await database.rows<LinkRow>(
    sql`SELECT h.hierarchy_uuid, h.relation, n.regulation_guid, n.${sql.identifier(`title_${lang}`)} AS title, n.number, n.year, n.type, n.legal_status
       ${linkFrom(companyUuid, guid)}
      ORDER BY h.relation, n.year DESC, n.number, h.hierarchy_uuid ${paging}`,
  );
  const [{ total }] = page
    ? await database.rows<{ total: number }>(
        sql`SELECT count(*)::int AS total ${linkFrom(companyUuid, guid)}`,
      )
    : [{ total: rows.length }];
  return { rows, total };
}

/** How many visible links a regulation has, per relation. */
export async function countLinks(database: Database, companyUuid: string, guid: string) {
  return database.rows<{ relation: HierarchyRelation; n: number }>(
    sql`SELECT h.relation, count(*)::int AS n ${linkFrom(companyUuid, guid)} GROUP BY h.relation`,
  );
}

/** A page of the visible regulations that have at least one visible link. */
export async function listLinkedRegulations(
  database: Database,
  companyUuid: string,
  lang: 'en' | 'id',
  page: number,
  limit: number,
) {
  const from = sql`FROM regulations r
       JOIN LATERAL (
         SELECT count(*)::int AS link_count FROM regulation_hierarchy h
           JOIN regulations n ON n.regulation_guid = h.related_guid
          WHERE h.regulation_guid = r.regulation_guid AND ${visibleRegulations(companyUuid, 'n')}
       ) l ON l.link_count > 0
      WHERE ${visibleRegulations(companyUuid, 'r')}`;
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total ${from}`,
  );
  const rows = await database.rows<RegulationSummaryRow & { link_count: number }>(
    sql`SELECT r.regulation_guid, r.${sql.identifier(`title_${lang}`)} AS title, r.title_en, r.title_id, r.number, r.year, r.type,
   coalesce(r.${sql.identifier(`issuer_${lang}`)}, r.issuer_en, r.issuer_id) AS issuer, r.issuer_en, r.issuer_id,
            r.legal_status, r.enacted_at::text AS enacted_at, r.effective_at::text AS effective_at, l.link_count
       ${from}
      ORDER BY r.year DESC, r.number, r.regulation_guid
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return { rows, total };
}
