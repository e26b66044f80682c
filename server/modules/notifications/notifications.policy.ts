/**
 * What a caller may see of notifications: their own, in their own company. The repository, the
 * sync loader and the read routes all use this predicate; another user's or company's
 * notification is simply not found.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../lib/auth-user';

export { NOTIFICATIONS_VIEW } from '../../../contract/api/notification-endpoints';

/** Bound condition on `alias`: the notifications of this user in this company. */
export function ownNotifications(
  user: Pick<AuthUser, 'user_uuid' | 'company_uuid'>,
  alias: string,
): SQL {
  const a = sql.identifier(alias);
  return sql`${a}.company_uuid = ${user.company_uuid} AND ${a}.user_uuid = ${user.user_uuid}`;
}
