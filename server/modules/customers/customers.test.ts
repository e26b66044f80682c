import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, products, settings, users } from '../../db/schema/identity';
import { activityLogs, mailOutbox } from '../../db/schema/platform';
import { createRole, createUser, customerCompany, providerCompany } from '../../test/fixtures';
import { createCompliance } from '../compliance/checklists/test-helpers';
import { call, createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/harness';

let t: TestApp;
let provider: Awaited<ReturnType<typeof providerCompany>>;
let product: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://comply.example.test' });
  provider = await providerCompany(t.app, t.database);
  const code = `p-${randomUUID().slice(0, 8)}`;
  [{ product_uuid: product }] = await t.database.db
    .insert(products)
    .values({ code, name: `Product ${code}` })
    .returning();
});
afterAll(() => t.close());

const tag = () => randomUUID().slice(0, 8);
const form = (over: Record<string, unknown> = {}) => ({
  name: `PT Uji ${tag()}`,
  pic_name: 'Ayu Lestari',
  pic_email: `pic-${tag()}@customer.example`,
  product_uuid: product,
  subscription_start: '2026-01-01',
  expired_at: '2027-01-01',
  license: 5,
  country: 'ID',
  ...over,
});
const companyRow = async (uuid: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.company_uuid, uuid)))[0];
const create = (body: unknown, token = provider.admin.token, lang = 'en') =>
  call(t.app, 'POST', `/users/company/create?lang=${lang}`, { token, body });

describe('POST /users/company/create', () => {
  it('creates the company with its settings, an Admin role and its first admin, invited by mail, and logs it', async () => {
    const body = form({ language: 'id' });
    const res = await create(body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Customer created');
    const c = res.body.data;
    expect(c).toMatchObject({
      name: body.name,
      state: 'active',
      license: 5,
      license_used: 1,
      product_uuid: product,
      country: 'ID',
      pic_email: body.pic_email,
    });
    expect(c.subscription_start).toBe('2026-01-01T00:00:00.000Z');
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.company_uuid, c.company_uuid));
    expect(admin).toMatchObject({ email: body.pic_email, state: 'invited', language: 'id' });
    const roles = await t.database.rows<{ role_name: string; modules: number }>(
      sql`SELECT r.role_name, (SELECT count(*)::int FROM role_modules m WHERE m.role_uuid = r.role_uuid AND m.can_delete) AS modules
         FROM user_roles ur JOIN privilege_roles r ON r.role_uuid = ur.role_uuid WHERE ur.user_uuid = ${admin.user_uuid}`,
    );
    expect(roles).toEqual([{ role_name: 'Admin', modules: 11 }]);
    const [prefs] = await t.database.db
      .select()
      .from(settings)
      .where(eq(settings.company_uuid, c.company_uuid));
    expect(prefs.preferences).toMatchObject({ language: 'id', expiryWarningDays: 30 });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, body.pic_email));
    expect(mails).toHaveLength(1);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, c.company_uuid));
    expect(logs.map((l) => [l.action, l.company_uuid])).toEqual([['create', c.company_uuid]]);
  });

  it('answers the specification’s messages on blank fields and a bad e-mail, in both languages, writing nothing', async () => {
    // Counted by the attempts' own names: on PostgreSQL other test files add companies meanwhile.
    const names: string[] = [];
    const tried = <T extends { name?: unknown }>(body: T): T => (
      names.push(String(body.name)),
      body
    );
    const written = async () =>
      (
        await t.database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM companies WHERE name = ANY(${sql.param(names)}::text[])`,
        )
      )[0].n;
    const res = await create(
      tried({ ...form(), name: '  ', pic_name: '', pic_email: 'not-an-email', license: undefined }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: ['Data cannot be empty'],
      pic_name: ['Data cannot be empty'],
      pic_email: ['Email Is Invalid'],
      license: ['This field is required'],
    });
    const id = await create(
      tried({ ...form(), pic_email: '', subscription_start: '' }),
      provider.admin.token,
      'id',
    );
    expect(id.body.errors).toMatchObject({
      pic_email: ['Data tidak boleh kosong'],
      subscription_start: ['Data tidak boleh kosong'],
    });
    const dates = await create(
      tried(form({ subscription_start: '2027-01-01', expired_at: '2026-01-01' })),
    );
    expect(dates.body.errors).toEqual({
      expired_at: ['The subscription must end after it starts'],
    });
    const country = await create(tried(form({ country: 'XX' })));
    expect(Object.keys(country.body.errors)).toEqual(['country']);
    expect(await written()).toBe(0);
  });

  it('refuses a code or a person-in-charge e-mail already in use (409) and an unknown product (404 naming the field)', async () => {
    const first = await create(form({ code: `code-${tag()}` }));
    expect((await create(form({ code: first.body.data.code }))).status).toBe(409);
    const taken = await create(form({ pic_email: first.body.data.pic_email.toUpperCase() }));
    expect([taken.status, taken.body.errors]).toEqual([
      409,
      { pic_email: ['This e-mail address is already used by another account'] },
    ]);
    const unknown = await create(form({ product_uuid: randomUUID() }));
    expect([unknown.status, Object.keys(unknown.body.errors)]).toEqual([404, ['product_uuid']]);
  });
});

describe('reads', () => {
  it('lists customers (never the provider) with search, state and expiry filters and pageTotal', async () => {
    const mark = `Cari${tag()}`;
    const a = (await create(form({ name: `${mark} Alpha` }))).body.data;
    const b = (
      await create(
        form({
          name: `${mark} Beta`,
          state: 'suspended',
          subscription_start: '2020-01-01',
          expired_at: '2021-01-01',
        }),
      )
    ).body.data;
    const c = (
      await create(
        form({
          name: `${mark} Gamma`,
          subscription_start: '2026-01-01',
          expired_at: new Date(Date.now() + 5 * 86400e3).toISOString(),
        }),
      )
    ).body.data;
    const ids = (r: { body: { data: { data: { company_uuid: string }[] } } }) =>
      r.body.data.data.map((x) => x.company_uuid);
    const all = await call(t.app, 'GET', `/users/company/list?search=${mark}&limit=2`, {
      token: provider.admin.token,
    });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 3, total_page: 2, pageTotal: 2, limit: 2 });
    expect(ids(all)).toEqual([a.company_uuid, b.company_uuid]);
    expect(
      ids(
        await call(t.app, 'GET', `/users/company/list?search=${mark}&state=suspended`, {
          token: provider.admin.token,
        }),
      ),
    ).toEqual([b.company_uuid]);
    expect(
      ids(
        await call(t.app, 'GET', `/users/company/list?search=${mark}&expiry=expired`, {
          token: provider.admin.token,
        }),
      ),
    ).toEqual([b.company_uuid]);
    expect(
      ids(
        await call(t.app, 'GET', `/users/company/list?search=${mark}&expiry=expiring`, {
          token: provider.admin.token,
        }),
      ),
    ).toEqual([c.company_uuid]);
    expect(
      ids(
        await call(t.app, 'GET', `/users/company/list?search=${mark}&expiry=current`, {
          token: provider.admin.token,
        }),
      ),
    ).toEqual([a.company_uuid]);
    const everyone = await call(t.app, 'GET', '/users/company/list?limit=500', {
      token: provider.admin.token,
    });
    expect(ids(everyone)).not.toContain(provider.company.company_uuid);
  });

  it('reads one customer; the provider company and an unknown id are not found', async () => {
    const c = (await create(form())).body.data;
    const one = await call(t.app, 'GET', `/users/company/${c.company_uuid}`, {
      token: provider.admin.token,
    });
    expect([one.status, one.body.data.license_used, one.body.data.product_name]).toEqual([
      200,
      1,
      expect.stringMatching(/^Product /),
    ]);
    expect(
      (
        await call(t.app, 'GET', `/users/company/${provider.company.company_uuid}`, {
          token: provider.admin.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/users/company/${randomUUID()}`, { token: provider.admin.token }))
        .status,
    ).toBe(404);
  });

  it('lists the products', async () => {
    const res = await call(t.app, 'GET', '/products/list', { token: provider.admin.token });
    expect(res.body.data.data.map((p: { product_uuid: string }) => p.product_uuid)).toContain(
      product,
    );
  });

  it('reads a customer’s activity, newest first, and each customer’s compliance progress', async () => {
    const c = await customerCompany(t.app, t.database);
    await call(t.app, 'PUT', `/users/update/${c.member.user_uuid}`, {
      token: c.admin.token,
      body: { position: 'Clerk' },
    });
    await call(t.app, 'PUT', `/users/update/${c.member.user_uuid}`, {
      token: c.admin.token,
      body: { position: 'Lead' },
    });
    const log = await call(
      t.app,
      'GET',
      `/users/customer-activities/${c.company.company_uuid}?limit=2`,
      { token: provider.admin.token },
    );
    expect(log.status).toBe(200);
    expect(
      log.body.data.data.map((l: { after: { position: string } }) => l.after.position),
    ).toEqual(['Lead', 'Clerk']);
    expect(log.body.data.data[0].user).toEqual({
      user_uuid: c.admin.user_uuid,
      name: c.admin.name,
    });

    for (const process_status of ['approved', 'claim', 'approved', 'assigned'] as const)
      await createCompliance(t.database, c.company.company_uuid, { process_status });
    await createCompliance(t.database, c.company.company_uuid, {
      process_status: 'approved',
      is_active: false,
    });
    const progress = await call(t.app, 'GET', '/users/company/update-company-progress?limit=500', {
      token: provider.admin.token,
    });
    expect(progress.status).toBe(200);
    const mine = progress.body.data.data.find(
      (p: { company_uuid: string }) => p.company_uuid === c.company.company_uuid,
    );
    expect(mine).toEqual({
      company_uuid: c.company.company_uuid,
      name: c.company.name,
      state: 'active',
      total: 4,
      approved: 2,
      progress: 50,
    });
  });
});

describe('writes', () => {
  it('updates a customer; suspending it signs its users out and refuses their sign-in', async () => {
    const c = await customerCompany(t.app, t.database);
    const body = form({ name: 'Renamed Customer', state: 'suspended', license: 4 });
    const res = await call(t.app, 'PUT', `/users/company/update/${c.company.company_uuid}`, {
      token: provider.admin.token,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Renamed Customer',
      state: 'suspended',
      license: 4,
      license_used: 2,
    });
    expect((await call(t.app, 'GET', '/users/profile', { token: c.admin.token })).status).toBe(401);
    const login = await call(t.app, 'POST', '/auth/login', {
      body: { email: c.admin.email, password: TEST_PASSWORD },
    });
    expect(login.status).not.toBe(200);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, c.company.company_uuid));
    expect(logs.map((l) => l.action)).toEqual(['update']);
    expect((logs[0].before as { state: string }).state).toBe('active');
  });

  it('refuses a license below the seats taken (409) and a provider company (404)', async () => {
    const c = await customerCompany(t.app, t.database);
    const low = await call(t.app, 'PUT', `/users/company/update/${c.company.company_uuid}`, {
      token: provider.admin.token,
      body: form({ license: 1 }),
    });
    expect([low.status, low.body.errors]).toEqual([
      409,
      { license: ['The company already has 2 users; the license cannot be lower'] },
    ]);
    const lic = await call(
      t.app,
      'PUT',
      `/users/company/update-license/${c.company.company_uuid}`,
      { token: provider.admin.token, body: { license: 1 } },
    );
    expect(lic.status).toBe(409);
    const own = await call(t.app, 'PUT', `/users/company/update/${provider.company.company_uuid}`, {
      token: provider.admin.token,
      body: form(),
    });
    expect(own.status).toBe(404);
    expect((await companyRow(c.company.company_uuid)).license_count).toBe(10);
  });

  it('sets the license, an administrator action: an editor holding update but not delete gets 403', async () => {
    const c = await customerCompany(t.app, t.database);
    const res = await call(
      t.app,
      'PUT',
      `/users/company/update-license/${c.company.company_uuid}`,
      { token: provider.admin.token, body: { license: 3 } },
    );
    expect([res.status, res.body.data.license, res.body.message]).toEqual([
      200,
      3,
      'License updated',
    ]);
    const role = await createRole(t.database, provider.company.company_uuid, `Editor ${tag()}`, {
      customers: ['view', 'update'],
    });
    const editor = await createUser(t.database, provider.company, { roles: [role.role_uuid] });
    const token = await loginAs(t.app, editor.email);
    const refused = await call(
      t.app,
      'PUT',
      `/users/company/update-license/${c.company.company_uuid}`,
      { token, body: { license: 9 } },
    );
    expect(refused.status).toBe(403);
    expect((await companyRow(c.company.company_uuid)).license_count).toBe(3);
  });

  it('deletes softly: inactive, stamped, users signed out, data kept, no longer listed but still readable', async () => {
    const c = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'DELETE', `/users/company/delete/${c.company.company_uuid}`, {
      token: provider.admin.token,
    });
    expect(res.status).toBe(200);
    const row = await companyRow(c.company.company_uuid);
    expect(row.state).toBe('inactive');
    expect(row.deleted_at).not.toBeNull();
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.company_uuid, c.company.company_uuid)),
    ).toHaveLength(2);
    expect((await call(t.app, 'GET', '/users/profile', { token: c.member.token })).status).toBe(
      401,
    );
    const list = await call(
      t.app,
      'GET',
      `/users/company/list?search=${encodeURIComponent(c.company.name)}`,
      { token: provider.admin.token },
    );
    expect(list.body.data.total).toBe(0);
    expect(
      (
        await call(t.app, 'GET', `/users/company/${c.company.company_uuid}`, {
          token: provider.admin.token,
        })
      ).body.data.state,
    ).toBe('inactive');
  });
});

describe('provider only', () => {
  it('refuses every route of the area to a customer admin (403), its own company included', async () => {
    const c = await customerCompany(t.app, t.database);
    const own = c.company.company_uuid;
    const routes: [string, string, unknown?][] = [
      ['GET', '/users/company/list'],
      ['GET', `/users/company/${own}`],
      ['POST', '/users/company/create', form()],
      ['PUT', `/users/company/update/${own}`, form()],
      ['PUT', `/users/company/update-license/${own}`, { license: 99 }],
      ['DELETE', `/users/company/delete/${own}`],
      ['GET', `/users/customer-activities/${own}`],
      ['GET', '/users/company/update-company-progress'],
      ['GET', '/products/list'],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, method as 'GET', url, { token: c.admin.token, body });
      expect([method, url, res.status]).toEqual([method, url, 403]);
    }
    expect((await companyRow(own)).license_count).toBe(10);
  });
});

describe('license seat limit', () => {
  it('refuses creating or inviting a user beyond the license with a clear message; a deactivated user takes no seat', async () => {
    const c = await customerCompany(t.app, t.database); // admin + member: 2 seats
    await call(t.app, 'PUT', `/users/company/update-license/${c.company.company_uuid}`, {
      token: provider.admin.token,
      body: { license: 3 },
    });
    const invite = (email: string) =>
      call(t.app, 'POST', '/users/invite', { token: c.admin.token, body: { email, name: 'Seat' } });
    const third = `third-${tag()}@test.example`;
    expect((await invite(third)).status).toBe(201);
    // A new invitation to someone already invited takes no new seat.
    expect((await invite(third)).status).toBe(201);
    const fourth = await invite(`fourth-${tag()}@test.example`);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(
      'Your license allows 3 users and all of them are taken. Ask your provider for more seats, or deactivate a user first.',
    );
    expect(fourth.body.errors.email).toHaveLength(1);
    const created = await call(t.app, 'POST', '/users/create?lang=id', {
      token: c.admin.token,
      body: { data: { email: `c-${tag()}@test.example`, name: 'Seat' } },
    });
    expect(created.status).toBe(409);
    expect(created.body.message).toContain('Lisensi Anda mengizinkan 3 pengguna');
    const inactive = await call(t.app, 'POST', '/users/create', {
      token: c.admin.token,
      body: { data: { email: `i-${tag()}@test.example`, name: 'Idle', state: 'inactive' } },
    });
    expect(inactive.status).toBe(201);
    const back = await call(t.app, 'PUT', `/users/update/${inactive.body.data.user_uuid}`, {
      token: c.admin.token,
      body: { state: 'active' },
    });
    expect([back.status, Object.keys(back.body.errors)]).toEqual([409, ['state']]);
    const count = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE company_uuid = ${c.company.company_uuid} AND state <> 'inactive'`,
    );
    expect(count[0].n).toBe(3);
  });

  it('lets exactly the free seats through when many invitations and creations race for them', async () => {
    // On PostgreSQL the writes run on separate connections at once; each must count the seats
    // after the one before it committed (PGlite has one connection: trivially serial).
    const c = await customerCompany(t.app, t.database); // admin + member: 2 seats
    await call(t.app, 'PUT', `/users/company/update-license/${c.company.company_uuid}`, {
      token: provider.admin.token,
      body: { license: 4 },
    });
    const burst = tag();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 4 === 3
          ? call(t.app, 'POST', '/users/create', {
              token: c.admin.token,
              body: { data: { email: `race-${burst}-${i}@test.example`, name: 'Race' } },
            })
          : call(t.app, 'POST', '/users/invite', {
              token: c.admin.token,
              body: { email: `race-${burst}-${i}@test.example`, name: 'Race' },
            }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    const count = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE company_uuid = ${c.company.company_uuid} AND deleted_at IS NULL AND state <> 'inactive'`,
    );
    expect(count[0].n).toBe(4);
  });

  it('does not limit the provider company', async () => {
    await t.database.rows(
      sql`UPDATE companies SET license_count = 1 WHERE company_uuid = ${provider.company.company_uuid}`,
    );
    const res = await call(t.app, 'POST', '/users/invite', {
      token: provider.admin.token,
      body: { email: `p-${tag()}@test.example`, name: 'Editor' },
    });
    expect(res.status).toBe(201);
  });
});
