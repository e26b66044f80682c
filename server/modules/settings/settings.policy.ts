/**
 * Who may read and change a company's settings: every signed-in user reads its own company's (the
 * app applies the theme and labels for everyone); changing them needs the `settings` module's
 * update right, on the caller's own company; a provider user on any company. Another company is not found.
 */
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';

export { SETTINGS_UPDATE } from '../../../contract/api/settings-endpoints';

export function assertMayReachSettings(user: AuthUser, companyUuid: string): void {
  if (user.company_uuid !== companyUuid && !user.is_provider) throw errors.notFound();
}
