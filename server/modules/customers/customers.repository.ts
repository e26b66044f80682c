/**
 * Customer companies as the provider's screens show them, with the seats their users take, and
 * each customer's compliance progress and activity. Every query names the company explicitly and
 * keeps to customer companies (`customer`): the provider company is not a customer.
 * Reads take a `Rows` reader so one SQL runs on the pool or on a write's transaction.
 */
import { type Rows } from '../../db/client';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EXPIRING_WITHIN_DAYS,
  type CompanyItem,
  type companyListQuery,
  type CompanyProgressItem,
  type ProductItem,
} from '../../../contract/api/customers';
import type { ActivityLogItem } from '../../../contract/api/activity';
import { likePattern } from '../../lib/page';
import { customer } from './customers.policy';

/** Users holding a seat: neither deactivated nor deleted (invited and suspended ones hold theirs). */
export const seatHolder = (alias: string): SQL => {
  const a = sql.identifier(alias);
  return sql`${a}.deleted_at IS NULL AND ${a}.state <> 'inactive'`;
};

const SELECT = sql`SELECT c.company_uuid, c.name, c.code, c.state, c.product_uuid, p.name AS product_name,
    c.subscription_start, c.expired_at, c.license_count AS license,
    (SELECT count(*)::int FROM users u WHERE u.company_uuid = c.company_uuid AND ${seatHolder('u')}) AS license_used,
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
export async function findCustomer(q: Rows, companyUuid: string): Promise<CompanyItem | null> {
  const [row] = await q<Row>(
    sql`${SELECT} WHERE c.company_uuid = ${companyUuid} AND ${customer('c')}`,
  );
  return row ? present(row) : null;
}

/** The expiry window, constant text. */
const EXPIRING = sql.raw(`interval '${EXPIRING_WITHIN_DAYS} days'`);

export async function listCustomers(q: Rows, f: z.infer<typeof companyListQuery>) {
  const where: SQL[] = [customer('c'), sql`c.deleted_at IS NULL`];
  if (f.search) {
    const pattern = likePattern(f.search);
    where.push(
      sql`(c.name ILIKE ${pattern} OR c.code ILIKE ${pattern} OR c.pic_name ILIKE ${pattern} OR c.pic_email ILIKE ${pattern})`,
    );
  }
  if (f.state) where.push(sql`c.state = ${f.state}`);
  if (f.expiry === 'expired') where.push(sql`c.expired_at < now()`);
  if (f.expiry === 'expiring')
    where.push(sql`c.expired_at >= now() AND c.expired_at < now() + ${EXPIRING}`);
  if (f.expiry === 'current')
    where.push(sql`(c.expired_at IS NULL OR c.expired_at >= now() + ${EXPIRING})`);
  const w = sql.join(where, sql` AND `);
  const [{ total }] = await q<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM companies c WHERE ${w}`,
  );
  const rows = await q<Row>(
    sql`${SELECT} WHERE ${w} ORDER BY lower(c.name), c.company_uuid LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
  );
  return { rows: rows.map(present), total };
}

/**
 * Seats bought and taken. A write that gives a seat locks the company row BEFORE this read (in a
 * statement of its own: see seats.ts), so the count sees every seat committed before the lock.
 */
export async function seatsOf(q: Rows, companyUuid: string) {
  const [row] = await q<{ is_provider: boolean; license: number; used: number }>(
    sql`SELECT c.is_provider, c.license_count AS license,
        (SELECT count(*)::int FROM users u WHERE u.company_uuid = c.company_uuid AND ${seatHolder('u')}) AS used
       FROM companies c WHERE c.company_uuid = ${companyUuid}`,
  );
  return row ?? null;
}

export async function codeTaken(
  q: Rows,
  code: string,
  exceptUuid: string | null,
): Promise<boolean> {
  const rows = await q(
    sql`SELECT 1 FROM companies WHERE code = ${code} AND company_uuid IS DISTINCT FROM ${exceptUuid}`,
  );
  return rows.length > 0;
}

export async function productExists(q: Rows, productUuid: string): Promise<boolean> {
  return (await q(sql`SELECT 1 FROM products WHERE product_uuid = ${productUuid}`)).length > 0;
}

export async function listProducts(q: Rows): Promise<ProductItem[]> {
  return q<ProductItem>(
    sql`SELECT product_uuid, code, name FROM products ORDER BY lower(name), product_uuid`,
  );
}

/** The customer's activity log (every user's writes in that company), newest first. */
export async function customerActivities(
  q: Rows,
  companyUuid: string,
  page: number,
  limit: number,
) {
  const [{ total }] = await q<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM activity_logs WHERE company_uuid = ${companyUuid}`,
  );
  const rows = await q<
    Omit<ActivityLogItem, 'created_at' | 'user'> & {
      created_at: string | Date;
      user_uuid: string | null;
      user_name: string | null;
    }
  >(
    sql`SELECT l.log_uuid, l.type, l.type_uuid, l.action, l.before, l.after, l.created_at, l.user_uuid, u.name AS user_name
       FROM activity_logs l LEFT JOIN users u ON u.user_uuid = l.user_uuid AND u.company_uuid = l.company_uuid
      WHERE l.company_uuid = ${companyUuid} ORDER BY l.created_at DESC, l.log_uuid DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  const data: ActivityLogItem[] = rows.map(({ user_uuid, user_name, ...r }) => ({
    ...r,
    created_at: iso(r.created_at),
    user: user_uuid && user_name !== null ? { user_uuid, name: user_name } : null,
  }));
  return { rows: data, total };
}

/** Each customer's compliance progress: approved ÷ active compliances. */
export async function customerProgress(q: Rows, page: number, limit: number) {
  const [{ total }] = await q<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM companies c WHERE ${customer('c')} AND c.deleted_at IS NULL`,
  );
  const rows = await q<Omit<CompanyProgressItem, 'progress'>>(
    sql`SELECT c.company_uuid, c.name, c.state,
        (SELECT count(*)::int FROM compliances x WHERE x.company_uuid = c.company_uuid AND x.is_active AND x.deleted_at IS NULL) AS total,
        (SELECT count(*)::int FROM compliances x WHERE x.company_uuid = c.company_uuid AND x.is_active AND x.deleted_at IS NULL
            AND x.process_status = 'approved') AS approved
       FROM companies c WHERE ${customer('c')} AND c.deleted_at IS NULL
      ORDER BY lower(c.name), c.company_uuid LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  const data = rows.map((r) => ({
    ...r,
    progress: r.total ? Math.round((r.approved / r.total) * 1000) / 10 : 0,
  }));
  return { rows: data, total };
}
