import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_MODULES, MODULES } from '../../../contract/modules';
import { privilegeRoles, roleModules, userGroups } from '../../db/schema/identity';
import { activityLogs } from '../../db/schema/platform';
import {
  allOf,
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

const create = (role_name: string, token = a.admin.token, lang = 'en') =>
  call(t.app, 'POST', `/role/create?lang=${lang}`, { token, body: { role_name, role_setting: 0 } });
const update = (body: unknown, token = a.admin.token, lang = 'en') =>
  call(t.app, 'PUT', `/role/privilege/update?lang=${lang}`, { token, body });
const row = (module_code: string, rights: string[]) => ({
  module_code,
  view: rights.includes('view'),
  create: rights.includes('create'),
  update: rights.includes('update'),
  delete: rights.includes('delete'),
});
let n = 0;
const fresh = async () =>
  (await create(`Role ${++n}-${Date.now()}`)).body.data as { role_uuid: string; role_name: string };

describe('GET /role/list', () => {
  it("lists the company's roles, built-ins first, with holders and granted modules", async () => {
    const custom = await fresh();
    const res = await call(t.app, 'GET', '/role/list', { token: a.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, limit: 20, total_page: 1 });
    const names = res.body.data.data.map((r: { role_name: string }) => r.role_name);
    expect(res.body.data.total).toBe(names.length);
    expect(names.slice(0, 2).sort()).toEqual(['Admin', 'Member']);
    expect(names).toContain(custom.role_name);
    const admin = res.body.data.data.find((r: { role_name: string }) => r.role_name === 'Admin');
    expect(admin).toMatchObject({ role_setting: 1, user_count: 1, group_count: 0 });
    expect(admin.modules.map((m: { module_code: string }) => m.module_code).sort()).toEqual(
      [...CUSTOMER_MODULES].sort(),
    );
    expect(JSON.stringify(res.body.data)).not.toContain(b.company.company_uuid);
  });

  it('needs the users module: a member with view only reads, but cannot create', async () => {
    expect((await call(t.app, 'GET', '/role/list', { token: a.member.token })).status).toBe(200);
    expect((await create('Nope', a.member.token)).status).toBe(403);
  });
});

describe('GET /role/list paging', () => {
  it('pages in SQL: page and limit honoured, total and total_page over every role, no row twice', async () => {
    const c = await customerCompany(t.app, t.database);
    for (let i = 0; i < 5; i++)
      await createRole(t.database, c.company.company_uuid, `Paged ${i}`, {});
    const all = (await call(t.app, 'GET', '/role/list?limit=500', { token: c.admin.token })).body
      .data;
    expect(all).toMatchObject({ page: 1, limit: 500, total: all.data.length, total_page: 1 });
    const first = (await call(t.app, 'GET', '/role/list?page=1&limit=3', { token: c.admin.token }))
      .body.data;
    const second = (await call(t.app, 'GET', '/role/list?page=2&limit=3', { token: c.admin.token }))
      .body.data;
    expect(first).toMatchObject({
      page: 1,
      limit: 3,
      total: all.total,
      total_page: Math.ceil(all.total / 3),
    });
    expect(first.data).toHaveLength(3);
    const ids = [...first.data, ...second.data].map((r: { role_uuid: string }) => r.role_uuid);
    expect(ids).toEqual(
      all.data.slice(0, ids.length).map((r: { role_uuid: string }) => r.role_uuid),
    );
    const past = (await call(t.app, 'GET', '/role/list?page=99&limit=3', { token: c.admin.token }))
      .body.data;
    expect(past).toMatchObject({ data: [], page: 99, total: all.total });
  });

  it('refuses a limit over 500 and a page below 1 (400, both languages)', async () => {
    const over = await call(t.app, 'GET', '/role/list?limit=501', { token: a.admin.token });
    expect(over.status).toBe(400);
    expect(over.body.errors.limit).toEqual(['Data Too Long']);
    expect(
      (await call(t.app, 'GET', '/role/list?page=0&lang=id', { token: a.admin.token })).status,
    ).toBe(400);
  });
});

describe('GET /role/{id}', () => {
  it("answers the matrix over every customer module with the module names, and the role's users", async () => {
    const res = await call(t.app, 'GET', '/role/list', { token: a.admin.token });
    const admin = res.body.data.data.find((r: { role_name: string }) => r.role_name === 'Admin');
    const detail = await call(t.app, 'GET', `/role/${admin.role_uuid}`, { token: a.admin.token });
    expect(detail.status).toBe(200);
    expect(
      detail.body.data.matrix.map((m: { module_code: string }) => m.module_code).sort(),
    ).toEqual([...CUSTOMER_MODULES].sort());
    expect(
      detail.body.data.matrix.every((m: { view: boolean; delete: boolean }) => m.view && m.delete),
    ).toBe(true);
    expect(detail.body.data.users.map((u: { email: string }) => u.email)).toEqual([a.admin.email]);
  });

  it("gives the provider's roles the whole matrix, and hides them from a customer (404)", async () => {
    const provider = await providerCompany(t.app, t.database);
    const list = await call(t.app, 'GET', '/role/list', { token: provider.admin.token });
    const role = list.body.data.data[0];
    const detail = await call(t.app, 'GET', `/role/${role.role_uuid}`, {
      token: provider.admin.token,
    });
    expect(
      detail.body.data.matrix.map((m: { module_code: string }) => m.module_code).sort(),
    ).toEqual([...MODULES].sort());
    expect(
      (await call(t.app, 'GET', `/role/${role.role_uuid}`, { token: a.admin.token })).status,
    ).toBe(404);
    expect(
      (await update({ role_uuid: role.role_uuid, modules: [row('library', [])] })).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'DELETE', '/role/delete', {
          token: a.admin.token,
          body: { role_uuid: role.role_uuid },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /role/create', () => {
  it('creates a custom role (role_setting 0) with no privileges, logged, with the success notice in both languages', async () => {
    const res = await create('Auditor lead');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Success, role added');
    expect(res.body.data).toMatchObject({
      role_name: 'Auditor lead',
      role_setting: 0,
      user_count: 0,
      modules: [],
    });
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, res.body.data.role_uuid));
    expect(logs.map((l) => l.action)).toEqual(['create']);
    expect((await create('Reviewer', a.admin.token, 'id')).body.message).toBe(
      'Berhasil, peran ditambahkan',
    );
  });

  it('refuses a name already used in any case with 409 "User Role Already Exists" (Indonesian too)', async () => {
    await create('Site lead');
    const en = await create('SITE LEAD');
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('User Role Already Exists');
    expect((await create('site lead', a.admin.token, 'id')).body.message).toBe(
      'Peran Pengguna Sudah Ada',
    );
    // Another company may use the same name.
    expect((await create('Site lead', b.admin.token)).status).toBe(201);
  });

  it('refuses a name over 100 characters with "Data Too Long" on the field, and role_setting 1', async () => {
    const res = await create('x'.repeat(101));
    expect(res.status).toBe(400);
    expect(res.body.errors.role_name).toEqual(['Data Too Long']);
    const builtIn = await call(t.app, 'POST', '/role/create', {
      token: a.admin.token,
      body: { role_name: 'Sneaky', role_setting: 1 },
    });
    expect(builtIn.status).toBe(400);
    expect(
      await t.database.db
        .select()
        .from(privilegeRoles)
        .where(
          and(
            eq(privilegeRoles.role_name, 'Sneaky'),
            eq(privilegeRoles.company_uuid, a.company.company_uuid),
          ),
        ),
    ).toEqual([]);
  });
});

describe('DELETE /role/delete', () => {
  it('deletes an unused custom role', async () => {
    const role = await fresh();
    const res = await call(t.app, 'DELETE', '/role/delete', {
      token: a.admin.token,
      body: { role_uuid: role.role_uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Success, role deleted');
    expect(
      await t.database.db
        .select()
        .from(privilegeRoles)
        .where(eq(privilegeRoles.role_uuid, role.role_uuid)),
    ).toEqual([]);
  });

  it('answers "Choose Privilege To Delete" when no role is named, in English and Indonesian', async () => {
    for (const body of [{}, { role_uuid: '' }, undefined]) {
      const res = await call(t.app, 'DELETE', '/role/delete', { token: a.admin.token, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Choose Privilege To Delete');
      expect(res.body.errors.role_uuid).toEqual(['Choose Privilege To Delete']);
    }
    const id = await call(t.app, 'DELETE', '/role/delete?lang=id', {
      token: a.admin.token,
      body: {},
    });
    expect(id.status).toBe(400);
    expect(id.body.message).toBe('Pilih Hak Akses Untuk Dihapus');
    const bad = await call(t.app, 'DELETE', '/role/delete', {
      token: a.admin.token,
      body: { role_uuid: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).not.toBe('Choose Privilege To Delete');
  });

  it('refuses a built-in role', async () => {
    const list = await call(t.app, 'GET', '/role/list', { token: a.admin.token });
    const member = list.body.data.data.find((r: { role_name: string }) => r.role_name === 'Member');
    const res = await call(t.app, 'DELETE', '/role/delete', {
      token: a.admin.token,
      body: { role_uuid: member.role_uuid },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A built-in role cannot be deleted');
  });

  it('refuses a role still held by users or groups, naming how many', async () => {
    const role = await fresh();
    await createUser(t.database, a.company, { roles: [role.role_uuid] });
    await createUser(t.database, a.company, { roles: [role.role_uuid] });
    await t.database.db.insert(userGroups).values({
      company_uuid: a.company.company_uuid,
      name: `Holder ${n}`,
      role_uuid: role.role_uuid,
    });
    const res = await call(t.app, 'DELETE', '/role/delete', {
      token: a.admin.token,
      body: { role_uuid: role.role_uuid },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This role is still held by 2 user(s) and 1 group(s): give them another role first',
    );
    const id = await call(t.app, 'DELETE', '/role/delete?lang=id', {
      token: a.admin.token,
      body: { role_uuid: role.role_uuid },
    });
    expect(id.body.message).toContain('2 pengguna dan 1 grup');
  });
});

describe('PUT /role/privilege/update', () => {
  it('sets and removes modules, logged with before and after', async () => {
    const role = await fresh();
    const set = await update({
      role_uuid: role.role_uuid,
      modules: [row('library', ['view']), row('compliance', ['view', 'update'])],
    });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Success, privileges updated');
    expect(set.body.data.modules).toEqual([
      row('library', ['view']),
      row('compliance', ['view', 'update']),
    ]);
    const off = await update({
      role_uuid: role.role_uuid,
      modules: [row('library', [])],
      remove: ['compliance'],
    });
    expect(off.body.data.modules).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(roleModules)
        .where(eq(roleModules.role_uuid, role.role_uuid)),
    ).toEqual([]);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, role.role_uuid))
      // In write order: without an ORDER BY, PostgreSQL may return a shared table's rows in any order.
      .orderBy(activityLogs.created_at);
    expect(logs.map((l) => l.action)).toEqual(['create', 'update', 'update']);
  });

  it('answers "Choose Privilege To Delete" when a removal names no module, and "Form cannot be empty" for nothing', async () => {
    const role = await fresh();
    const none = await update({ role_uuid: role.role_uuid, remove: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose Privilege To Delete');
    expect(none.body.errors.remove).toEqual(['Choose Privilege To Delete']);
    expect(
      (await update({ role_uuid: role.role_uuid, remove: [] }, a.admin.token, 'id')).body.message,
    ).toBe('Pilih Hak Akses Untuk Dihapus');
    expect((await update({ role_uuid: role.role_uuid })).body.message).toBe('Form cannot be empty');
  });

  it('refuses provider modules in a customer role, and writes nothing', async () => {
    const role = await fresh();
    const res = await update({
      role_uuid: role.role_uuid,
      modules: [row('library', ['view']), row('customers', ['view'])],
    });
    expect(res.status).toBe(403);
    expect(res.body.errors.modules).toEqual(['A customer role cannot hold provider modules']);
    expect(
      await t.database.db
        .select()
        .from(roleModules)
        .where(eq(roleModules.role_uuid, role.role_uuid)),
    ).toEqual([]);
  });

  it('lets the provider grant provider modules', async () => {
    const provider = await providerCompany(t.app, t.database);
    const role = (await create('Content editor', provider.admin.token)).body.data;
    const res = await update(
      { role_uuid: role.role_uuid, modules: [row('content', ['view', 'update'])] },
      provider.admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.modules).toEqual([row('content', ['view', 'update'])]);
  });

  it('refuses an admin changing the privileges of a role it holds (403, before any lock-out), and lets another admin do it', async () => {
    const c = await customerCompany(t.app, t.database);
    const roles = (await call(t.app, 'GET', '/role/list', { token: c.admin.token })).body.data.data;
    const admin = roles.find((r: { role_name: string }) => r.role_name === 'Admin');
    const res = await update(
      { role_uuid: admin.role_uuid, modules: [row('users', ['view'])] },
      c.admin.token,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'You cannot change the privileges of "Admin", a role you hold yourself: ask another administrator',
    );
    const [kept] = await t.database.db
      .select()
      .from(roleModules)
      .where(eq(roleModules.role_uuid, admin.role_uuid))
      .then((r) => r.filter((x) => x.module_code === 'users'));
    expect(kept.can_update).toBe(true);
    const keeper = await createRole(
      t.database,
      c.company.company_uuid,
      'Keeper',
      allOf(CUSTOMER_MODULES),
    );
    const other = await createUser(t.database, c.company, { roles: [keeper.role_uuid] });
    expect(
      (
        await update(
          { role_uuid: admin.role_uuid, modules: [row('users', ['view'])] },
          await loginAs(t.app, other.email),
        )
      ).status,
    ).toBe(200);
  });
});

describe('the lock-out guard under concurrent changes', () => {
  // On PostgreSQL the two run on two connections: without the company's advisory lock both can pass.
  it("of two admins each taking the other role's user management away at once, one is refused", async () => {
    const c = await customerCompany(t.app, t.database);
    const second = await createRole(
      t.database,
      c.company.company_uuid,
      'Second admin',
      allOf(CUSTOMER_MODULES),
    );
    const secondAdmin = await createUser(t.database, c.company, { roles: [second.role_uuid] });
    const secondToken = await loginAs(t.app, secondAdmin.email);
    const roles = (await call(t.app, 'GET', '/role/list', { token: c.admin.token })).body.data.data;
    const first = roles.find((r: { role_name: string }) => r.role_name === 'Admin');
    // Each edits the role the other holds (nobody may change a role they hold).
    const [x, y] = await Promise.all([
      update({ role_uuid: first.role_uuid, modules: [row('users', ['view'])] }, secondToken),
      update({ role_uuid: second.role_uuid, modules: [row('users', ['view'])] }, c.admin.token),
    ]);
    // Run one after the other (PGlite has one connection), the second caller may already have
    // lost the right itself (403); run at once, the guard refuses the second (409).
    expect([x.status, y.status].filter((s) => s === 200)).toHaveLength(1);
    expect([x.status, y.status].filter((s) => s !== 200)[0]).toBeOneOf([403, 409]);
    const managers = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM role_modules rm JOIN privilege_roles r USING (role_uuid)
        WHERE r.company_uuid = ${c.company.company_uuid} AND rm.module_code = 'users' AND rm.can_update`,
    );
    expect(managers[0].n).toBe(1);
  });
});

describe('a role change takes effect on the next request', () => {
  let c: Awaited<ReturnType<typeof customerCompany>>;
  let officer: { role_uuid: string };
  let token: string;
  beforeEach(async () => {
    c = await customerCompany(t.app, t.database);
    officer = await createRole(
      t.database,
      c.company.company_uuid,
      `Officer ${++n}`,
      allOf(['library', 'users']),
    );
    const user = await createUser(t.database, c.company, { roles: [officer.role_uuid] });
    token = await loginAs(t.app, user.email);
  });

  it("the holder's profile and access follow the role's new matrix without signing in again", async () => {
    expect((await call(t.app, 'GET', '/role/list', { token })).status).toBe(200);
    const before = await call(t.app, 'GET', '/users/profile', { token });
    expect(before.body.data.modules).toContain('users');
    expect(
      (await update({ role_uuid: officer.role_uuid, remove: ['users'] }, c.admin.token)).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/role/list', { token })).status).toBe(403);
    const after = await call(t.app, 'GET', '/users/profile', { token });
    expect(after.body.data.modules).not.toContain('users');
    expect(after.body.data.modules).toContain('library');
  });
});
