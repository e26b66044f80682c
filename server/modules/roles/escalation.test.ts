/**
 * No self-escalation (issue 23, finding 4): nobody grants a role or privileges beyond their own,
 * nor changes their own roles, their own group's role or membership, or a role they hold. The
 * attack of the issue: a custom role holding only the `users` module's view and update.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleModules, userGroups, userRoles, users } from '../../db/schema/identity';
import { createRole, createUser, customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = (module_code: string, rights: string[]) => ({
  module_code,
  view: rights.includes('view'),
  create: rights.includes('create'),
  update: rights.includes('update'),
  delete: rights.includes('delete'),
});
const rolesOf = async (userUuid: string) =>
  (await t.database.db.select().from(userRoles).where(eq(userRoles.user_uuid, userUuid)))
    .map((r) => r.role_uuid)
    .sort();
const groupOf = async (userUuid: string) =>
  (await t.database.db.select().from(users).where(eq(users.user_uuid, userUuid)))[0].group_uuid;
const matrixOf = async (roleUuid: string) =>
  (await t.database.db.select().from(roleModules).where(eq(roleModules.role_uuid, roleUuid)))
    .map((r) => r.module_code)
    .sort();
const groupRole = async (groupUuid: string) =>
  (await t.database.db.select().from(userGroups).where(eq(userGroups.group_uuid, groupUuid)))[0]
    .role_uuid;

/** A company with its admin, and a clerk holding a custom role with the users module's view and update only. */
async function clerkCompany(
  grant: Parameters<typeof createRole>[3] = { users: ['view', 'update'] },
) {
  const c = await customerCompany(t.app, t.database);
  const adminRole = (
    await t.database.db.select().from(userRoles).where(eq(userRoles.user_uuid, c.admin.user_uuid))
  )[0].role_uuid;
  const clerkRole = await createRole(t.database, c.company.company_uuid, 'User clerk', grant);
  const clerk = await createUser(t.database, c.company, { roles: [clerkRole.role_uuid] });
  return {
    ...c,
    adminRole,
    clerkRole,
    clerk: { ...clerk, token: await loginAs(t.app, clerk.email) },
  };
}

describe("the issue's attack: a role with users view and update only", () => {
  it('refuses giving oneself the Admin role (PUT /users/update/{self} role_uuids), in both languages', async () => {
    const c = await clerkCompany();
    const res = await call(t.app, 'PUT', `/users/update/${c.clerk.user_uuid}`, {
      token: c.clerk.token,
      body: { role_uuids: [c.adminRole] },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(res.body.errors.role_uuids).toHaveLength(1);
    expect(res.body.message).toBe(
      'You cannot change your own roles, nor the role or membership of a group that gives you a role: ask another administrator',
    );
    const id = await call(t.app, 'PUT', `/users/update/${c.clerk.user_uuid}?lang=id`, {
      token: c.clerk.token,
      body: { role_uuids: [c.adminRole] },
    });
    expect(id.body.message).toContain('Anda tidak dapat mengubah peran Anda sendiri');
    expect(await rolesOf(c.clerk.user_uuid)).toEqual([c.clerkRole.role_uuid]);
    // The clerk's session still holds only what it held.
    const profile = await call(t.app, 'GET', '/users/profile', { token: c.clerk.token });
    expect(profile.body.data.modules).toEqual(['users']);
  });

  it("refuses widening its own role's privilege matrix (PUT /role/privilege/update), naming the role", async () => {
    const c = await clerkCompany();
    const res = await call(t.app, 'PUT', '/role/privilege/update', {
      token: c.clerk.token,
      body: {
        role_uuid: c.clerkRole.role_uuid,
        modules: [
          row('users', ['view', 'create', 'update', 'delete']),
          row('settings', ['view', 'update']),
        ],
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'You cannot change the privileges of "User clerk", a role you hold yourself: ask another administrator',
    );
    expect(res.body.errors.role_uuid).toHaveLength(1);
    expect(await matrixOf(c.clerkRole.role_uuid)).toEqual(['users']);
    const [users_] = await t.database.db
      .select()
      .from(roleModules)
      .where(
        and(eq(roleModules.role_uuid, c.clerkRole.role_uuid), eq(roleModules.module_code, 'users')),
      );
    expect([users_.can_create, users_.can_delete]).toEqual([false, false]);
  });

  it('refuses giving the Admin role to another user, and allows a role within its own rights', async () => {
    const c = await clerkCompany();
    const res = await call(t.app, 'PUT', `/users/update/${c.member.user_uuid}?lang=id`, {
      token: c.clerk.token,
      body: { role_uuids: [c.adminRole] },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Anda tidak dapat memberikan peran "Admin": peran itu memiliki hak akses yang tidak Anda miliki sendiri',
    );
    expect(res.body.errors.role_uuids).toEqual([res.body.message]);
    expect(await rolesOf(c.member.user_uuid)).not.toContain(c.adminRole);
    // A role within the clerk's rights may be given; a role the member already holds may stay.
    const viewer = await createRole(t.database, c.company.company_uuid, 'User viewer', {
      users: ['view'],
    });
    const memberRoles = await rolesOf(c.member.user_uuid);
    const ok = await call(t.app, 'PUT', `/users/update/${c.member.user_uuid}`, {
      token: c.clerk.token,
      body: { role_uuids: [...memberRoles, viewer.role_uuid], position: 'Clerk' },
    });
    expect(ok.status).toBe(200);
    expect(await rolesOf(c.member.user_uuid)).toEqual([...memberRoles, viewer.role_uuid].sort());
  });

  it('refuses inviting or creating a user with a role beyond its own rights', async () => {
    const c = await clerkCompany({ users: ['view', 'create', 'update'] });
    const invite = await call(t.app, 'POST', '/users/invite', {
      token: c.clerk.token,
      body: { email: `x-${Date.now()}@test.example`, name: 'X', role_uuids: [c.adminRole] },
    });
    expect([invite.status, Object.keys(invite.body.errors)]).toEqual([403, ['role_uuids']]);
    const create = await call(t.app, 'POST', '/users/create', {
      token: c.clerk.token,
      body: {
        data: { email: `y-${Date.now()}@test.example`, name: 'Y', role_uuids: [c.adminRole] },
      },
    });
    expect(create.status).toBe(403);
    const written = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE company_uuid = ${c.company.company_uuid}`,
    );
    expect(written[0].n).toBe(3);
    const fine = await call(t.app, 'POST', '/users/invite', {
      token: c.clerk.token,
      body: {
        email: `z-${Date.now()}@test.example`,
        name: 'Z',
        role_uuids: [c.clerkRole.role_uuid],
      },
    });
    expect(fine.status).toBe(201);
  });

  it("refuses setting another role's matrix beyond its own rights, and allows one within them", async () => {
    const c = await clerkCompany();
    const other = await createRole(t.database, c.company.company_uuid, 'Other', {});
    const wide = await call(t.app, 'PUT', '/role/privilege/update', {
      token: c.clerk.token,
      body: { role_uuid: other.role_uuid, modules: [row('settings', ['view', 'update'])] },
    });
    expect(wide.status).toBe(403);
    expect(wide.body.message).toBe(
      'You cannot give the role "Other" rights you do not have yourself',
    );
    expect(wide.body.errors.modules).toHaveLength(1);
    expect(await matrixOf(other.role_uuid)).toEqual([]);
    // Editing the Admin role down to the clerk's rights is within them; leaving it wider is not.
    const partly = await call(t.app, 'PUT', '/role/privilege/update', {
      token: c.clerk.token,
      body: { role_uuid: c.adminRole, remove: ['settings'] },
    });
    expect(partly.status).toBe(403);
    const within = await call(t.app, 'PUT', '/role/privilege/update', {
      token: c.clerk.token,
      body: { role_uuid: other.role_uuid, modules: [row('users', ['view'])] },
    });
    expect(within.status).toBe(200);
    expect(await matrixOf(other.role_uuid)).toEqual(['users']);
  });
});

describe('group-based escalation', () => {
  it('refuses joining a group carrying the Admin role, by the group or by the user form', async () => {
    const c = await clerkCompany();
    const [admins] = await t.database.db
      .insert(userGroups)
      .values({ company_uuid: c.company.company_uuid, name: 'Admins', role_uuid: c.adminRole })
      .returning();
    const join = await call(t.app, 'PUT', `/v2/users/group/update/${admins.group_uuid}`, {
      token: c.clerk.token,
      body: { members: [c.clerk.user_uuid] },
    });
    expect([join.status, Object.keys(join.body.errors)]).toEqual([403, ['members']]);
    const move = await call(t.app, 'PUT', `/users/update/${c.clerk.user_uuid}`, {
      token: c.clerk.token,
      body: { group_uuid: admins.group_uuid },
    });
    expect([move.status, Object.keys(move.body.errors)]).toEqual([403, ['group_uuid']]);
    expect(await groupOf(c.clerk.user_uuid)).toBe(c.company.group_uuid);
    // Putting another user in it is a grant of Admin too.
    const other = await call(t.app, 'PUT', `/v2/users/group/update/${admins.group_uuid}`, {
      token: c.clerk.token,
      body: { members: [c.member.user_uuid] },
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(
      'You cannot give the role "Admin": it holds rights you do not have yourself',
    );
    const moveOther = await call(t.app, 'PUT', `/users/update/${c.member.user_uuid}`, {
      token: c.clerk.token,
      body: { group_uuid: admins.group_uuid },
    });
    expect(moveOther.status).toBe(403);
    expect(await groupOf(c.member.user_uuid)).toBe(c.company.group_uuid);
  });

  it('refuses giving its own group, or any group, a role beyond its rights', async () => {
    const c = await clerkCompany({ users: ['view', 'create', 'update'] });
    const own = await call(t.app, 'PUT', `/v2/users/group/update/${c.company.group_uuid}`, {
      token: c.clerk.token,
      body: { role_uuid: c.adminRole },
    });
    expect([own.status, Object.keys(own.body.errors)]).toEqual([403, ['role_uuid']]);
    // Its own group, even with a role within its rights: that changes its own roles.
    const viewer = await createRole(t.database, c.company.company_uuid, 'User viewer', {
      users: ['view'],
    });
    const ownWithin = await call(t.app, 'PUT', `/v2/users/group/update/${c.company.group_uuid}`, {
      token: c.clerk.token,
      body: { role_uuid: viewer.role_uuid },
    });
    expect(ownWithin.status).toBe(403);
    expect(ownWithin.body.message).toContain('You cannot change your own roles');
    expect(await groupRole(c.company.group_uuid)).toBeNull();
    const made = await call(t.app, 'POST', '/v2/users/group/create', {
      token: c.clerk.token,
      body: { name: 'Shadow admins', role_uuid: c.adminRole },
    });
    expect([made.status, Object.keys(made.body.errors)]).toEqual([403, ['role_uuid']]);
    const [other] = await t.database.db
      .insert(userGroups)
      .values({ company_uuid: c.company.company_uuid, name: 'Other' })
      .returning();
    expect(
      (
        await call(t.app, 'PUT', `/v2/users/group/update/${other.group_uuid}`, {
          token: c.clerk.token,
          body: { role_uuid: c.adminRole },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'PUT', `/v2/users/group/update/${other.group_uuid}`, {
          token: c.clerk.token,
          body: { role_uuid: viewer.role_uuid },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses changing the privileges of a role held through its group, and leaving or deleting that group', async () => {
    const c = await customerCompany(t.app, t.database);
    const clerkRole = await createRole(t.database, c.company.company_uuid, 'Group clerk', {
      users: ['view', 'update', 'delete'],
    });
    const [clerks] = await t.database.db
      .insert(userGroups)
      .values({
        company_uuid: c.company.company_uuid,
        name: 'Clerks',
        role_uuid: clerkRole.role_uuid,
      })
      .returning();
    const clerk = await createUser(t.database, {
      company_uuid: c.company.company_uuid,
      group_uuid: clerks.group_uuid,
    });
    const token = await loginAs(t.app, clerk.email);
    const widen = await call(t.app, 'PUT', '/role/privilege/update', {
      token,
      body: { role_uuid: clerkRole.role_uuid, modules: [row('settings', ['view'])] },
    });
    expect(widen.status).toBe(403);
    expect(widen.body.message).toContain('"Group clerk", a role you hold yourself');
    expect(
      (
        await call(t.app, 'PUT', `/v2/users/group/update/${clerks.group_uuid}`, {
          token,
          body: { members: [] },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'PUT', `/users/group/delete/${clerks.group_uuid}`, { token })).status,
    ).toBe(403);
    expect(await groupOf(clerk.user_uuid)).toBe(clerks.group_uuid);
    expect(await matrixOf(clerkRole.role_uuid)).toEqual(['users']);
  });
});

describe('an admin still administers', () => {
  it('grants the Admin role, edits roles and groups, but not its own roles nor a role it holds', async () => {
    const c = await clerkCompany();
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.member.user_uuid}`, {
          token: c.admin.token,
          body: { role_uuids: [c.adminRole] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', '/role/privilege/update', {
          token: c.admin.token,
          body: {
            role_uuid: c.clerkRole.role_uuid,
            modules: [row('settings', ['view', 'update'])],
          },
        })
      ).status,
    ).toBe(200);
    const made = await call(t.app, 'POST', '/v2/users/group/create', {
      token: c.admin.token,
      body: { name: 'Admins', role_uuid: c.adminRole },
    });
    expect(made.status).toBe(201);
    expect(
      (
        await call(t.app, 'PUT', `/v2/users/group/update/${made.body.data.group_uuid}`, {
          token: c.admin.token,
          body: { members: [c.clerk.user_uuid] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.clerk.user_uuid}`, {
          token: c.admin.token,
          body: { group_uuid: c.company.group_uuid },
        })
      ).status,
    ).toBe(200);
    // Its own profile fields, with its roles sent back unchanged, are fine.
    const self = await call(t.app, 'PUT', `/users/update/${c.admin.user_uuid}`, {
      token: c.admin.token,
      body: { position: 'Head', role_uuids: [c.adminRole] },
    });
    expect(self.status).toBe(200);
    const drop = await call(t.app, 'PUT', `/users/update/${c.admin.user_uuid}`, {
      token: c.admin.token,
      body: { role_uuids: [] },
    });
    expect(drop.status).toBe(403);
    const ownRole = await call(t.app, 'PUT', '/role/privilege/update', {
      token: c.admin.token,
      body: { role_uuid: c.adminRole, remove: ['settings'] },
    });
    expect(ownRole.status).toBe(403);
    expect(await rolesOf(c.admin.user_uuid)).toEqual([c.adminRole]);
  });

  it('holds the same rules within the provider', async () => {
    const p = await providerCompany(t.app, t.database);
    const superRole = (
      await t.database.db.select().from(userRoles).where(eq(userRoles.user_uuid, p.admin.user_uuid))
    )[0].role_uuid;
    const desk = await createRole(t.database, p.company.company_uuid, 'Customer desk', {
      customers: ['view', 'update'],
      users: ['view', 'update'],
    });
    const staff = await createUser(t.database, p.company, { roles: [desk.role_uuid] });
    const token = await loginAs(t.app, staff.email);
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${staff.user_uuid}`, {
          token,
          body: { role_uuids: [superRole] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'PUT', '/role/privilege/update', {
          token,
          body: { role_uuid: desk.role_uuid, modules: [row('backup', ['view'])] },
        })
      ).status,
    ).toBe(403);
    const editor = await createUser(t.database, p.company);
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${editor.user_uuid}`, {
          token,
          body: { role_uuids: [superRole] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${editor.user_uuid}`, {
          token: p.admin.token,
          body: { role_uuids: [superRole] },
        })
      ).status,
    ).toBe(200);
  });
});
