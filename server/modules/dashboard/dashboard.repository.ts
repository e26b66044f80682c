/**
 * The dashboard's SQL, the company explicit in every statement: the cells of contract/dashboard.ts
 * (active compliances the caller may see, counted per status, sector, topic and member groups),
 * the company's groups, titles, and the daily snapshots (taken and read).
 */
import type { DashboardQuery } from '../../../contract/api/dashboard';
import { TOP_TOPICS, type DashboardCell, type GroupNode } from '../../../contract/dashboard';
import type { ProcessStatus } from '../../../contract/enums';
import { sql, type SQL } from 'drizzle-orm';
import { type Database, txRows } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { visibleCompliances } from '../compliance';

interface CellRow {
  process_status: ProcessStatus;
  sector_uuid: string;
  topic_uuid: string | null;
  groups: string[];
  count: number;
}

const asCells = (rows: CellRow[]): DashboardCell[] =>
  rows.map((r) => ({ ...r, is_active: true, groups: r.groups ?? [] }));

/** The caller's active compliances within the period: the conditions on `c`, to be joined with AND. */
function visibleWhere(user: AuthUser, q: DashboardQuery): SQL[] {
  const where = [visibleCompliances(user, 'c'), sql`c.is_active`];
  if (q.deadline_from) where.push(sql`c.deadline >= ${q.deadline_from}::date`);
  if (q.deadline_to) where.push(sql`c.deadline <= ${q.deadline_to}::date`);
  return where;
}

/**
 * The status cells of the active compliances the caller may see within the sector and period:
 * counts per status and member groups (no topic, so few rows; the group scope is the formula's).
 * The member groups come from one aggregate over the company's member rows, not one per compliance.
 */
export async function visibleCells(
  database: Database,
  user: AuthUser,
  q: DashboardQuery,
): Promise<DashboardCell[]> {
  const where = visibleWhere(user, q);
  // The sector is filtered here (the obligation joined only then): the cells carry the filter's sector.
  const sector = q.sector_uuid
    ? sql`JOIN obligations o ON o.obligation_uuid = c.obligation_uuid AND o.sector_uuid = ${q.sector_uuid}`
    : sql``;
  const rows = await database.rows<Omit<CellRow, 'sector_uuid' | 'topic_uuid'>>(
    sql`SELECT c.process_status, coalesce(g.groups, ARRAY[]::uuid[])::text[] AS groups, count(*)::int AS count
       FROM compliances c
       ${sector}
       LEFT JOIN (SELECT gm.compliance_uuid, array_agg(DISTINCT gu.group_uuid ORDER BY gu.group_uuid) AS groups
                    FROM compliance_members gm JOIN users gu ON gu.user_uuid = gm.user_uuid
                   WHERE gm.company_uuid = ${user.company_uuid} AND gu.group_uuid IS NOT NULL
                   GROUP BY gm.compliance_uuid) g ON g.compliance_uuid = c.compliance_uuid
      WHERE ${sql.join(where, sql` AND `)}
      GROUP BY 1, 2`,
    { prepare: true },
  );
  return asCells(rows.map((r) => ({ ...r, sector_uuid: q.sector_uuid ?? '', topic_uuid: null })));
}

/**
 * The top topics within the whole scope, done in SQL: per comply (approved) and not comply, the
 * TOP_TOPICS topics with the most compliances (ties by id, as the formula orders them), as cells.
 * `groupTree`: the scope's group with its sub-groups (a member in one of them), or null.
 */
export async function topTopicCells(
  database: Database,
  user: AuthUser,
  q: DashboardQuery,
  groupTree: readonly string[] | null,
): Promise<DashboardCell[]> {
  const where = visibleWhere(user, q);
  if (q.sector_uuid) where.push(sql`o.sector_uuid = ${q.sector_uuid}`);
  if (groupTree) {
    where.push(sql`EXISTS (SELECT 1 FROM compliance_members gm JOIN users gu ON gu.user_uuid = gm.user_uuid
                 WHERE gm.compliance_uuid = c.compliance_uuid AND gu.group_uuid = ANY(${sql.param([...groupTree])}::uuid[]))`);
  }
  const rows = await database.rows<{
    approved: boolean;
    topic_uuid: string;
    sector_uuid: string;
    count: number;
  }>(
    sql`SELECT approved, topic_uuid, sector_uuid, count FROM (
       SELECT t.*, row_number() OVER (PARTITION BY approved ORDER BY count DESC, topic_uuid) AS rank FROM (
         SELECT (c.process_status = 'approved') AS approved, o.topic_uuid, min(o.sector_uuid::text) AS sector_uuid, count(*)::int AS count
           FROM compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
          WHERE ${sql.join(where, sql` AND `)}
          GROUP BY 1, 2) t) r
      WHERE rank <= ${TOP_TOPICS}`,
    { prepare: true },
  );
  return rows.map((r) => ({
    process_status: r.approved ? 'approved' : 'not_comply',
    is_active: true,
    sector_uuid: r.sector_uuid,
    topic_uuid: r.topic_uuid,
    groups: [],
    count: r.count,
  }));
}

export interface GroupRow extends GroupNode {
  name: string;
}

/** The company's groups (not deleted), by name. */
export function companyGroups(database: Database, companyUuid: string): Promise<GroupRow[]> {
  return database.rows<GroupRow>(
    sql`SELECT group_uuid, name, parent_uuid FROM user_groups WHERE company_uuid = ${companyUuid} AND deleted_at IS NULL ORDER BY name, group_uuid`,
    { prepare: true },
  );
}

/** Groups of the company whose name contains `search` (all when empty), at most `limit`. */
export function searchGroups(
  database: Database,
  companyUuid: string,
  search: string,
  limit: number,
): Promise<GroupRow[]> {
  const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return database.rows<GroupRow>(
    sql`SELECT group_uuid, name, parent_uuid FROM user_groups
      WHERE company_uuid = ${companyUuid} AND deleted_at IS NULL AND name ILIKE ${like}
      ORDER BY name, group_uuid LIMIT ${limit}`,
  );
}

/** The sector's titles, when the company may see it (master content or its own). */
export async function sectorTitles(
  database: Database,
  companyUuid: string,
  sectorUuid: string,
): Promise<{ name_en: string; name_id: string } | null> {
  const [row] = await database.rows<{ name_en: string; name_id: string }>(
    sql`SELECT s.name_en, s.name_id FROM sectors s WHERE s.sector_uuid = ${sectorUuid} AND (s.company_uuid IS NULL OR s.company_uuid = ${companyUuid})`,
  );
  return row ?? null;
}

export function topicTitles(
  database: Database,
  topicUuids: string[],
): Promise<{ topic_uuid: string; title_en: string; title_id: string }[]> {
  if (!topicUuids.length) return Promise.resolve([]);
  return database.rows(
    sql`SELECT topic_uuid, title_en, title_id FROM topics WHERE topic_uuid = ANY(${sql.param(topicUuids)}::uuid[])`,
  );
}

/**
 * Takes the company's snapshot of `day` (YYYY-MM-DD): every active compliance of the company
 * (the company's whole figures, not one caller's), counted per sector, status and member groups.
 * A day taken again replaces its rows. Returns the number of compliances counted.
 */
export async function takeSnapshot(
  database: Database,
  companyUuid: string,
  day: string,
): Promise<number> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM dashboard_snapshots WHERE company_uuid = ${companyUuid} AND snapshot_date = ${day}::date`,
    );
    // Company-wide rows per status and member groups.
    const inserted = await txRows<{ count: number }>(
      tx,
      sql`INSERT INTO dashboard_snapshots (company_uuid, snapshot_date, sector_uuid, process_status, groups, count)
       SELECT ${companyUuid}::uuid, ${day}::date, NULL, c.process_status, coalesce(g.groups, ARRAY[]::uuid[]), count(*)::int
         FROM compliances c
         LEFT JOIN (SELECT gm.compliance_uuid, array_agg(DISTINCT gu.group_uuid ORDER BY gu.group_uuid) AS groups
                      FROM compliance_members gm JOIN users gu ON gu.user_uuid = gm.user_uuid
                     WHERE gm.company_uuid = ${companyUuid}::uuid AND gu.group_uuid IS NOT NULL
                     GROUP BY gm.compliance_uuid) g ON g.compliance_uuid = c.compliance_uuid
        WHERE c.company_uuid = ${companyUuid}::uuid AND c.deleted_at IS NULL AND c.is_active
        GROUP BY 4, 5
       RETURNING count`,
    );
    // Per-sector rows per status (not split by group).
    await tx.execute(
      sql`INSERT INTO dashboard_snapshots (company_uuid, snapshot_date, sector_uuid, process_status, groups, count)
       SELECT ${companyUuid}::uuid, ${day}::date, o.sector_uuid, c.process_status, NULL, count(*)::int
         FROM compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
        WHERE c.company_uuid = ${companyUuid}::uuid AND c.deleted_at IS NULL AND c.is_active
        GROUP BY 3, 4`,
    );
    return inserted.reduce((n, r) => n + Number(r.count), 0);
  });
}

/** The customer companies a daily snapshot covers (active, not the provider). */
export function snapshotCompanies(database: Database): Promise<{ company_uuid: string }[]> {
  return database.rows(
    sql`SELECT company_uuid FROM companies WHERE NOT is_provider AND state = 'active' AND deleted_at IS NULL ORDER BY company_uuid`,
  );
}

/**
 * The cells of each month's last snapshot between `fromDay` and `toDay`, with the month and day:
 * the company-wide rows (split by member groups), or with a sector the sector's rows (not split
 * by group: a sector and a group together have no history).
 */
export async function monthlySnapshotCells(
  database: Database,
  companyUuid: string,
  fromDay: string,
  toDay: string,
  sectorUuid?: string,
): Promise<(DashboardCell & { month: string; snapshot_date: string })[]> {
  const which = sectorUuid ? sql`s.sector_uuid = ${sectorUuid}` : sql`s.sector_uuid IS NULL`;
  const rows = await database.rows<CellRow & { month: string; snapshot_date: string }>(
    sql`SELECT to_char(s.snapshot_date, 'YYYY-MM') AS month, s.snapshot_date::text AS snapshot_date, coalesce(s.sector_uuid::text, '') AS sector_uuid,
            s.process_status, NULL::text AS topic_uuid, s.groups::text[] AS groups, s.count
       FROM dashboard_snapshots s
      WHERE s.company_uuid = ${companyUuid} AND ${which}
        AND s.snapshot_date IN (SELECT max(d.snapshot_date) FROM dashboard_snapshots d
                                 WHERE d.company_uuid = ${companyUuid} AND d.snapshot_date BETWEEN ${fromDay}::date AND ${toDay}::date
                                 GROUP BY date_trunc('month', d.snapshot_date))`,
    { prepare: true },
  );
  return rows.map((r) => ({ ...r, is_active: true, groups: r.groups ?? [] }));
}
