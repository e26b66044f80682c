/**
 * Member-role writes: create, update, delete, each in the caller's mutation transaction with its
 * activity-log row. A change of a role's actions feeds every compliance having a member who holds
 * the role, since each synced compliance document carries its reader's actions.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MemberRoleItem } from '../../../../contract/api/members';
import type { ObligationAction } from '../../../../contract/enums';
import { memberRoles } from '../../../db/schema/compliance';
import { AppError, errors } from '../../../lib/errors';
import type { AuthUser } from '../../../lib/auth-user';
import type { MutationContext } from '../../../lib/mutation';
import { feedCompliances } from '../compliance-feed';
import {
  compliancesHoldingRole,
  findRoleForUpdate,
  nameTaken,
  type MemberRoleRow,
} from './member-roles.repository';

const conflict = (key: 'member_role_exists' | 'member_role_in_use' | 'member_role_builtin') =>
  new AppError('conflict', key);

/** A custom role's code: readable, never one of the built-in codes, unique without a lookup. */
function customCode(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);
  return `custom_${slug ? `${slug}_` : ''}${randomBytes(3).toString('hex')}`;
}

const logged = (r: Pick<MemberRoleRow, 'name' | 'code' | 'actions'>) => ({
  name: r.name,
  code: r.code,
  actions: r.actions,
});

export async function createRole(
  m: MutationContext,
  user: AuthUser,
  input: { name: string; actions: ObligationAction[] },
): Promise<MemberRoleItem> {
  if (await nameTaken(m.tx, user.company_uuid, input.name, null))
    throw conflict('member_role_exists');
  const [row] = await m.tx
    .insert(memberRoles)
    .values({
      company_uuid: user.company_uuid,
      name: input.name,
      code: customCode(input.name),
      actions: input.actions,
      is_default: false,
    })
    .returning();
  await m.log({
    type: 'member_role',
    type_uuid: row.member_role_uuid,
    action: 'create',
    after: logged(row),
  });
  const created = await findRoleForUpdate(m.tx, user.company_uuid, row.member_role_uuid);
  return created!;
}

export async function updateRole(
  m: MutationContext,
  user: AuthUser,
  input: { member_role_uuid: string; name?: string; actions?: ObligationAction[] },
): Promise<MemberRoleItem> {
  const current = await findRoleForUpdate(m.tx, user.company_uuid, input.member_role_uuid);
  if (!current) throw errors.notFound();
  const renamed = input.name !== undefined && input.name !== current.name;
  if (renamed && current.is_default) throw conflict('member_role_builtin');
  if (renamed && (await nameTaken(m.tx, user.company_uuid, input.name!, current.member_role_uuid)))
    throw conflict('member_role_exists');
  const actionsChanged =
    input.actions !== undefined && input.actions.join() !== current.actions.join();

  await m.tx
    .update(memberRoles)
    .set({
      name: input.name ?? current.name,
      actions: input.actions ?? current.actions,
      updated_at: new Date().toISOString(),
    })
    .where(eq(memberRoles.member_role_uuid, current.member_role_uuid));
  const updated = (await findRoleForUpdate(m.tx, user.company_uuid, current.member_role_uuid))!;
  await m.log({
    type: 'member_role',
    type_uuid: current.member_role_uuid,
    action: 'update',
    before: logged(current),
    after: logged(updated),
  });
  if (actionsChanged)
    await feedCompliances(m, user.company_uuid, await compliancesHoldingRole(m.tx, current));
  return updated;
}

export async function deleteRole(
  m: MutationContext,
  user: AuthUser,
  roleUuid: string,
): Promise<null> {
  const current = await findRoleForUpdate(m.tx, user.company_uuid, roleUuid);
  if (!current) throw errors.notFound();
  if (current.is_default) throw conflict('member_role_builtin');
  if (current.member_count > 0) throw conflict('member_role_in_use');
  await m.tx.delete(memberRoles).where(eq(memberRoles.member_role_uuid, roleUuid));
  await m.log({
    type: 'member_role',
    type_uuid: roleUuid,
    action: 'delete',
    before: logged(current),
  });
  return null;
}
