/**
 * Sign-in with a Microsoft Entra ID token against a local JWKS endpoint (server/test/jwks-server.ts):
 * the real verification path (jose fetching the key set over HTTP), real sessions.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities } from '../../db/schema/identity';
import { activityLogs } from '../../db/schema/platform';
import { createUser, providerCompany } from '../../test/fixtures';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { startJwksServer, TENANT_ID, type JwksServer } from '../../test/jwks-server';

let jwks: JwksServer;
let t: TestApp;
let plain: TestApp;
let company: Awaited<ReturnType<typeof providerCompany>>['company'];

beforeAll(async () => {
  jwks = await startJwksServer();
  t = await createTestApp({ ...jwks.config, LOGIN_MAX_ATTEMPTS_PER_IP: '1000' });
  plain = await createTestApp({}, t.database);
  // The provider's staff: a deployment trusting one tenant lends it to the provider (entra-binding.test.ts covers the rest).
  ({ company } = await providerCompany(t.app, t.database));
});
afterAll(async () => {
  await plain?.close();
  await t?.close();
  await jwks?.close();
});

const msal = (app: TestApp, token: string, lang = 'en') =>
  call(app.app, 'POST', `/auth/login?lang=${lang}&msalToken=${encodeURIComponent(token)}`, {
    body: {},
  });
/** A user whose Microsoft identity (the trusted tenant, a fresh object id) is linked to the account. */
const person = async (opts: { state?: string } = {}) => {
  const user = await createUser(t.database, company, opts);
  const oid = randomUUID();
  await t.database.db
    .insert(userIdentities)
    .values({ user_uuid: user.user_uuid, tenant_id: TENANT_ID, object_id: oid, linked_by: 'self' });
  return { user, oid };
};
const linkOf = async (userUuid: string) =>
  (
    await t.database.db.select().from(userIdentities).where(eq(userIdentities.user_uuid, userUuid))
  )[0] ?? null;

describe('POST /auth/login?msalToken=', () => {
  it('signs in with a valid ID token of a linked identity, and answers a token that opens the profile', async () => {
    const { user, oid } = await person();
    const res = await msal(
      t,
      await jwks.sign({ oid, preferred_username: user.email.toUpperCase(), name: 'Someone' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Login successful');
    const profile = await call(t.app, 'GET', '/users/profile', { token: res.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user_uuid).toBe(user.user_uuid);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, user.user_uuid));
    expect(logs.find((l) => l.action === 'login')?.after).toEqual({ method: 'entra' });
  });

  it('finds the account by its linked identity, whatever e-mail the token names', async () => {
    const { user, oid } = await person();
    const res = await msal(
      t,
      await jwks.sign({ oid, preferred_username: 'renamed@elsewhere.example' }),
    );
    expect(res.status).toBe(200);
    const profile = await call(t.app, 'GET', '/users/profile', { token: res.body.data.token });
    expect(profile.body.data.user_uuid).toBe(user.user_uuid);
  });

  it('takes the token in the body as well', async () => {
    const { user, oid } = await person();
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { msalToken: await jwks.sign({ oid, email: user.email }) },
    });
    expect(res.status).toBe(200);
  });

  const refusals: [
    string,
    (j: JwksServer, email: string, oid: string) => Promise<string> | string,
  ][] = [
    ['another audience', (j, email, oid) => j.sign({ oid, email, aud: 'someone-elses-app' })],
    [
      'another issuer',
      (j, email, oid) =>
        j.sign({ oid, email, iss: 'https://login.microsoftonline.com/another-tenant/v2.0' }),
    ],
    [
      'an expired token',
      (j, email, oid) =>
        j.sign({ oid, email }, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['an unsigned token (alg none)', (j, email, oid) => j.unsigned({ oid, email })],
    [
      'a token signed by another key',
      (j, email, oid) => j.sign({ oid, email }, { key: 'stranger' }),
    ],
    ['an HS256 token', (j, email, oid) => j.signHs256({ oid, email })],
    ['a token without an object id', (j, email) => j.sign({ email })],
    ['no token at all, only text', () => 'not-a-jwt'],
  ];
  it.each(refusals)(
    'refuses %s with 401 and the login failure message, the link unchanged',
    async (_, make) => {
      const { user, oid } = await person();
      const res = await msal(t, await make(jwks, user.email, oid));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'sso_failed', message: 'Invalid email or password' });
      expect(res.headers['x-ratelimit-limit']).toBe('1000');
      expect((await linkOf(user.user_uuid))?.object_id).toBe(oid);
    },
  );

  it('refuses a verified token of an identity linked to no account here, in the request language', async () => {
    const res = await msal(
      t,
      await jwks.sign({ oid: randomUUID(), email: 'stranger@nowhere.example' }),
      'id',
    );
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(
      'Akun Microsoft ini belum ditautkan ke akun mana pun di sini. Masuk dengan kata sandi lalu tautkan dari halaman Akun, atau minta admin Anda',
    );
  });

  it('never signs in by the e-mail claim: an unlinked identity naming a user’s address binds and opens nothing', async () => {
    const { user, oid } = await person();
    const plainUser = await createUser(t.database, company);
    for (const email of [user.email, plainUser.email]) {
      const res = await msal(
        t,
        await jwks.sign({ oid: randomUUID(), email, preferred_username: email }),
      );
      expect(res.status).toBe(401);
    }
    expect((await linkOf(user.user_uuid))?.object_id).toBe(oid);
    expect(await linkOf(plainUser.user_uuid)).toBeNull();
  });

  it('refuses a suspended account as a password login does', async () => {
    const { oid } = await person({ state: 'suspended' });
    const res = await msal(t, await jwks.sign({ oid }));
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toEqual(['Your account is not active']);
  });

  it('leaves the password path as it was', async () => {
    const user = await createUser(t.database, company);
    expect(
      (
        await call(t.app, 'POST', '/auth/login', {
          body: { email: user.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const missing = await call(t.app, 'POST', '/auth/login', { body: { password: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.email).toEqual(['This field is required']);
  });

  it('answers 400 sso_not_configured where Entra ID is not configured', async () => {
    const { user, oid } = await person();
    const res = await msal(plain, await jwks.sign({ oid, email: user.email }), 'id');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'sso_not_configured',
      message: 'Masuk dengan Microsoft belum dikonfigurasi',
    });
  });

  it('answers 503 when the tenant’s keys cannot be fetched', async () => {
    const down = await createTestApp(
      { ...jwks.config, ENTRA_JWKS_URL: 'http://127.0.0.1:1/keys' },
      t.database,
    );
    try {
      const { user, oid } = await person();
      const res = await msal(down, await jwks.sign({ oid, email: user.email }));
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('sso_unavailable');
    } finally {
      await down.close();
    }
  });

  it('counts refusals like failed attempts: past the limit even a valid token is refused', async () => {
    const strict = await createTestApp(
      { ...jwks.config, LOGIN_MAX_ATTEMPTS_PER_IP: '3' },
      t.database,
    );
    try {
      const { user, oid } = await person();
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await msal(strict, await jwks.sign({ oid, email: user.email, aud: 'wrong' }));
        expect(res.status).toBe(401);
        remaining.push(String(res.headers['x-ratelimit-remaining']));
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const valid = await msal(strict, await jwks.sign({ oid, email: user.email }));
      expect(valid.status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('GET /client-config', () => {
  it('names the tenant, the application and the authority when configured, and lets the page reach the authority', async () => {
    const res = await call(t.app, 'GET', '/client-config');
    expect(res.body.data.entra).toEqual({
      client_id: jwks.config.ENTRA_CLIENT_ID,
      tenant_id: jwks.config.ENTRA_TENANT_ID,
      authority: `https://login.microsoftonline.com/${jwks.config.ENTRA_TENANT_ID}`,
    });
    const connect = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('connect-src'));
    expect(connect).toContain('https://login.microsoftonline.com');
  });

  it('answers entra null otherwise', async () => {
    const res = await call(plain.app, 'GET', '/client-config');
    expect(res.body.data.entra).toBeNull();
    expect(String(res.headers['content-security-policy'])).not.toContain(
      'login.microsoftonline.com',
    );
  });
});

describe('the Microsoft popup’s return page', () => {
  it('is served without Cross-Origin-Opener-Policy (MSAL’s redirect bridge), every other page with it', async () => {
    const back = await t.app.inject({ method: 'GET', url: '/login/microsoft' });
    expect(back.headers['cross-origin-opener-policy']).toBeUndefined();
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(login.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
