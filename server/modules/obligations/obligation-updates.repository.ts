/**
 * A customer company's update lists (GET /obligation/update/regulation and the calls beside it):
 * the rows `sector.sync` wrote in `company_obligation_updates`, one per obligation a synced sector
 * version added, changed or repealed for the company. Every query takes the company explicitly:
 * a company reads and marks only its own rows (another's id is not found).
 */
import type { CompanyUpdate } from '../../../contract/api/sector-versions';
import { sql, type SQL } from 'drizzle-orm';
import { type Database, type Tx, txRows } from '../../db/client';
import { toPage } from '../../lib/page';

const COLS = sql`u.update_uuid, u.obligation_uuid, u.sector_uuid, o.comp_title_en, o.comp_title_id, s.name_en AS sector_name_en,
  s.name_id AS sector_name_id, u.kind, u.version, u.version_code, u.published_on::text AS published_on, u.seen_at IS NOT NULL AS seen`;
const FROM = sql`company_obligation_updates u JOIN obligations o ON o.obligation_uuid = u.obligation_uuid JOIN sectors s ON s.sector_uuid = u.sector_uuid`;

export interface UpdateFilter {
  page: number;
  limit: number;
  date?: string;
  sector_uuid?: string;
}

export async function listUpdates(db: Database, companyUuid: string, f: UpdateFilter) {
  const where: SQL[] = [sql`u.company_uuid = ${companyUuid}`];
  if (f.date) where.push(sql`u.published_on = ${f.date}::date`);
  if (f.sector_uuid) where.push(sql`u.sector_uuid = ${f.sector_uuid}::uuid`);
  const clause = sql.join(where, sql` AND `);
  const [{ total }] = await db.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM company_obligation_updates u WHERE ${clause}`,
  );
  const rows = await db.rows<CompanyUpdate>(
    sql`SELECT ${COLS} FROM ${FROM} WHERE ${clause}
      ORDER BY u.published_on DESC, u.created_at DESC, u.update_uuid LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
  );
  return { rows, total };
}

export async function findUpdate(db: Database, companyUuid: string, updateUuid: string) {
  const [row] = await db.rows<CompanyUpdate>(
    sql`SELECT ${COLS} FROM ${FROM} WHERE u.update_uuid = ${updateUuid} AND u.company_uuid = ${companyUuid}`,
  );
  if (!row) return null;
  const compliances = await db.rows<{
    compliance_uuid: string;
    version_code: number;
    process_status: string;
    confirmation_status: string | null;
    is_active: boolean;
  }>(
    sql`SELECT compliance_uuid, version_code, process_status, confirmation_status, is_active FROM compliances
      WHERE company_uuid = ${companyUuid} AND obligation_uuid = ${row.obligation_uuid} AND deleted_at IS NULL ORDER BY cycle, version_code, compliance_uuid`,
  );
  return { ...row, compliances };
}

/** Marks the listed updates (or all) of the company seen; answers how many changed. */
export async function markSeen(tx: Tx, companyUuid: string, ids: string[] | null) {
  const list = sql.param(ids);
  const rows = await txRows<{ update_uuid: string }>(
    tx,
    sql`UPDATE company_obligation_updates SET seen_at = now()
      WHERE company_uuid = ${companyUuid} AND seen_at IS NULL AND (${list}::uuid[] IS NULL OR update_uuid = ANY(${list}::uuid[])) RETURNING update_uuid`,
  );
  return rows.length;
}

export async function unseenCount(db: Database, companyUuid: string) {
  const [row] = await db.rows<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM company_obligation_updates WHERE company_uuid = ${companyUuid} AND seen_at IS NULL`,
  );
  return row.n;
}

/** One page of the company's published days, newest first, each with its updates and unseen ones; the days counted in one statement. */
export async function updateDates(
  db: Database,
  companyUuid: string,
  q: { page: number; limit: number },
) {
  const [{ total }] = await db.rows<{ total: number }>(
    sql`SELECT count(DISTINCT published_on)::int AS total FROM company_obligation_updates WHERE company_uuid = ${companyUuid}`,
  );
  const rows = await db.rows<{
    date: string;
    total: number;
    unseen: number;
  }>(sql`SELECT published_on::text AS date, count(*)::int AS total, count(*) FILTER (WHERE seen_at IS NULL)::int AS unseen
          FROM company_obligation_updates WHERE company_uuid = ${companyUuid}
         GROUP BY published_on ORDER BY published_on DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  return toPage(rows, total, q.page, q.limit);
}
