/**
 * Privilege-role writes: create, delete, privilege update, each in the caller's mutation
 * transaction with its activity-log row. A change of a role reaches its holders on their next
 * request: the session query reads their current roles (server/modules/auth/session.repository.ts).
 *
 * Delete rule: built-in roles (role_setting 1) are never deleted; a role still held by users or
 * by groups (their members hold it) is refused with both counts, so nobody loses rights silently.
 */
import { txRowsOf } from '../../db/client';
import type { PrivilegeUpdateBody, RoleListItem } from '../../../contract/api/roles';
import type { ModuleCode, Privileges } from '../../../contract/modules';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { sql } from 'drizzle-orm';
import { guardedAccessChange, lockCompanyAccess } from './access-guard';
import { assertMatrixWithinOwn, assertNotOwnRole } from './grant-guard';
import { findRole, roleNameTaken } from './roles.repository';
import { grantableModules } from './roles.policy';

const logged = (r: RoleListItem) => ({
  role_name: r.role_name,
  role_setting: r.role_setting,
  modules: r.modules,
});

export async function createRole(
  m: MutationContext,
  user: AuthUser,
  input: { role_name: string },
): Promise<RoleListItem> {
  const q = txRowsOf(m.tx);
  await lockCompanyAccess(m.tx, user.company_uuid);
  if (await roleNameTaken(q, user.company_uuid, input.role_name))
    throw new AppError('conflict', 'role_exists');
  const [row] = await m.rows<{ role_uuid: string }>(
    sql`INSERT INTO privilege_roles (company_uuid, role_name, role_setting) VALUES (${user.company_uuid}, ${input.role_name}, 0) RETURNING role_uuid`,
  );
  const created = (await findRole(q, user.company_uuid, row.role_uuid))!;
  await m.log({
    type: 'privilege_role',
    type_uuid: row.role_uuid,
    action: 'create',
    after: logged(created),
  });
  return created;
}

export async function deleteRole(
  m: MutationContext,
  user: AuthUser,
  roleUuid: string,
): Promise<null> {
  await lockCompanyAccess(m.tx, user.company_uuid);
  const role = await findRole(txRowsOf(m.tx), user.company_uuid, roleUuid, true);
  if (!role) throw errors.notFound();
  if (role.role_setting === 1) throw new AppError('conflict', 'role_builtin');
  if (role.user_count > 0 || role.group_count > 0) {
    throw new AppError('conflict', 'role_in_use', undefined, {
      users: role.user_count,
      groups: role.group_count,
    });
  }
  await m.rows(
    sql`DELETE FROM privilege_roles WHERE company_uuid = ${user.company_uuid} AND role_uuid = ${roleUuid}`,
  );
  await m.log({
    type: 'privilege_role',
    type_uuid: roleUuid,
    action: 'delete',
    before: logged(role),
  });
  return null;
}

/** The matrix a privilege update leaves on the role: listed rows set (all false: removed), removals taken off. */
function matrixAfter(
  before: RoleListItem,
  input: Pick<PrivilegeUpdateBody, 'modules' | 'remove'>,
): Privileges {
  const matrix: Privileges = {};
  for (const r of before.modules)
    matrix[r.module_code] = { view: r.view, create: r.create, update: r.update, delete: r.delete };
  for (const r of input.modules ?? [])
    matrix[r.module_code] = { view: r.view, create: r.create, update: r.update, delete: r.delete };
  for (const code of input.remove ?? []) delete matrix[code as ModuleCode];
  return matrix;
}

/**
 * Sets the listed modules' rights and takes the removed modules off the role. A customer role
 * cannot hold provider modules (403 naming `modules`); nobody changes a role they hold, nor leaves
 * a role with rights they do not hold (403, grant-guard.ts); the change must not lock the company
 * out.
 */
export async function updatePrivileges(
  m: MutationContext,
  user: AuthUser,
  input: Omit<PrivilegeUpdateBody, 'role_uuid'> & { role_uuid: string },
): Promise<RoleListItem> {
  const allowed = grantableModules(user);
  const q = txRowsOf(m.tx);
  return guardedAccessChange(m.tx, user.company_uuid, async () => {
    const before = await findRole(q, user.company_uuid, input.role_uuid, true);
    if (!before) throw errors.notFound();
    // Well-formed, but not the caller's to grant: 403, naming the field.
    for (const [field, codes] of [
      ['modules', (input.modules ?? []).map((r) => r.module_code)],
      ['remove', input.remove ?? []],
    ] as const) {
      if (codes.some((c) => !allowed.includes(c)))
        throw new AppError('forbidden', 'role_provider_module', {
          [field]: ['role_provider_module'],
        });
    }
    assertNotOwnRole(user, before, 'role_uuid');
    assertMatrixWithinOwn(
      user,
      before,
      matrixAfter(before, input),
      input.modules?.length ? 'modules' : 'remove',
    );
    for (const row of input.modules ?? []) {
      if (!row.view && !row.create && !row.update && !row.delete) {
        await m.rows(
          sql`DELETE FROM role_modules WHERE role_uuid = ${before.role_uuid} AND module_code = ${row.module_code}`,
        );
        continue;
      }
      await m.rows(
        sql`INSERT INTO role_modules (role_uuid, module_code, can_view, can_create, can_update, can_delete)
         VALUES (${before.role_uuid}, ${row.module_code}, ${row.view}, ${row.create}, ${row.update}, ${row.delete})
         ON CONFLICT (role_uuid, module_code) DO UPDATE SET can_view = EXCLUDED.can_view, can_create = EXCLUDED.can_create,
           can_update = EXCLUDED.can_update, can_delete = EXCLUDED.can_delete`,
      );
    }
    if (input.remove?.length) {
      await m.rows(
        sql`DELETE FROM role_modules WHERE role_uuid = ${before.role_uuid} AND module_code = ANY(${sql.param(input.remove)}::text[])`,
      );
    }
    await m.rows(
      sql`UPDATE privilege_roles SET updated_at = now() WHERE company_uuid = ${user.company_uuid} AND role_uuid = ${before.role_uuid}`,
    );
    const after = (await findRole(q, user.company_uuid, before.role_uuid))!;
    await m.log({
      type: 'privilege_role',
      type_uuid: before.role_uuid,
      action: 'update',
      before: logged(before),
      after: logged(after),
    });
    return after;
  });
}
