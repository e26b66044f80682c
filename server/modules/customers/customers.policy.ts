/**
 * Who may do what with customer companies: the provider's `customers` module (a provider-only
 * module, so a customer user never holds it and gets 403 on every route of the area). Updating a
 * license is an administrator action: it needs the module's update right and a provider
 * administrator (a role granting `customers` delete, which only full administrators hold).
 * The provider company itself is not a customer: it is never listed, read or changed here.
 */
import { type SQL, sql } from 'drizzle-orm';
import { can, type AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';

export {
  CUSTOMERS_CREATE,
  CUSTOMERS_DELETE,
  CUSTOMERS_UPDATE,
  CUSTOMERS_VIEW,
} from '../../../contract/api/customer-endpoints';

/** Bound condition on `alias`: a customer company (not the provider). */
export const customer = (alias: string): SQL => sql`${sql.identifier(alias)}.is_provider = false`;

/** The license is an administrator action: every right on the customers module. */
export function assertMayUpdateLicense(user: AuthUser): void {
  if (!user.is_provider || !can(user, 'customers', 'delete')) throw errors.forbidden();
}

/** The states in which a company's users may sign in. */
export const isCompanyOpen = (state: string) => state === 'active';
