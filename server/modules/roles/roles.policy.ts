/**
 * Who may do what with privilege roles and groups: the `users` module (user management), view to
 * read, create, update and delete for the matching writes. Roles and groups belong to one company:
 * every query names the caller's company, so another company's row (the provider's too) is not
 * found. A customer role holds customer modules only; the provider's may hold every module.
 */
import { CUSTOMER_MODULES, MODULES, type ModuleCode } from '../../../contract/modules';
import type { AuthUser } from '../../lib/auth-user';

export {
  USERS_CREATE as ACCESS_CREATE,
  USERS_DELETE as ACCESS_DELETE,
  USERS_UPDATE as ACCESS_UPDATE,
  USERS_VIEW as ACCESS_READ,
} from '../../../contract/api/roles-endpoints';

/** The modules a role of the caller's company may grant. */
export function grantableModules(user: Pick<AuthUser, 'is_provider'>): readonly ModuleCode[] {
  return user.is_provider ? MODULES : CUSTOMER_MODULES;
}
