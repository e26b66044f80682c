/**
 * Who may see which sectors and topics: the one definition the library reads, the search and the
 * `sectors` and `topics` sync loaders use. Tenant first (master content or the caller's own
 * company); customers then see active sectors only, the provider every sector. A topic is seen
 * when it is within the tenant and its sector is seen (callers join the sector and apply both).
 */
import { isWithinTenant, tenantSql } from '../../lib/tenant';
import type { Caller } from './caller';

/** SQL condition on `alias`: sectors the caller may see. */
export function visibleSectorSql(alias: string, companyParam: string, isProvider: boolean): string {
  return tenantSql(alias, companyParam) + (isProvider ? '' : ` AND ${alias}.is_active`);
}

/** SQL condition on `alias`: topics within the caller's tenant (join the sector for the rest). */
export function visibleTopicSql(alias: string, companyParam: string): string {
  return tenantSql(alias, companyParam);
}

/** The rule of visibleSectorSql for one loaded, undeleted row. */
export function canSeeSector(caller: Caller, row: { company_uuid: string | null; is_active: boolean }): boolean {
  return isWithinTenant(row, caller.companyUuid) && (caller.isProvider || row.is_active);
}
