/**
 * Who may see and do what with a regulation: the one definition the regulation reads (list,
 * detail, hierarchy, documents), search, the bookmark write guard and the `regulations` sync
 * loader use. A regulation is seen when it is within the caller's tenant (master content or the
 * company's own); there is no draft state for regulations.
 */
import type { RegulationActions } from '../../../contract/api/regulations';
import type { AuthUser } from '../../lib/auth-user';
import type { SQL } from 'drizzle-orm';
import { isWithinTenant, tenant } from '../../lib/tenant';
import { canToggleBookmarks } from '../bookmarks/bookmarks.policy';
import type { Caller } from '../../lib/caller';

/** Bound condition on `alias`: the regulations the company sees (master content and its own). */
export function visibleRegulations(companyUuid: string, alias: string): SQL {
  return tenant(alias, companyUuid);
}

/** The rule of visibleRegulations for one loaded, undeleted row. */
export function canSeeRegulation(caller: Caller, row: { company_uuid: string | null }): boolean {
  return isWithinTenant(row, caller.companyUuid);
}

/** What the caller may do on a regulation it can see (sent with the detail answer). */
export function regulationActions(user: AuthUser): RegulationActions {
  return { bookmark: canToggleBookmarks(user) };
}
