/**
 * Who may see and do what with an obligation: the one definition the REST reads (lists, trees,
 * counts, detail, search), the bookmark write guard and the `obligations` sync loader all use, so
 * a row the screen may open is a row the sync delivers, and the other way round.
 *
 * The rule: the tenant match first (master content or the caller's own company; another
 * company's obligation does not exist). Then the author of content sees all of it, whatever its
 * status: the provider sees every master obligation (drafts, repealed, inactive), a company every
 * obligation of its own (it writes and publishes them itself). Everyone else's content, i.e. master
 * content for a customer, is seen only published and active. The rule's SQL and row forms
 * (`visibleObligations`, `canSeeObligation`) are in library/library.policy.ts with the rest of
 * the library's visibility.
 */
import type { ObligationActions } from '../../../contract/api/obligations';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { isWithinTenant } from '../../lib/tenant';
import { canToggleBookmarks } from '../bookmarks';
import type { Caller } from '../../lib/caller';
import { canSeeObligation, type ObligationAccessRow } from '../library';

/**
 * Decides on an obligation found within the caller's tenant: 404 for another company's row
 * (never reached when the repository filtered, kept as the last line) and 403
 * `obligation_forbidden` (the specification's message) for master content the caller may not see.
 */
export function assertCanOpenObligation(caller: Caller, row: ObligationAccessRow): void {
  if (!isWithinTenant(row, caller.companyUuid)) throw errors.notFound();
  if (!canSeeObligation(caller, row)) throw errors.forbidden('obligation_forbidden');
}

/** What the caller may do on an obligation it can see (sent with the detail answer). */
export function obligationActions(user: AuthUser): ObligationActions {
  return { bookmark: canToggleBookmarks(user) };
}
