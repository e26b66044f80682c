/**
 * Who may read and change a company's settings: the `settings` module's view and update rights,
 * on the caller's own company; a provider user on any company. Another company is not found.
 */
import type { Access } from '../../../contract/modules';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';

export const SETTINGS_VIEW = { module: 'settings', action: 'view' } as const satisfies Access;
export const SETTINGS_UPDATE = { module: 'settings', action: 'update' } as const satisfies Access;

export function assertMayReachSettings(user: AuthUser, companyUuid: string): void {
  if (user.company_uuid !== companyUuid && !user.is_provider) throw errors.notFound();
}
