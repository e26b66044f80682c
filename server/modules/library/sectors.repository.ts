import type { SectorListItem } from '../../../contract/api/library';
import type { Database } from '../../db/client';
import { tenantSql } from '../../lib/tenant';
import { visibleObligationSql } from '../obligations/obligations.policy';
import { visibleSectorSql } from './library.policy';

export interface SectorListOptions {
  companyUuid: string;
  isProvider: boolean;
  lang: 'en' | 'id';
  page: number;
  limit: number | null;
  search?: string;
}

/**
 * Sectors the caller may read, ordered by code: master content plus the company's own. Customers
 * see active sectors and count published obligations only; the provider sees drafts too.
 */
export async function listSectors(database: Database, o: SectorListOptions) {
  const params: unknown[] = [o.companyUuid];
  let where = visibleSectorSql('s', '$1', o.isProvider);
  if (o.search) {
    params.push(`%${o.search.replace(/[%_\\]/g, '\\$&')}%`);
    where += ` AND (s.name_en ILIKE $${params.length} OR s.name_id ILIKE $${params.length} OR s.code ILIKE $${params.length})`;
  }

  const [{ total }] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM sectors s WHERE ${where}`,
    params,
  );
  const paging = o.limit === null ? '' : `LIMIT ${o.limit} OFFSET ${(o.page - 1) * o.limit}`;
  const rows = await database.query<SectorListItem & { last_published_at: Date | string | null; last_synced_at: Date | string | null }>(
    `SELECT s.sector_uuid, s.code, s.name_en, s.name_id, s.description_${o.lang} AS description, s.sort, s.version,
            s.last_published_at, s.last_synced_at,
            (SELECT count(*)::int FROM topics t WHERE t.sector_uuid = s.sector_uuid AND ${tenantSql('t', '$1')}) AS topic_count,
            (SELECT count(*)::int FROM obligations ob WHERE ob.sector_uuid = s.sector_uuid AND ${visibleObligationSql('ob', '$1', o.isProvider)}) AS obligation_count
       FROM sectors s WHERE ${where} ORDER BY s.code ASC ${paging}`,
    params,
  );
  const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  const data = rows.map((r) => ({
    ...r,
    name: o.lang === 'id' ? r.name_id : r.name_en,
    last_published_at: iso(r.last_published_at),
    last_synced_at: iso(r.last_synced_at),
  }));
  return { data, total };
}

/** Draft master content not yet published: the provider's "unpublished content" count. */
export async function countUnpublished(database: Database): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM obligations WHERE company_uuid IS NULL AND deleted_at IS NULL AND obligation_status = 0`,
  );
  return row.n;
}

/** When the caller's library last received published content. */
export async function lastSync(database: Database, companyUuid: string): Promise<string | null> {
  const [row] = await database.query<{ at: Date | string | null }>(
    `SELECT max(s.last_synced_at) AS at FROM sectors s WHERE ${tenantSql('s', '$1')}`,
    [companyUuid],
  );
  return row.at ? new Date(row.at).toISOString() : null;
}
