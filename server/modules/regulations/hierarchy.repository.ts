/**
 * Hierarchy links between regulations (amends / amended_by, implements / implemented_by,
 * revokes / revoked_by). Links are stored in both directions, so the links "of" a regulation are
 * the rows where it is regulation_guid; a neighbour the caller's company may not read is left out.
 */
import type { HierarchyLink } from '../../../contract/api/regulations';
import type { HierarchyRelation } from '../../../contract/enums';
import type { Database } from '../../db/client';
import { visibleRegulationSql } from './regulations.policy';
import type { RegulationSummaryRow } from './regulations.repository';

/** A link as HierarchyLink answers it, before its relation is labelled. */
export type LinkRow = Omit<HierarchyLink, 'relation_label'>;

const linkFrom = `FROM regulation_hierarchy h JOIN regulations n ON n.regulation_guid = h.related_guid
      WHERE h.regulation_guid = $1 AND ${visibleRegulationSql('n', '$2')}`;

/** A page of a regulation's links, or every link when no page is given. */
export async function listLinks(
  database: Database,
  companyUuid: string,
  guid: string,
  lang: 'en' | 'id',
  page?: { page: number; limit: number },
) {
  const paging = page ? `LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}` : '';
  const rows = await database.query<LinkRow>(
    `SELECT h.hierarchy_uuid, h.relation, n.regulation_guid, n.title_${lang} AS title, n.number, n.year, n.type, n.legal_status
       ${linkFrom}
      ORDER BY h.relation, n.year DESC, n.number, h.hierarchy_uuid ${paging}`,
    [guid, companyUuid],
  );
  const [{ total }] = page
    ? await database.query<{ total: number }>(`SELECT count(*)::int AS total ${linkFrom}`, [
        guid,
        companyUuid,
      ])
    : [{ total: rows.length }];
  return { rows, total };
}

/** How many visible links a regulation has, per relation. */
export async function countLinks(database: Database, companyUuid: string, guid: string) {
  return database.query<{ relation: HierarchyRelation; n: number }>(
    `SELECT h.relation, count(*)::int AS n ${linkFrom} GROUP BY h.relation`,
    [guid, companyUuid],
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
  const from = `FROM regulations r
       JOIN LATERAL (
         SELECT count(*)::int AS link_count FROM regulation_hierarchy h
           JOIN regulations n ON n.regulation_guid = h.related_guid
          WHERE h.regulation_guid = r.regulation_guid AND ${visibleRegulationSql('n', '$1')}
       ) l ON l.link_count > 0
      WHERE ${visibleRegulationSql('r', '$1')}`;
  const [{ total }] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from}`,
    [companyUuid],
  );
  const rows = await database.query<RegulationSummaryRow & { link_count: number }>(
    `SELECT r.regulation_guid, r.title_${lang} AS title, r.title_en, r.title_id, r.number, r.year, r.type,
   coalesce(r.issuer_${lang}, r.issuer_en, r.issuer_id) AS issuer, r.issuer_en, r.issuer_id,
            r.legal_status, r.enacted_at::text AS enacted_at, r.effective_at::text AS effective_at, l.link_count
       ${from}
      ORDER BY r.year DESC, r.number, r.regulation_guid
      LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    [companyUuid],
  );
  return { rows, total };
}
