/**
 * Who may see which library content: sectors, topics, obligations and regulations. The one
 * definition the library reads, the search, the exports and the sync loaders use, composed into
 * their SQL as bound fragments (a row the screen may open is a row the sync delivers).
 *
 * Sectors and topics: tenant first (master content or the caller's own company); customers then see active, published sectors only, the provider every sector. A
 * topic is seen when it is within the tenant, published (for customers) and its sector is seen
 * (callers join the sector and apply both).
 *
 * Drafts (issue 11): a sector or topic the provider creates stays unpublished (`is_published`
 * false) until an obligation under it is published; its unpublished changes to a published row
 * wait in `draft` (jsonb) while the columns keep what customers see. A company's own content is
 * its own to see, published or not.
 */
import { sql, type SQL } from 'drizzle-orm';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import { isWithinTenant, tenant } from '../../lib/tenant';
import type { Caller } from '../../lib/caller';

/** Bound condition on `alias`: the sectors the caller may see. */
export function visibleSectors(caller: Caller, alias: string): SQL {
  const a = sql.identifier(alias);
  const within = tenant(alias, caller.companyUuid);
  if (caller.isProvider) return within;
  return sql`${within} AND ${a}.is_active AND ${publishedOrOwn(alias, caller.companyUuid)}`;
}

/** Bound condition on `alias`: the topics the caller may see within its tenant (join the sector for the rest). */
export function visibleTopics(caller: Caller, alias: string): SQL {
  const within = tenant(alias, caller.companyUuid);
  return caller.isProvider
    ? within
    : sql`${within} AND ${publishedOrOwn(alias, caller.companyUuid)}`;
}

const publishedOrOwn = (alias: string, companyUuid: string) =>
  sql`(${sql.identifier(alias)}.is_published OR ${sql.identifier(alias)}.company_uuid = ${companyUuid})`;

/** The rule of visibleSectors for one loaded, undeleted row. */
export function canSeeSector(
  caller: Caller,
  row: { company_uuid: string | null; is_active: boolean; is_published: boolean },
): boolean {
  if (!isWithinTenant(row, caller.companyUuid)) return false;
  return (
    caller.isProvider ||
    (row.is_active && (row.is_published || row.company_uuid === caller.companyUuid))
  );
}

/** Bound condition on `alias`: the obligations the caller may see (list, open, bookmark, sync). */
export function visibleObligations(caller: Caller, alias: string): SQL {
  const a = sql.identifier(alias);
  const within = tenant(alias, caller.companyUuid);
  if (caller.isProvider) return within;
  return sql`${within} AND (${a}.company_uuid = ${caller.companyUuid} OR (${a}.obligation_status = ${OBLIGATION_STATUS.publish} AND ${a}.is_active))`;
}

export interface ObligationAccessRow {
  company_uuid: string | null;
  obligation_status: number;
  is_active: boolean;
}

/** The rule of visibleObligations for one loaded row. */
export function canSeeObligation(caller: Caller, row: ObligationAccessRow): boolean {
  if (!isWithinTenant(row, caller.companyUuid)) return false;
  if (caller.isProvider || row.company_uuid === caller.companyUuid) return true;
  return row.obligation_status === OBLIGATION_STATUS.publish && row.is_active;
}

/** Bound condition on `alias`: the regulations the company sees (master content and its own). */
export function visibleRegulations(companyUuid: string, alias: string): SQL {
  return tenant(alias, companyUuid);
}

/** The rule of visibleRegulations for one loaded, undeleted row. */
export function canSeeRegulation(caller: Caller, row: { company_uuid: string | null }): boolean {
  return isWithinTenant(row, caller.companyUuid);
}
