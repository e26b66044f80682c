/**
 * Who may do what with privilege roles and groups: the `users` module (user management), view to
 * read, create, update and delete for the matching writes. Roles and groups belong to one company:
 * every query names the caller's company, so another company's row (the provider's too) is not
 * found. A customer role holds customer modules only; the provider's may hold every module.
 */
import { CUSTOMER_MODULES, MODULES, type Access, type ModuleCode } from '../../../contract/modules';
import type { AuthUser } from '../../lib/auth-user';

export const ACCESS_READ = { module: 'users', action: 'view' } as const satisfies Access;
export const ACCESS_CREATE = { module: 'users', action: 'create' } as const satisfies Access;
export const ACCESS_UPDATE = { module: 'users', action: 'update' } as const satisfies Access;
export const ACCESS_DELETE = { module: 'users', action: 'delete' } as const satisfies Access;

/** The modules a role of the caller's company may grant. */
export function grantableModules(user: Pick<AuthUser, 'is_provider'>): readonly ModuleCode[] {
  return user.is_provider ? MODULES : CUSTOMER_MODULES;
}
