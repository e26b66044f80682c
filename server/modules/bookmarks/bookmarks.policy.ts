/**
 * Who may see and do what with bookmarks: a bookmark is its user's own (within that user's
 * company), seen only by that user; toggling one needs `bookmarks:create` (the route's access
 * rule, and the `actions.bookmark` of an obligation or regulation answer) and an entity the
 * caller may see by that entity's own policy.
 */
import { BOOKMARK_TOGGLE } from '../../../contract/api/bookmark-endpoints';
import { sql, type SQL } from 'drizzle-orm';
import { can, type AuthUser } from '../../lib/auth-user';

/** The access rule of the toggles; the client's bookmark button asks the same (useCan). */
export { BOOKMARK_TOGGLE };

/** Whether the caller may toggle bookmarks at all (an entity's `actions.bookmark`). */
export const canToggleBookmarks = (user: AuthUser) =>
  can(user, BOOKMARK_TOGGLE.module, BOOKMARK_TOGGLE.action);

/** Bound condition on `alias`: the bookmarks of this user, in this user's company. */
export function ownBookmarks(
  user: Pick<AuthUser, 'user_uuid' | 'company_uuid'>,
  alias: string,
): SQL {
  const a = sql.identifier(alias);
  return sql`${a}.company_uuid = ${user.company_uuid} AND ${a}.user_uuid = ${user.user_uuid}`;
}
