/**
 * The tenant rule, written once: a content row is visible to a company when it is not deleted and
 * is either shared master content (`company_uuid` null) or that company's own. Every policy,
 * repository and sync loader builds its conditions on these; another company's row then simply
 * does not exist for the caller ("not found" and "not yours" look the same).
 */
import { sql, type SQL } from 'drizzle-orm';

/** Bound condition on `alias`: not deleted, and master content or owned by the company. */
export function tenant(alias: string, companyUuid: string): SQL {
  const a = sql.identifier(alias);
  return sql`${a}.deleted_at IS NULL AND (${a}.company_uuid IS NULL OR ${a}.company_uuid = ${companyUuid})`;
}

/** Bound condition on `alias` without the deletion check (rows that keep no `deleted_at`, e.g. the change feed). */
export function sharedOrOwn(alias: string, companyUuid: string): SQL {
  const a = sql.identifier(alias);
  return sql`(${a}.company_uuid IS NULL OR ${a}.company_uuid = ${companyUuid})`;
}

/** The same rule for one row already loaded: master content or the caller's company's own. */
export function isWithinTenant(row: { company_uuid: string | null }, companyUuid: string): boolean {
  return row.company_uuid === null || row.company_uuid === companyUuid;
}
