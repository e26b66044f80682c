/**
 * Who may see and do what with a regulation: the one definition the regulation reads (list,
 * detail, hierarchy, documents), search, the bookmark write guard and the `regulations` sync
 * loader use. A regulation is seen when it is within the caller's tenant (master content or the
 * company's own); there is no draft state for regulations. The visibility itself
 * (`visibleRegulations`, `canSeeRegulation`) is the library's (library/library.policy.ts), beside
 * the obligations', so neither area imports the other for it.
 */
import type { RegulationActions } from '../../../contract/api/regulations';
import type { AuthUser } from '../../lib/auth-user';
import { canToggleBookmarks } from '../bookmarks';

/** What the caller may do on a regulation it can see (sent with the detail answer). */
export function regulationActions(user: AuthUser): RegulationActions {
  return { bookmark: canToggleBookmarks(user) };
}
