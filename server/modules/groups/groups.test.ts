import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups, users } from '../../db/schema/identity';
import { activityLogs } from '../../db/schema/platform';
import {
  createRole,
  createUser,
  customerCompany,
  providerCompany,
  twoCompanies,
} from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

let n = 0;
const create = (body: Record<string, unknown>, token = a.admin.token, lang = 'en') =>
  call(t.app, 'POST', `/v2/users/group/create?lang=${lang}`, { token, body });
const group = async (body: Record<string, unknown> = {}, token = a.admin.token) => {
  const res = await create({ name: `Group ${++n}`, ...body }, token);
  expect(res.status).toBe(201);
  return res.body.data as { group_uuid: string; name: string; parent_uuid: string | null };
};
const update = (id: string, body: unknown, token = a.admin.token, lang = 'en') =>
  call(t.app, 'PUT', `/v2/users/group/update/${id}?lang=${lang}`, { token, body });
const detail = (id: string, token = a.admin.token) =>
  call(t.app, 'GET', `/v2/users/group/${id}`, { token });

describe('groups: list, create, detail', () => {
  it('creates a group under a parent with a label and a role, listed flat with names and counts', async () => {
    const label = await call(t.app, 'POST', '/v2/users/group/label', {
      token: a.admin.token,
      body: { name: 'Department' },
    });
    expect(label.status).toBe(201);
    const role = await createRole(t.database, a.company.company_uuid, 'Legal role', {
      library: ['view'],
    });
    const parent = await group({ name: 'Corporate' });
    const res = await create({
      name: 'Legal',
      parent_uuid: parent.group_uuid,
      label_uuid: label.body.data.label_uuid,
      role_uuid: role.role_uuid,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Success, group added');
    const list = await call(t.app, 'GET', '/v2/users/group/list?limit=500', {
      token: a.member.token,
    });
    expect(list.status).toBe(200);
    expect(
      list.body.data.data.find(
        (g: { group_uuid: string }) => g.group_uuid === res.body.data.group_uuid,
      ),
    ).toEqual({
      group_uuid: res.body.data.group_uuid,
      name: 'Legal',
      parent_uuid: parent.group_uuid,
      label_uuid: label.body.data.label_uuid,
      label_name: 'Department',
      role_uuid: role.role_uuid,
      role_name: 'Legal role',
      member_count: 0,
    });
    expect(JSON.stringify(list.body.data)).not.toContain(b.company.group_uuid);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, res.body.data.group_uuid));
    expect(logs.map((l) => l.action)).toEqual(['create']);
  });

  it("answers a group's members, children and ancestors' path, root first", async () => {
    const root = await group();
    const mid = await group({ parent_uuid: root.group_uuid });
    const leaf = await group({ parent_uuid: mid.group_uuid });
    const user = await createUser(t.database, {
      company_uuid: a.company.company_uuid,
      group_uuid: mid.group_uuid,
    });
    const res = await detail(mid.group_uuid);
    expect(res.status).toBe(200);
    expect(res.body.data.members.map((m: { user_uuid: string }) => m.user_uuid)).toEqual([
      user.user_uuid,
    ]);
    expect(res.body.data.children.map((c: { group_uuid: string }) => c.group_uuid)).toEqual([
      leaf.group_uuid,
    ]);
    expect(res.body.data.member_count).toBe(1);
    expect(
      (await detail(leaf.group_uuid)).body.data.path.map(
        (p: { group_uuid: string }) => p.group_uuid,
      ),
    ).toEqual([root.group_uuid, mid.group_uuid]);
  });

  it("refuses a sibling of the same name (409), another company's parent, label or role (404), and a name too long", async () => {
    const parent = await group();
    await create({ name: 'Finance', parent_uuid: parent.group_uuid });
    expect((await create({ name: 'FINANCE', parent_uuid: parent.group_uuid })).status).toBe(409);
    expect((await create({ name: 'Finance' })).status).toBe(201);
    expect((await create({ name: 'X', parent_uuid: b.company.group_uuid })).status).toBe(404);
    const theirRole = await createRole(t.database, b.company.company_uuid, 'Theirs', {});
    expect((await create({ name: 'Y', role_uuid: theirRole.role_uuid })).status).toBe(404);
    const long = await create({ name: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.errors.name).toEqual(['Data Too Long']);
  });

  it("keeps the provider's groups from a customer (404)", async () => {
    const provider = await providerCompany(t.app, t.database);
    expect((await detail(provider.company.group_uuid)).status).toBe(404);
    expect((await update(provider.company.group_uuid, { name: 'Mine' })).status).toBe(404);
    expect(
      (
        await call(t.app, 'PUT', `/users/group/delete/${provider.company.group_uuid}`, {
          token: a.admin.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /v2/users/group/list paging', () => {
  it('answers the list shape, paged in SQL: 505 groups in pages of 500 and 20, none twice', async () => {
    const c = await customerCompany(t.app, t.database);
    await t.database.db.insert(userGroups).values(
      Array.from({ length: 504 }, (_, i) => ({
        company_uuid: c.company.company_uuid,
        name: `Unit ${String(i).padStart(3, '0')}`,
      })),
    );
    const first = (
      await call(t.app, 'GET', '/v2/users/group/list?limit=500', { token: c.admin.token })
    ).body.data;
    expect(first).toMatchObject({ page: 1, limit: 500, total: 505, total_page: 2 });
    expect(first.data).toHaveLength(500);
    const second = (
      await call(t.app, 'GET', '/v2/users/group/list?page=2&limit=500', { token: c.admin.token })
    ).body.data;
    expect(second.data).toHaveLength(5);
    expect(
      new Set([...first.data, ...second.data].map((g: { group_uuid: string }) => g.group_uuid))
        .size,
    ).toBe(505);
    const plain = (await call(t.app, 'GET', '/v2/users/group/list', { token: c.admin.token })).body
      .data;
    expect(plain).toMatchObject({ page: 1, limit: 20, total: 505, total_page: 26 });
    expect(plain.data).toHaveLength(20);
    expect(JSON.stringify(plain)).not.toContain(a.company.group_uuid);
    const over = await call(t.app, 'GET', '/v2/users/group/list?limit=501&lang=id', {
      token: c.admin.token,
    });
    expect(over.status).toBe(400);
    expect(over.body.errors.limit).toEqual(['Data Terlalu Panjang']);
  });
});

describe('PUT /v2/users/group/update/{group_uuid}', () => {
  it('refuses a form changing nothing: 400 "Form cannot be empty", in both languages', async () => {
    const g = await group();
    const en = await update(g.group_uuid, {});
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Form cannot be empty');
    const id = await update(g.group_uuid, {}, a.admin.token, 'id');
    expect(id.status).toBe(400);
    expect(id.body.message).toBe('Formulir tidak boleh kosong');
    expect((await update(g.group_uuid, { name: undefined })).status).toBe(400);
    expect((await update(g.group_uuid, { parent_uuid: null })).status).toBe(200);
  });

  it('renames, moves and sets the members: named users join (leaving their group), others leave', async () => {
    const g = await group();
    const other = await group();
    const stays = await createUser(t.database, {
      company_uuid: a.company.company_uuid,
      group_uuid: g.group_uuid,
    });
    const leaves = await createUser(t.database, {
      company_uuid: a.company.company_uuid,
      group_uuid: g.group_uuid,
    });
    const joins = await createUser(t.database, {
      company_uuid: a.company.company_uuid,
      group_uuid: other.group_uuid,
    });
    const res = await update(g.group_uuid, {
      name: 'Renamed',
      parent_uuid: other.group_uuid,
      members: [stays.user_uuid, joins.user_uuid],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Success, group updated');
    expect(res.body.data).toMatchObject({
      name: 'Renamed',
      parent_uuid: other.group_uuid,
      member_count: 2,
    });
    const groupOf = async (id: string) =>
      (await t.database.db.select().from(users).where(eq(users.user_uuid, id)))[0].group_uuid;
    expect(await groupOf(joins.user_uuid)).toBe(g.group_uuid);
    expect(await groupOf(leaves.user_uuid)).toBeNull();
    expect(await groupOf(stays.user_uuid)).toBe(g.group_uuid);
  });

  it('refuses to make a group its own ancestor (400 on parent_uuid), in both languages', async () => {
    const root = await group();
    const child = await group({ parent_uuid: root.group_uuid });
    const grandchild = await group({ parent_uuid: child.group_uuid });
    const res = await update(root.group_uuid, { parent_uuid: grandchild.group_uuid });
    expect(res.status).toBe(400);
    expect(res.body.errors.parent_uuid).toEqual([
      'A group cannot be moved under itself or one of its own subgroups',
    ]);
    expect(
      (await update(root.group_uuid, { parent_uuid: root.group_uuid }, a.admin.token, 'id')).body
        .errors.parent_uuid,
    ).toEqual(['Grup tidak dapat dipindahkan ke bawah dirinya sendiri atau salah satu subgrupnya']);
    expect((await detail(root.group_uuid)).body.data.parent_uuid).toBeNull();
    // Moving back to the top is fine.
    expect(
      (await update(grandchild.group_uuid, { parent_uuid: null })).body.data.parent_uuid,
    ).toBeNull();
  });

  it("refuses another company's users as members (404) and changes nothing", async () => {
    const g = await group();
    const mine = await createUser(t.database, {
      company_uuid: a.company.company_uuid,
      group_uuid: g.group_uuid,
    });
    expect((await update(g.group_uuid, { members: [b.member.user_uuid] })).status).toBe(404);
    expect(
      (await t.database.db.select().from(users).where(eq(users.user_uuid, mine.user_uuid)))[0]
        .group_uuid,
    ).toBe(g.group_uuid);
    expect(
      (await t.database.db.select().from(users).where(eq(users.user_uuid, b.member.user_uuid)))[0]
        .group_uuid,
    ).toBe(b.company.group_uuid);
  });
});

describe("a group's privilege role applies to its members", () => {
  it('a member gains the role on the next request and loses it when removed from the group', async () => {
    const c = await customerCompany(t.app, t.database);
    const role = await createRole(t.database, c.company.company_uuid, 'Group users', {
      users: ['view'],
    });
    const g = (await create({ name: 'Admins', role_uuid: role.role_uuid }, c.admin.token)).body
      .data;
    const plain = await createUser(t.database, { company_uuid: c.company.company_uuid });
    const token = await loginAs(t.app, plain.email);
    expect((await call(t.app, 'GET', '/v2/users/group/list', { token })).status).toBe(403);
    expect((await update(g.group_uuid, { members: [plain.user_uuid] }, c.admin.token)).status).toBe(
      200,
    );
    expect((await call(t.app, 'GET', '/v2/users/group/list', { token })).status).toBe(200);
    const profile = await call(t.app, 'GET', '/users/profile', { token });
    expect(profile.body.data.modules).toContain('users');
    expect(profile.body.data.roles.map((r: { role_name: string }) => r.role_name)).toContain(
      'Group users',
    );
    expect((await update(g.group_uuid, { role_uuid: null }, c.admin.token)).status).toBe(200);
    expect((await call(t.app, 'GET', '/v2/users/group/list', { token })).status).toBe(403);
  });

  it('refuses the last user who may manage users taking their own group role away, leaving or deleting the group (403: own access)', async () => {
    const c = await customerCompany(t.app, t.database);
    const manage = await createRole(t.database, c.company.company_uuid, 'Managers', {
      users: ['view', 'update', 'delete'],
    });
    const g = (await create({ name: 'Managers', role_uuid: manage.role_uuid }, c.admin.token)).body
      .data;
    const manager = await createUser(t.database, {
      company_uuid: c.company.company_uuid,
      group_uuid: g.group_uuid,
    });
    // The fixture's admin holds the right directly: take it off, so only the group gives it.
    await t.database.db.delete(users).where(eq(users.user_uuid, c.admin.user_uuid));
    const token = await loginAs(t.app, manager.email);
    const res = await update(g.group_uuid, { role_uuid: null }, token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'You cannot change your own roles, nor the role or membership of a group that gives you a role: ask another administrator',
    );
    expect(
      (await call(t.app, 'PUT', `/users/group/delete/${g.group_uuid}`, { token })).status,
    ).toBe(403);
    expect((await update(g.group_uuid, { members: [] }, token)).status).toBe(403);
    expect((await detail(g.group_uuid, token)).body.data).toMatchObject({
      role_uuid: manage.role_uuid,
      member_count: 1,
    });
  });
});

describe('PUT /users/group/delete/{id}', () => {
  it("soft-deletes: children move to the deleted group's parent, members lose the group", async () => {
    const root = await group();
    const doomed = await group({ parent_uuid: root.group_uuid });
    const child = await group({ parent_uuid: doomed.group_uuid });
    const member = await createUser(t.database, {
      company_uuid: a.company.company_uuid,
      group_uuid: doomed.group_uuid,
    });
    const res = await call(t.app, 'PUT', `/users/group/delete/${doomed.group_uuid}`, {
      token: a.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Success, group deleted');
    expect((await detail(doomed.group_uuid)).status).toBe(404);
    expect((await detail(child.group_uuid)).body.data.parent_uuid).toBe(root.group_uuid);
    expect(
      (await t.database.db.select().from(users).where(eq(users.user_uuid, member.user_uuid)))[0]
        .group_uuid,
    ).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(userGroups)
      .where(eq(userGroups.group_uuid, doomed.group_uuid));
    expect(row.deleted_at).not.toBeNull();
    const list = await call(t.app, 'GET', '/v2/users/group/list?limit=500', {
      token: a.admin.token,
    });
    expect(list.body.data.data.map((g: { group_uuid: string }) => g.group_uuid)).not.toContain(
      doomed.group_uuid,
    );
  });
});

describe('group labels', () => {
  it('lists labels with their group counts and refuses a name already used in any case', async () => {
    const made = await call(t.app, 'POST', '/v2/users/group/label', {
      token: a.admin.token,
      body: { name: 'Division' },
    });
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Success, label added');
    await group({ label_uuid: made.body.data.label_uuid });
    const dup = await call(t.app, 'POST', '/v2/users/group/label?lang=id', {
      token: a.admin.token,
      body: { name: 'DIVISION' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Label ini sudah ada');
    expect(
      (
        await call(t.app, 'POST', '/v2/users/group/label', {
          token: b.admin.token,
          body: { name: 'Division' },
        })
      ).status,
    ).toBe(201);
    const list = await call(t.app, 'GET', '/v2/users/group/label', { token: a.admin.token });
    expect(
      list.body.data.find(
        (l: { label_uuid: string }) => l.label_uuid === made.body.data.label_uuid,
      ),
    ).toMatchObject({ name: 'Division', group_count: 1 });
    expect(list.body.data.filter((l: { name: string }) => l.name === 'Division')).toHaveLength(1);
  });
});
