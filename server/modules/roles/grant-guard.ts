/**
 * No self-escalation: the rules every write that gives rights keeps (users, privilege roles,
 * groups; a group's role applies to its members, so a group's role and its membership are grants
 * too). Checked on the write's transaction, against the caller's effective privileges (the union
 * of their own roles and their group's role, as the session query resolved them):
 * - a caller may give a role (to a user, to a group, or a user a group carrying a role) only when
 *   every right of that role is one they hold themselves;
 * - a caller may set a role's privilege matrix only to a matrix within their own rights;
 * - nobody changes their own roles, the role of a group they are in, their own membership of a
 *   group carrying a role, or the privileges of a role they hold: another administrator does.
 * A company admin (every module) is limited only by the last rule. Refusals are 403 with a
 * stable code naming the role and the field.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  rightsBeyond as rightsBeyondHeld,
  type ModuleCode,
  type Privileges,
} from '../../../contract/modules';
import type { Tx } from '../../db/client';
import { privilegeRoles, roleModules, userGroups } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { AppError } from '../../lib/errors';

/** The rights `privileges` holds that the caller does not (as `module:action`), empty when within. */
export function rightsBeyond(
  caller: Pick<AuthUser, 'privileges'>,
  privileges: Privileges,
): string[] {
  return rightsBeyondHeld(caller.privileges, privileges);
}

export interface RoleRights {
  role_uuid: string;
  role_name: string;
  privileges: Privileges;
}

/** The company's roles among `roleUuids`, each with its privilege matrix (another company's are absent). */
export async function rightsOfRoles(
  tx: Tx,
  companyUuid: string,
  roleUuids: readonly string[],
): Promise<RoleRights[]> {
  if (roleUuids.length === 0) return [];
  const rows = await tx
    .select({
      role_uuid: privilegeRoles.role_uuid,
      role_name: privilegeRoles.role_name,
      module_code: roleModules.module_code,
      view: roleModules.can_view,
      create: roleModules.can_create,
      update: roleModules.can_update,
      delete: roleModules.can_delete,
    })
    .from(privilegeRoles)
    .leftJoin(roleModules, eq(roleModules.role_uuid, privilegeRoles.role_uuid))
    .where(
      and(
        eq(privilegeRoles.company_uuid, companyUuid),
        inArray(privilegeRoles.role_uuid, [...roleUuids]),
      ),
    );
  const roles = new Map<string, RoleRights>();
  for (const r of rows) {
    const role = roles.get(r.role_uuid) ?? {
      role_uuid: r.role_uuid,
      role_name: r.role_name,
      privileges: {},
    };
    roles.set(r.role_uuid, role);
    if (r.module_code) {
      role.privileges[r.module_code as ModuleCode] = {
        view: !!r.view,
        create: !!r.create,
        update: !!r.update,
        delete: !!r.delete,
      };
    }
  }
  return [...roles.values()];
}

/** 403 naming the first of the roles that holds a right the caller does not. */
export async function assertMayGrantRoles(
  tx: Tx,
  caller: AuthUser,
  roleUuids: readonly string[],
  field?: string,
): Promise<void> {
  for (const role of await rightsOfRoles(tx, caller.company_uuid, roleUuids)) {
    if (rightsBeyond(caller, role.privileges).length) {
      throw new AppError(
        'forbidden',
        'grant_role_beyond_own',
        field ? { [field]: ['grant_role_beyond_own'] } : undefined,
        { role: role.role_name },
      );
    }
  }
}

/** 403 when a role's new matrix would hold a right the caller does not. */
export function assertMatrixWithinOwn(
  caller: AuthUser,
  role: { role_name: string },
  privileges: Privileges,
  field: string,
): void {
  if (rightsBeyond(caller, privileges).length) {
    throw new AppError(
      'forbidden',
      'grant_privilege_beyond_own',
      { [field]: ['grant_privilege_beyond_own'] },
      { role: role.role_name },
    );
  }
}

/** Whether the caller holds the role, directly or through their group. */
export const holdsRole = (caller: Pick<AuthUser, 'roles'>, roleUuid: string) =>
  caller.roles.some((r) => r.role_uuid === roleUuid);

/** 403: nobody changes the privileges of a role they hold. */
export function assertNotOwnRole(
  caller: AuthUser,
  role: { role_uuid: string; role_name: string },
  field: string,
): void {
  if (holdsRole(caller, role.role_uuid)) {
    throw new AppError(
      'forbidden',
      'role_own_change',
      { [field]: ['role_own_change'] },
      { role: role.role_name },
    );
  }
}

/** 403: nobody changes their own roles (directly, or by a group's role or membership). */
export function selfChangeRefused(field?: string): AppError {
  return new AppError(
    'forbidden',
    'access_self_change',
    field ? { [field]: ['access_self_change'] } : undefined,
  );
}

/** The role a live group of the company gives its members (null: none, or no such group). */
export async function roleOfGroup(
  tx: Tx,
  companyUuid: string,
  groupUuid: string | null | undefined,
): Promise<string | null> {
  if (!groupUuid) return null;
  const [row] = await tx
    .select({ role_uuid: userGroups.role_uuid })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.company_uuid, companyUuid),
        eq(userGroups.group_uuid, groupUuid),
        isNull(userGroups.deleted_at),
      ),
    );
  return row?.role_uuid ?? null;
}

/**
 * The user form's grants (create, invite, update): the roles it adds and the role of the group it
 * moves the user to must be within the caller's rights; on the caller's own account, neither the
 * roles nor a group change that changes the group's role is allowed. Roles the user already
 * holds may stay (the form sends them back), and taking a role away is not a grant.
 */
export async function assertUserGrants(
  tx: Tx,
  caller: AuthUser,
  target: { user_uuid: string; group_uuid: string | null; role_uuids: string[] } | null,
  input: { role_uuids?: string[]; group_uuid?: string | null },
): Promise<void> {
  const self = target?.user_uuid === caller.user_uuid;
  const current = new Set(target?.role_uuids ?? []);
  if (input.role_uuids) {
    const next = new Set(input.role_uuids);
    const added = [...next].filter((r) => !current.has(r));
    const changed = added.length > 0 || [...current].some((r) => !next.has(r));
    if (self && changed) throw selfChangeRefused('role_uuids');
    await assertMayGrantRoles(tx, caller, added, 'role_uuids');
  }
  if (input.group_uuid !== undefined && input.group_uuid !== (target?.group_uuid ?? null)) {
    const nextRole = await roleOfGroup(tx, caller.company_uuid, input.group_uuid);
    if (self && nextRole !== (await roleOfGroup(tx, caller.company_uuid, target?.group_uuid)))
      throw selfChangeRefused('group_uuid');
    if (nextRole) await assertMayGrantRoles(tx, caller, [nextRole], 'group_uuid');
  }
}
