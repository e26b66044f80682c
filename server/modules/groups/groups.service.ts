/**
 * Group and label writes, each in the caller's mutation transaction with its activity-log row.
 * A group's role applies to its members (the session query's HELD_ROLES), so every write that
 * can take rights away (a role change, members leaving, a delete) runs under the lock-out guard.
 *
 * Delete rule (soft delete): the group's children move up to the deleted group's parent (a root's
 * children become roots), so no subtree disappears with it; its members lose the group (no
 * group, hence not its role) rather than silently gaining the parent's privilege.
 */
import { txRowsOf, type Rows } from '../../db/client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  GroupCreateBody,
  GroupItem,
  GroupUpdateBody,
  GroupLabelItem,
} from '../../../contract/api/groups';
import { users } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { guardedAccessChange, lockCompanyAccess } from '../roles';
import { assertMayGrantRoles, roleOfGroup, selfChangeRefused } from '../roles';
import {
  ancestorsOf,
  countCompanyUsers,
  exists,
  findGroup,
  listLabels,
  siblingNamed,
} from './groups.repository';

const logged = (g: GroupItem) => ({
  name: g.name,
  parent_uuid: g.parent_uuid,
  label_uuid: g.label_uuid,
  role_uuid: g.role_uuid,
});

/** The referenced parent, label and role must be the company's (anything else is not found). */
async function assertRefs(
  q: Rows,
  companyUuid: string,
  refs: { parent_uuid?: string | null; label_uuid?: string | null; role_uuid?: string | null },
) {
  if (refs.parent_uuid && !(await findGroup(q, companyUuid, refs.parent_uuid)))
    throw errors.notFound();
  if (refs.label_uuid && !(await exists(q, 'group_labels', companyUuid, refs.label_uuid)))
    throw errors.notFound();
  if (refs.role_uuid && !(await exists(q, 'privilege_roles', companyUuid, refs.role_uuid)))
    throw errors.notFound();
}

/**
 * A group's role applies to its members: a new role, and users joining a group with a role, are
 * grants within the caller's rights; the caller changes neither the role of their own group nor
 * their own membership of a group when that changes their roles (grant-guard.ts).
 */
async function assertGroupGrants(
  m: MutationContext,
  user: AuthUser,
  groupUuid: string,
  roleBefore: string | null,
  roleAfter: string | null,
  members?: string[],
) {
  const inGroup = user.group_uuid === groupUuid;
  if (roleAfter !== roleBefore) {
    if (inGroup) throw selfChangeRefused('role_uuid');
    if (roleAfter) await assertMayGrantRoles(m.tx, user, [roleAfter], 'role_uuid');
  }
  if (!members) return;
  const named = new Set(members);
  if (inGroup && !named.has(user.user_uuid) && roleBefore) throw selfChangeRefused('members');
  if (
    !inGroup &&
    named.has(user.user_uuid) &&
    roleAfter !== (await roleOfGroup(m.tx, user.company_uuid, user.group_uuid))
  ) {
    throw selfChangeRefused('members');
  }
  const current = await m.tx
    .select({ user_uuid: users.user_uuid })
    .from(users)
    .where(
      and(
        eq(users.company_uuid, user.company_uuid),
        eq(users.group_uuid, groupUuid),
        isNull(users.deleted_at),
      ),
    );
  const joining = [...named].filter((u) => !current.some((c) => c.user_uuid === u));
  if (joining.length && roleAfter) await assertMayGrantRoles(m.tx, user, [roleAfter], 'members');
}

export async function createGroup(
  m: MutationContext,
  user: AuthUser,
  input: GroupCreateBody & { name: string },
): Promise<GroupItem> {
  const q = txRowsOf(m.tx);
  await lockCompanyAccess(m.tx, user.company_uuid);
  await assertRefs(q, user.company_uuid, input);
  if (input.role_uuid) await assertMayGrantRoles(m.tx, user, [input.role_uuid], 'role_uuid');
  const parent = input.parent_uuid ?? null;
  if (await siblingNamed(q, user.company_uuid, parent, input.name, null))
    throw new AppError('conflict', 'group_exists');
  const [row] = await m.rows<{ group_uuid: string }>(
    sql`INSERT INTO user_groups (company_uuid, name, parent_uuid, label_uuid, role_uuid)
        VALUES (${user.company_uuid}, ${input.name}, ${parent}, ${input.label_uuid ?? null}, ${input.role_uuid ?? null}) RETURNING group_uuid`,
  );
  const created = (await findGroup(q, user.company_uuid, row.group_uuid))!;
  await m.log({
    type: 'user_group',
    type_uuid: row.group_uuid,
    action: 'create',
    after: logged(created),
  });
  return created;
}

export async function updateGroup(
  m: MutationContext,
  user: AuthUser,
  groupUuid: string,
  input: GroupUpdateBody,
): Promise<GroupItem> {
  const q = txRowsOf(m.tx);
  const company = user.company_uuid;
  return guardedAccessChange(m.tx, company, async () => {
    const before = await findGroup(q, company, groupUuid, true);
    if (!before) throw errors.notFound();
    await assertRefs(q, company, input);
    if (input.parent_uuid) {
      const above = await ancestorsOf(q, company, input.parent_uuid);
      if (input.parent_uuid === groupUuid || above.some((a) => a.group_uuid === groupUuid))
        throw errors.field('parent_uuid', 'group_cycle');
    }
    if (
      input.members?.length &&
      (await countCompanyUsers(q, company, [...new Set(input.members)])) !==
        new Set(input.members).size
    ) {
      throw errors.notFound();
    }
    const next = {
      name: input.name ?? before.name,
      parent_uuid: input.parent_uuid === undefined ? before.parent_uuid : input.parent_uuid,
      label_uuid: input.label_uuid === undefined ? before.label_uuid : input.label_uuid,
      role_uuid: input.role_uuid === undefined ? before.role_uuid : input.role_uuid,
    };
    await assertGroupGrants(m, user, groupUuid, before.role_uuid, next.role_uuid, input.members);
    const moved =
      next.name.toLowerCase() !== before.name.toLowerCase() ||
      next.parent_uuid !== before.parent_uuid;
    if (moved && (await siblingNamed(q, company, next.parent_uuid, next.name, groupUuid)))
      throw new AppError('conflict', 'group_exists');
    await m.rows(
      sql`UPDATE user_groups SET name = ${next.name}, parent_uuid = ${next.parent_uuid}, label_uuid = ${next.label_uuid},
          role_uuid = ${next.role_uuid}, updated_at = now()
        WHERE company_uuid = ${company} AND group_uuid = ${groupUuid}`,
    );
    let members: { joined: string[]; left: string[] } | undefined;
    if (input.members) {
      const named = [...new Set(input.members)];
      const left = await m.rows<{ user_uuid: string }>(
        sql`UPDATE users SET group_uuid = NULL, updated_at = now()
          WHERE company_uuid = ${company} AND group_uuid = ${groupUuid} AND NOT (user_uuid = ANY(${sql.param(named)}::uuid[])) RETURNING user_uuid`,
      );
      const joined = await m.rows<{ user_uuid: string }>(
        sql`UPDATE users SET group_uuid = ${groupUuid}, updated_at = now()
          WHERE company_uuid = ${company} AND user_uuid = ANY(${sql.param(named)}::uuid[]) AND group_uuid IS DISTINCT FROM ${groupUuid}::uuid
            AND deleted_at IS NULL RETURNING user_uuid`,
      );
      members = { joined: joined.map((r) => r.user_uuid), left: left.map((r) => r.user_uuid) };
    }
    const after = (await findGroup(q, company, groupUuid))!;
    await m.log({
      type: 'user_group',
      type_uuid: groupUuid,
      action: 'update',
      before: logged(before),
      after: { ...logged(after), members },
    });
    return after;
  });
}

export async function deleteGroup(
  m: MutationContext,
  user: AuthUser,
  groupUuid: string,
): Promise<null> {
  const company = user.company_uuid;
  return guardedAccessChange(m.tx, company, async () => {
    const group = await findGroup(txRowsOf(m.tx), company, groupUuid, true);
    if (!group) throw errors.notFound();
    // Its members lose the group's role: not the caller's own.
    if (group.role_uuid && user.group_uuid === groupUuid) throw selfChangeRefused();
    const children = await m.rows<{ group_uuid: string }>(
      sql`UPDATE user_groups SET parent_uuid = ${group.parent_uuid}, updated_at = now()
        WHERE company_uuid = ${company} AND parent_uuid = ${groupUuid} AND deleted_at IS NULL RETURNING group_uuid`,
    );
    const members = await m.rows<{ user_uuid: string }>(
      sql`UPDATE users SET group_uuid = NULL, updated_at = now() WHERE company_uuid = ${company} AND group_uuid = ${groupUuid} RETURNING user_uuid`,
    );
    await m.rows(
      sql`UPDATE user_groups SET deleted_at = now(), updated_at = now() WHERE company_uuid = ${company} AND group_uuid = ${groupUuid}`,
    );
    await m.log({
      type: 'user_group',
      type_uuid: groupUuid,
      action: 'delete',
      before: {
        ...logged(group),
        children: children.map((c) => c.group_uuid),
        members: members.map((r) => r.user_uuid),
      },
    });
    return null;
  });
}

export async function createLabel(
  m: MutationContext,
  user: AuthUser,
  name: string,
): Promise<GroupLabelItem> {
  await lockCompanyAccess(m.tx, user.company_uuid);
  const taken = await m.rows(
    sql`SELECT 1 FROM group_labels WHERE company_uuid = ${user.company_uuid} AND lower(name) = lower(${name}) LIMIT 1`,
  );
  if (taken.length) throw new AppError('conflict', 'label_exists');
  const [row] = await m.rows<{ label_uuid: string }>(
    sql`INSERT INTO group_labels (company_uuid, name) VALUES (${user.company_uuid}, ${name}) RETURNING label_uuid`,
  );
  await m.log({
    type: 'group_label',
    type_uuid: row.label_uuid,
    action: 'create',
    after: { name },
  });
  const labels = await listLabels(txRowsOf(m.tx), user.company_uuid);
  return labels.find((l) => l.label_uuid === row.label_uuid)!;
}
