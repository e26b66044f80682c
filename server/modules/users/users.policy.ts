/**
 * Who may do what with a company's users. Reads need the `users` module's view right, each write
 * its own right (create and invite: create; update, suspend, activate: update; delete: delete).
 * Users belong to one company: another company's user, role or group is not found, except that a
 * provider user may read any company's user list. Nobody may suspend, deactivate or delete
 * themselves, and a write leaving the company without an active user manager is refused (the
 * service checks it on its transaction).
 */
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';

export {
  USERS_CREATE,
  USERS_DELETE,
  USERS_UPDATE,
  USERS_VIEW,
} from '../../../contract/api/roles-endpoints';

/** The companies whose user list a caller may read: their own; any, for a provider user. */
export function mayReadCompanyUsers(user: AuthUser, companyUuid: string): boolean {
  return user.company_uuid === companyUuid || user.is_provider;
}

export function assertMayReadCompanyUsers(user: AuthUser, companyUuid: string): void {
  if (!mayReadCompanyUsers(user, companyUuid)) throw errors.notFound();
}

/** The states that end a user's access. */
export const isLockedOut = (state: string) => state === 'suspended' || state === 'inactive';
