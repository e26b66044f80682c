import { sql } from 'drizzle-orm';
import type { SectorListItem } from '../../../contract/api/library';
import type { Database } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { tenant } from '../../lib/tenant';
import { visibleObligations } from './library.policy';
import { visibleSectors } from './library.policy';

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
 * see active sectors and count the obligations their policy shows; the provider sees drafts too.
 *
 * One statement: the page of sectors first, then the topic and obligation counts of those page
 * rows only, grouped once per table (as per-row subqueries in the select list they ran for every
 * row the OFFSET skipped too, ~2,000 heap visits per call at scale 50), and the total beside
 * them. The counts read the partial indexes of migration 0003 alone (index-only scans). A page
 * past the end still answers one row, holding the total and null sector columns.
 */
export async function listSectors(database: Database, o: SectorListOptions) {
  // The policies read the tenant and the kind of caller only, never the user.
  const caller: Caller = { companyUuid: o.companyUuid, isProvider: o.isProvider, userUuid: '' };
  let where = visibleSectors(caller, 's');
  if (o.search) {
    const p = `%${o.search.replace(/[%_\\]/g, '\\$&')}%`;
    where = sql`${where} AND (s.name_en ILIKE ${p} OR s.name_id ILIKE ${p} OR s.code ILIKE ${p})`;
  }
  // Page bounds are parameters, so the prepared statement has one text for every page.
  const paging = o.limit === null ? sql`` : sql`LIMIT ${o.limit} OFFSET ${(o.page - 1) * o.limit}`;
  const rows = await database.rows<
    Partial<SectorListItem> & {
      total: number;
      last_published_at: Date | string | null;
      last_synced_at: Date | string | null;
    }
  >(
    sql`WITH page AS (
       SELECT s.sector_uuid, s.code, s.name_en, s.name_id, s.${sql.identifier(`description_${o.lang}`)} AS description, s.sort, s.version,
              s.last_published_at, s.last_synced_at
         FROM sectors s WHERE ${where} ORDER BY s.code ASC ${paging}
     ), topic_counts AS (
       SELECT t.sector_uuid, count(*)::int AS n FROM topics t
        WHERE t.sector_uuid IN (SELECT sector_uuid FROM page) AND ${tenant('t', o.companyUuid)} GROUP BY t.sector_uuid
     ), obligation_counts AS (
       SELECT ob.sector_uuid, count(*)::int AS n FROM obligations ob
        WHERE ob.sector_uuid IN (SELECT sector_uuid FROM page) AND ${visibleObligations(caller, 'ob')} GROUP BY ob.sector_uuid
     )
     SELECT (SELECT count(*)::int FROM sectors s WHERE ${where}) AS total, page.*,
            coalesce(tc.n, 0) AS topic_count, coalesce(oc.n, 0) AS obligation_count
       FROM (SELECT 1) one
       LEFT JOIN page ON true
       LEFT JOIN topic_counts tc ON tc.sector_uuid = page.sector_uuid
       LEFT JOIN obligation_counts oc ON oc.sector_uuid = page.sector_uuid
      ORDER BY page.code ASC`,
    { prepare: true },
  );
  const total = rows[0]?.total ?? 0;
  const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  const data: SectorListItem[] = rows
    .filter((r) => r.sector_uuid !== null && r.sector_uuid !== undefined)
    .map(({ total: _total, ...r }) => {
      const item = r as SectorListItem & {
        last_published_at: Date | string | null;
        last_synced_at: Date | string | null;
      };
      return {
        ...item,
        name: o.lang === 'id' ? item.name_id : item.name_en,
        last_published_at: iso(item.last_published_at),
        last_synced_at: iso(item.last_synced_at),
      };
    });
  return { data, total };
}

/** Draft master content not yet published: the provider's "unpublished content" count. */
export async function countUnpublished(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM obligations WHERE company_uuid IS NULL AND deleted_at IS NULL AND obligation_status = 0`,
    { prepare: true },
  );
  return row.n;
}

/** When the caller's library last received published content. */
export async function lastSync(database: Database, companyUuid: string): Promise<string | null> {
  const [row] = await database.rows<{ at: Date | string | null }>(
    sql`SELECT max(s.last_synced_at) AS at FROM sectors s WHERE ${tenant('s', companyUuid)}`,
    { prepare: true },
  );
  return row.at ? new Date(row.at).toISOString() : null;
}
