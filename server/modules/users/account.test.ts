import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity';
import { activityLogs } from '../../db/schema/platform';
import { customerCompany } from '../../test/fixtures';
import { call, createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userRow = async (uuid: string) =>
  (await t.database.db.select().from(users).where(eq(users.user_uuid, uuid)))[0];

describe('PUT /users/update', () => {
  it('updates the own name and language and logs before and after', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'PUT', '/users/update', {
      token: member.token,
      body: { name: 'Siti Rahma', language: 'id' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Siti Rahma', language: 'id' });
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, member.user_uuid))
      .then((rows) => rows.filter((r) => r.action === 'update'));
    expect(log.before).toMatchObject({ language: 'en' });
    expect(log.after).toMatchObject({ name: 'Siti Rahma', language: 'id' });
  });

  it('refuses an unknown field instead of writing it (no mass assignment), and writes nothing', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'PUT', '/users/update', {
      token: member.token,
      body: { name: 'X', company_uuid: '00000000-0000-4000-8000-000000000000', state: 'active' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors._).toBeDefined();
    expect((await userRow(member.user_uuid)).name).toBe(member.name);
  });

  it('applies the password rules of the specification, in both languages', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const same = await call(t.app, 'PUT', '/users/update', {
      token: member.token,
      body: {
        old_password: TEST_PASSWORD,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    });
    expect(same.body.errors.password).toEqual(['Please input different password']);
    const mismatch = await call(t.app, 'PUT', '/users/update?lang=id', {
      token: member.token,
      body: {
        old_password: TEST_PASSWORD,
        password: 'NewPass#2026',
        password_confirmation: 'Other#2026',
      },
    });
    expect(mismatch.body.errors.password_confirmation).toEqual(['Kata sandi tidak cocok']);
    const wrongOld = await call(t.app, 'PUT', '/users/update', {
      token: member.token,
      body: {
        old_password: 'wrong-old',
        password: 'NewPass#2026',
        password_confirmation: 'NewPass#2026',
      },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.errors.old_password).toEqual(['Please check this field']);
    const before = (await userRow(member.user_uuid)).password_hash;
    expect(before).toBe((await userRow(member.user_uuid)).password_hash);

    const ok = await call(t.app, 'PUT', '/users/update', {
      token: member.token,
      body: {
        old_password: TEST_PASSWORD,
        password: 'NewPass#2026',
        password_confirmation: 'NewPass#2026',
      },
    });
    expect(ok.status).toBe(200);
    expect(await loginAs(t.app, member.email, 'NewPass#2026')).toMatch(/^ey/);
  });

  it('ends every other session of the user on a password change, keeping the caller signed in', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const other = await loginAs(t.app, member.email);
    const res = await call(t.app, 'PUT', '/users/update', {
      token: member.token,
      body: {
        old_password: TEST_PASSWORD,
        password: 'NewPass#2026',
        password_confirmation: 'NewPass#2026',
      },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/users/profile', { token: other })).status).toBe(401);
    expect((await call(t.app, 'GET', '/users/profile', { token: member.token })).status).toBe(200);
  });

  it('keeps the other sessions when only profile fields change', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const other = await loginAs(t.app, member.email);
    expect(
      (await call(t.app, 'PUT', '/users/update', { token: member.token, body: { phone: '0812' } }))
        .status,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/users/profile', { token: other })).status).toBe(200);
  });

  it('counts wrong old passwords like failed logins: past the allowance 429, the right one works again after the wait', async () => {
    const limited = await createTestApp(
      { LOGIN_MAX_ATTEMPTS: '3', LOGIN_BACKOFF_SECONDS: '1' },
      t.database,
    );
    try {
      const { member } = await customerCompany(limited.app, t.database);
      const memberHash = (await userRow(member.user_uuid)).password_hash;
      const change = (old_password: string, lang = 'en') =>
        call(limited.app, 'PUT', `/users/update?lang=${lang}`, {
          token: member.token,
          body: { old_password, password: 'NewPass#2026', password_confirmation: 'NewPass#2026' },
        });
      for (let i = 0; i < 3; i++) {
        const wrong = await change(`wrong-old-${i}`);
        expect(wrong.status).toBe(400);
        expect(wrong.body.errors.old_password).toEqual(['Please check this field']);
      }
      const refused = await change(TEST_PASSWORD, 'id');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/Terlalu banyak percobaan/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await userRow(member.user_uuid)).password_hash).toBe(memberHash);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await change(TEST_PASSWORD)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers "Form cannot be empty" for an empty update', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'PUT', '/users/update', { token: member.token, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors._).toEqual(['Form cannot be empty']);
  });
});

describe('POST /feedback and /user-request/create', () => {
  it('refuses an empty feedback form with the specification message and writes nothing', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'POST', '/feedback?lang=id', {
      token: member.token,
      body: { title: ' ', content: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Formulir tidak boleh kosong');
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.user_uuid, member.user_uuid));
    expect(logs.filter((l) => l.type === 'feedback')).toHaveLength(0);
  });

  it('requires content on a user request', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const bad = await call(t.app, 'POST', '/user-request/create', {
      token: member.token,
      body: {},
    });
    expect(bad.body.errors.content).toEqual(['This field is required']);
    const ok = await call(t.app, 'POST', '/user-request/create', {
      token: member.token,
      body: { content: 'Please add Javanese' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.company_uuid).toBe(member.company_uuid);
  });
});

describe('module gating', () => {
  it('refuses a route whose module the user does not hold with 403', async () => {
    const { company, admin } = await customerCompany(t.app, t.database);
    const { createRole, createUser } = await import('../../test/fixtures');
    const role = await createRole(t.database, company.company_uuid, 'Library only', {
      library: ['view'],
    });
    const user = await createUser(t.database, company, { roles: [role.role_uuid] });
    const token = await loginAs(t.app, user.email);
    expect((await call(t.app, 'GET', `/users/detail/${admin.user_uuid}`, { token })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/v2/sectors', { token })).status).toBe(200);
  });
});

describe('GET /users/account', () => {
  it('answers the caller’s own fields as the last update left them; without a token 401', async () => {
    const { member } = await customerCompany(t.app, t.database);
    await call(t.app, 'PUT', '/users/update', {
      token: member.token,
      body: { phone: '0812 3456', position: 'Auditor', language: 'id' },
    });
    const res = await call(t.app, 'GET', '/users/account', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      email: member.email,
      name: member.name,
      phone: '0812 3456',
      position: 'Auditor',
      language: 'id',
    });
    expect((await call(t.app, 'GET', '/users/account')).status).toBe(401);
  });
});
