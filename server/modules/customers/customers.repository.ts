/**
 * Customer companies as the provider's screens show them, with the seats their users take, and
 * each customer's compliance progress and activity. Every query names the company explicitly and
 * keeps to customer companies (`customerSql`): the provider company is not a customer.
 * Reads take a `Query` so one SQL runs on the pool or on a write's transaction.
 */
import type { z } from 'zod';
import {
  EXPIRING_WITHIN_DAYS,
  type CompanyItem,
  type companyListQuery,
  type CompanyProgressItem,
  type ProductItem,
} from '../../../contract/api/customers';
import type { ActivityLogItem } from '../../../contract/api/activity';
import type { Query } from '../users/users.repository';
import { likePattern } from '../../lib/page';
import { customerSql } from './customers.policy';

/** Users holding a seat: neither deactivated nor deleted (invited and suspended ones hold theirs). */
export const SEAT_SQL = (alias: string) =>
  `${alias}.deleted_at IS NULL AND ${alias}.state <> 'inactive'`;

const SELECT = `SELECT c.company_uuid, c.name, c.code, c.state, c.product_uuid, p.name AS product_name,
    c.subscription_start, c.expired_at, c.license_count AS license,
    (SELECT count(*)::int FROM users u WHERE u.company_uuid = c.company_uuid AND ${SEAT_SQL('u')}) AS license_used,
    c.pic_name, c.pic_email, c.ldap_enabled, c.address, c.phone, c.country, c.created_at, c.updated_at
  FROM companies c LEFT JOIN products p ON p.product_uuid = c.product_uuid`;

type Row = Omit<CompanyItem, 'subscription_start' | 'expired_at' | 'created_at' | 'updated_at'> & {
  subscription_start: string | Date | null;
  expired_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v));

function present(r: Row): CompanyItem {
  return {
    ...r,
    subscription_start: isoOrNull(r.subscription_start),
    expired_at: isoOrNull(r.expired_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** A customer company, deactivated ones included (their data is kept); null for the provider or an unknown id. */
export async function findCustomer(q: Query, companyUuid: string): Promise<CompanyItem | null> {
  const [row] = await q<Row>(`${SELECT} WHERE c.company_uuid = $1 AND ${customerSql('c')}`, [
    companyUuid,
  ]);
  return row ? present(row) : null;
}

export async function listCustomers(q: Query, f: z.infer<typeof companyListQuery>) {
  const params: unknown[] = [];
  const where = [customerSql('c'), 'c.deleted_at IS NULL'];
  if (f.search) {
    params.push(likePattern(f.search));
    const n = params.length;
    where.push(
      `(c.name ILIKE $${n} OR c.code ILIKE $${n} OR c.pic_name ILIKE $${n} OR c.pic_email ILIKE $${n})`,
    );
  }
  if (f.state) {
    params.push(f.state);
    where.push(`c.state = $${params.length}`);
  }
  if (f.expiry === 'expired') where.push('c.expired_at < now()');
  if (f.expiry === 'expiring')
    where.push(
      `c.expired_at >= now() AND c.expired_at < now() + interval '${EXPIRING_WITHIN_DAYS} days'`,
    );
  if (f.expiry === 'current')
    where.push(
      `(c.expired_at IS NULL OR c.expired_at >= now() + interval '${EXPIRING_WITHIN_DAYS} days')`,
    );
  const w = where.join(' AND ');
  const [{ total }] = await q<{ total: number }>(
    `SELECT count(*)::int AS total FROM companies c WHERE ${w}`,
    params,
  );
  const rows = await q<Row>(
    `${SELECT} WHERE ${w} ORDER BY lower(c.name), c.company_uuid LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, (f.page - 1) * f.limit],
  );
  return { rows: rows.map(present), total };
}

/**
 * Seats bought and taken. A write that gives a seat locks the company row BEFORE this read (in a
 * statement of its own: see seats.ts), so the count sees every seat committed before the lock.
 */
export async function seatsOf(q: Query, companyUuid: string) {
  const [row] = await q<{ is_provider: boolean; license: number; used: number }>(
    `SELECT c.is_provider, c.license_count AS license,
        (SELECT count(*)::int FROM users u WHERE u.company_uuid = c.company_uuid AND ${SEAT_SQL('u')}) AS used
       FROM companies c WHERE c.company_uuid = $1`,
    [companyUuid],
  );
  return row ?? null;
}

export async function codeTaken(
  q: Query,
  code: string,
  exceptUuid: string | null,
): Promise<boolean> {
  const rows = await q(
    `SELECT 1 FROM companies WHERE code = $1 AND company_uuid IS DISTINCT FROM $2`,
    [code, exceptUuid],
  );
  return rows.length > 0;
}

export async function productExists(q: Query, productUuid: string): Promise<boolean> {
  return (await q(`SELECT 1 FROM products WHERE product_uuid = $1`, [productUuid])).length > 0;
}

export async function listProducts(q: Query): Promise<ProductItem[]> {
  return q<ProductItem>(
    `SELECT product_uuid, code, name FROM products ORDER BY lower(name), product_uuid`,
  );
}

/** The customer's activity log (every user's writes in that company), newest first. */
export async function customerActivities(
  q: Query,
  companyUuid: string,
  page: number,
  limit: number,
) {
  const [{ total }] = await q<{ total: number }>(
    `SELECT count(*)::int AS total FROM activity_logs WHERE company_uuid = $1`,
    [companyUuid],
  );
  const rows = await q<
    Omit<ActivityLogItem, 'created_at' | 'user'> & {
      created_at: string | Date;
      user_uuid: string | null;
      user_name: string | null;
    }
  >(
    `SELECT l.log_uuid, l.type, l.type_uuid, l.action, l.before, l.after, l.created_at, l.user_uuid, u.name AS user_name
       FROM activity_logs l LEFT JOIN users u ON u.user_uuid = l.user_uuid AND u.company_uuid = l.company_uuid
      WHERE l.company_uuid = $1 ORDER BY l.created_at DESC, l.log_uuid DESC LIMIT $2 OFFSET $3`,
    [companyUuid, limit, (page - 1) * limit],
  );
  const data: ActivityLogItem[] = rows.map(({ user_uuid, user_name, ...r }) => ({
    ...r,
    created_at: iso(r.created_at),
    user: user_uuid && user_name !== null ? { user_uuid, name: user_name } : null,
  }));
  return { rows: data, total };
}

/** Each customer's compliance progress: approved ÷ active compliances. */
export async function customerProgress(q: Query, page: number, limit: number) {
  const [{ total }] = await q<{ total: number }>(
    `SELECT count(*)::int AS total FROM companies c WHERE ${customerSql('c')} AND c.deleted_at IS NULL`,
  );
  const rows = await q<Omit<CompanyProgressItem, 'progress'>>(
    `SELECT c.company_uuid, c.name, c.state,
        (SELECT count(*)::int FROM compliances x WHERE x.company_uuid = c.company_uuid AND x.is_active AND x.deleted_at IS NULL) AS total,
        (SELECT count(*)::int FROM compliances x WHERE x.company_uuid = c.company_uuid AND x.is_active AND x.deleted_at IS NULL
            AND x.process_status = 'approved') AS approved
       FROM companies c WHERE ${customerSql('c')} AND c.deleted_at IS NULL
      ORDER BY lower(c.name), c.company_uuid LIMIT $1 OFFSET $2`,
    [limit, (page - 1) * limit],
  );
  const data = rows.map((r) => ({
    ...r,
    progress: r.total ? Math.round((r.approved / r.total) * 1000) / 10 : 0,
  }));
  return { rows: data, total };
}
