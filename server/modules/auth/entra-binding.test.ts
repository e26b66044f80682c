/**
 * Microsoft Entra ID accounts are bound by the token's (tid, oid) only, linked from a password
 * session or by the company admin's explicit mapping, and a tenant signs in only to the company
 * that registered it. Tokens are signed by a local key set (server/test/jwks-server.ts); the
 * deployment here trusts any organisation's tenant (`ENTRA_TENANT_ID=organizations`) so that the
 * company's registered tenant is the restriction under test.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, userIdentities } from '../../db/schema/identity';
import { activityLogs } from '../../db/schema/platform';
import { customerCompany, providerCompany } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';
import { startJwksServer, TENANT_ID, type JwksServer } from '../../test/jwks-server';

let jwks: JwksServer;
let t: TestApp;
let single: TestApp;

beforeAll(async () => {
  jwks = await startJwksServer();
  t = await createTestApp({
    ...jwks.config,
    ENTRA_TENANT_ID: 'organizations',
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
  });
  single = await createTestApp({ ...jwks.config, LOGIN_MAX_ATTEMPTS_PER_IP: '1000' }, t.database);
});
afterAll(async () => {
  await single?.close();
  await t?.close();
  await jwks?.close();
});

/** A token of tenant `tid` (its own issuer), for the person `oid`, naming whatever e-mail. */
const token = (tid: string, oid: string, claims: Record<string, unknown> = {}) =>
  jwks.sign({ tid, oid, iss: `https://login.microsoftonline.com/${tid}/v2.0`, ...claims });
const msal = (app: TestApp, idToken: string, lang = 'en') =>
  call(app.app, 'POST', `/auth/login?lang=${lang}&msalToken=${encodeURIComponent(idToken)}`, {
    body: {},
  });
const profileOf = async (app: TestApp, res: { body: { data: { token: string } } }) =>
  (await call(app.app, 'GET', '/users/profile', { token: res.body.data.token })).body.data
    .user_uuid as string;
const bindingOf = async (userUuid: string) =>
  (
    await t.database.db.select().from(userIdentities).where(eq(userIdentities.user_uuid, userUuid))
  )[0] ?? null;

/** A customer company that registered its own tenant (by its admin, through the route). */
async function tenantCompany() {
  const c = await customerCompany(t.app, t.database);
  const tid = randomUUID();
  const res = await call(t.app, 'PUT', '/settings/microsoft', {
    token: c.admin.token,
    body: { tenant_id: tid.toUpperCase() },
  });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ tenant_id: tid });
  return { ...c, tid };
}

const link = (app: TestApp, sessionToken: string, idToken: string, lang = 'en') =>
  call(app.app, 'POST', `/users/account/microsoft?lang=${lang}`, {
    token: sessionToken,
    body: { id_token: idToken },
  });

describe('the three takeovers by e-mail claim', () => {
  it('refuses a token naming the provider Super Admin’s address', async () => {
    const provider = await providerCompany(t.app, t.database);
    const tid = randomUUID();
    await t.database.db
      .update(companies)
      .set({ entra_tenant_id: tid })
      .where(eq(companies.company_uuid, provider.company.company_uuid));
    // The provider's own tenant, another tenant and no tenant claim at all: none reaches the Super Admin.
    for (const tenant of [tid, randomUUID()]) {
      const res = await msal(
        t,
        await token(tenant, randomUUID(), {
          email: provider.admin.email,
          preferred_username: provider.admin.email.toUpperCase(),
        }),
      );
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('sso_failed');
    }
    expect(await bindingOf(provider.admin.user_uuid)).toBeNull();
  });

  it('refuses a token naming another company’s admin', async () => {
    const a = await tenantCompany();
    const b = await tenantCompany();
    const res = await msal(
      t,
      await token(a.tid, randomUUID(), { email: b.admin.email, preferred_username: b.admin.email }),
    );
    expect(res.status).toBe(401);
    expect(await bindingOf(b.admin.user_uuid)).toBeNull();
  });

  it('refuses a token naming its own company’s admin, even from a person bound in that company', async () => {
    const a = await tenantCompany();
    const clerk = { oid: randomUUID() };
    expect((await link(t, a.member.token, await token(a.tid, clerk.oid))).status).toBe(200);
    // Another person of the tenant whose e-mail claim the tenant admin set to the admin's address.
    const stranger = await msal(
      t,
      await token(a.tid, randomUUID(), { email: a.admin.email, preferred_username: a.admin.email }),
    );
    expect(stranger.status).toBe(401);
    // The bound clerk naming the admin's address is still the clerk.
    const clerkIn = await msal(
      t,
      await token(a.tid, clerk.oid, { email: a.admin.email, preferred_username: a.admin.email }),
    );
    expect(clerkIn.status).toBe(200);
    expect(await profileOf(t, clerkIn)).toBe(a.member.user_uuid);
    expect(await bindingOf(a.admin.user_uuid)).toBeNull();
  });

  it('answers an unbound identity with the link advice in the request’s language', async () => {
    const a = await tenantCompany();
    const res = await msal(t, await token(a.tid, randomUUID(), { email: a.member.email }), 'id');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'sso_failed',
      message:
        'Akun Microsoft ini belum ditautkan ke akun mana pun di sini. Masuk dengan kata sandi lalu tautkan dari halaman Akun, atau minta admin Anda',
    });
  });

  it('refuses a token without a tenant claim', async () => {
    const a = await tenantCompany();
    const oid = randomUUID();
    expect((await link(t, a.member.token, await token(a.tid, oid))).status).toBe(200);
    const res = await msal(
      t,
      await jwks.sign({
        oid,
        tid: undefined,
        iss: `https://login.microsoftonline.com/${a.tid}/v2.0`,
      }),
    );
    expect(res.status).toBe(401);
  });
});

describe('linking from the account (POST and DELETE /users/account/microsoft)', () => {
  it('links from a password session, then the identity signs in, whatever e-mail it names', async () => {
    const a = await tenantCompany();
    const oid = randomUUID();
    const before = await call(t.app, 'GET', '/users/account/microsoft', { token: a.member.token });
    expect(before.body.data).toEqual({ configured: true, tenant_registered: true, linked: null });
    const res = await link(
      t,
      a.member.token,
      await token(a.tid, oid, { email: 'someone-else@elsewhere.example' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      configured: true,
      tenant_registered: true,
      linked: { tenant_id: a.tid, object_id: oid, linked_by: 'self' },
    });
    const signIn = await msal(t, await token(a.tid, oid, { email: 'renamed@elsewhere.example' }));
    expect(signIn.status).toBe(200);
    expect(await profileOf(t, signIn)).toBe(a.member.user_uuid);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, a.member.user_uuid));
    expect(logs.find((l) => l.action === 'microsoft_link')?.after).toEqual({
      tenant_id: a.tid,
      object_id: oid,
      linked_by: 'self',
    });
  });

  it('refuses to link from a session opened with Microsoft', async () => {
    const a = await tenantCompany();
    const oid = randomUUID();
    expect((await link(t, a.member.token, await token(a.tid, oid))).status).toBe(200);
    const session = (await msal(t, await token(a.tid, oid))).body.data.token;
    const res = await link(t, session, await token(a.tid, randomUUID()));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Sign in with your password to link a Microsoft account');
    expect((await bindingOf(a.member.user_uuid))?.object_id).toBe(oid);
  });

  it('refuses a token of a tenant the company did not register, at link and at sign-in', async () => {
    const a = await tenantCompany();
    const other = randomUUID();
    const refused = await link(t, a.member.token, await token(other, randomUUID()), 'id');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.id_token).toEqual([
      'Akun Microsoft ini berasal dari tenant yang tidak didaftarkan perusahaan Anda',
    ]);
    expect(await bindingOf(a.member.user_uuid)).toBeNull();

    // Bound in the registered tenant; the company then registers another tenant: the old binding no longer signs in.
    const oid = randomUUID();
    expect((await link(t, a.member.token, await token(a.tid, oid))).status).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', '/settings/microsoft', {
          token: a.admin.token,
          body: { tenant_id: other },
        })
      ).status,
    ).toBe(200);
    expect((await msal(t, await token(a.tid, oid))).status).toBe(401);
  });

  it('refuses to link when the company registered no tenant', async () => {
    const c = await customerCompany(t.app, t.database);
    const res = await link(t, c.member.token, await token(randomUUID(), randomUUID()));
    expect(res.status).toBe(400);
    expect(res.body.errors.id_token).toEqual([
      'Your company has not registered its Microsoft tenant yet: ask your admin',
    ]);
  });

  it('refuses an identity already linked to another account, and a token that does not verify', async () => {
    const a = await tenantCompany();
    const oid = randomUUID();
    expect((await link(t, a.member.token, await token(a.tid, oid))).status).toBe(200);
    const taken = await link(t, a.admin.token, await token(a.tid, oid));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This Microsoft account is already linked to another account');
    const forged = await link(
      t,
      a.admin.token,
      await token(a.tid, randomUUID(), { aud: 'someone-elses-app' }),
    );
    expect(forged.status).toBe(400);
    expect(forged.body.errors.id_token).toEqual(['This Microsoft account could not be verified']);
    expect(await bindingOf(a.admin.user_uuid)).toBeNull();
  });

  it('unlinking stops the sign-in', async () => {
    const a = await tenantCompany();
    const oid = randomUUID();
    expect((await link(t, a.member.token, await token(a.tid, oid))).status).toBe(200);
    expect((await msal(t, await token(a.tid, oid))).status).toBe(200);
    const res = await call(t.app, 'DELETE', '/users/account/microsoft', { token: a.member.token });
    expect(res.status).toBe(200);
    expect(res.body.data.linked).toBeNull();
    expect((await msal(t, await token(a.tid, oid))).status).toBe(401);
  });
});

describe('the admin’s mapping (GET and PUT /users/microsoft/{id})', () => {
  it('maps a user of the own company to an object id of the company’s tenant, then clears it', async () => {
    const a = await tenantCompany();
    const oid = randomUUID();
    const res = await call(t.app, 'PUT', `/users/microsoft/${a.member.user_uuid}`, {
      token: a.admin.token,
      body: { object_id: oid.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      user_uuid: a.member.user_uuid,
      tenant_id: a.tid,
      object_id: oid,
    });
    expect((await bindingOf(a.member.user_uuid))?.linked_by).toBe('admin');
    const signIn = await msal(t, await token(a.tid, oid));
    expect(signIn.status).toBe(200);
    expect(await profileOf(t, signIn)).toBe(a.member.user_uuid);
    // Another tenant's person with the same object id is somebody else.
    expect((await msal(t, await token(randomUUID(), oid))).status).toBe(401);

    const read = await call(t.app, 'GET', `/users/microsoft/${a.member.user_uuid}`, {
      token: a.admin.token,
    });
    expect(read.body.data).toEqual({
      user_uuid: a.member.user_uuid,
      tenant_id: a.tid,
      object_id: oid,
    });
    const cleared = await call(t.app, 'PUT', `/users/microsoft/${a.member.user_uuid}`, {
      token: a.admin.token,
      body: { object_id: null },
    });
    expect(cleared.body.data.object_id).toBeNull();
    expect((await msal(t, await token(a.tid, oid))).status).toBe(401);
  });

  it('answers 404 for another company’s user, 403 without the users update right, 400 without a registered tenant', async () => {
    const a = await tenantCompany();
    const b = await tenantCompany();
    const body = { object_id: randomUUID() };
    expect(
      (
        await call(t.app, 'PUT', `/users/microsoft/${b.member.user_uuid}`, {
          token: a.admin.token,
          body,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', `/users/microsoft/${b.member.user_uuid}`, { token: a.admin.token }))
        .status,
    ).toBe(404);
    expect(await bindingOf(b.member.user_uuid)).toBeNull();
    expect(
      (
        await call(t.app, 'PUT', `/users/microsoft/${a.admin.user_uuid}`, {
          token: a.member.token,
          body,
        })
      ).status,
    ).toBe(403);
    const c = await customerCompany(t.app, t.database);
    const none = await call(t.app, 'PUT', `/users/microsoft/${c.member.user_uuid}`, {
      token: c.admin.token,
      body,
    });
    expect(none.status).toBe(400);
    expect(none.body.errors.object_id).toEqual([
      'Your company has not registered its Microsoft tenant yet: ask your admin',
    ]);
    const bad = await call(t.app, 'PUT', `/users/microsoft/${a.member.user_uuid}`, {
      token: a.admin.token,
      body: { object_id: 'not-an-id' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.object_id).toEqual([
      'Enter the ID in the form 00000000-0000-0000-0000-000000000000',
    ]);
  });

  it('refuses an object id already mapped to another user of the company', async () => {
    const a = await tenantCompany();
    const oid = randomUUID();
    expect(
      (
        await call(t.app, 'PUT', `/users/microsoft/${a.member.user_uuid}`, {
          token: a.admin.token,
          body: { object_id: oid },
        })
      ).status,
    ).toBe(200);
    const res = await call(t.app, 'PUT', `/users/microsoft/${a.admin.user_uuid}`, {
      token: a.admin.token,
      body: { object_id: oid },
    });
    expect(res.status).toBe(409);
  });
});

describe('the company’s tenant (GET and PUT /settings/microsoft)', () => {
  it('belongs to one company: another company cannot register it', async () => {
    const a = await tenantCompany();
    const b = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'PUT', '/settings/microsoft', {
      token: b.admin.token,
      body: { tenant_id: a.tid },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This Microsoft tenant is registered by another company');
    expect(
      (await call(t.app, 'GET', '/settings/microsoft', { token: a.admin.token })).body.data,
    ).toEqual({ tenant_id: a.tid });
    expect(
      (
        await call(t.app, 'PUT', '/settings/microsoft', {
          token: a.member.token,
          body: { tenant_id: null },
        })
      ).status,
    ).toBe(403);
  });
});

describe('a deployment trusting one tenant (ENTRA_TENANT_ID set to a tenant id)', () => {
  it('keeps the provider staff’s bindings made before (tenant unknown), confirmed by their first sign-in', async () => {
    const provider = await providerCompany(single.app, t.database);
    const oid = randomUUID();
    await t.database.db.insert(userIdentities).values({
      user_uuid: provider.admin.user_uuid,
      tenant_id: null,
      object_id: oid,
      linked_by: 'legacy',
    });
    const res = await msal(single, await jwks.sign({ oid }));
    expect(res.status).toBe(200);
    expect(await profileOf(single, res)).toBe(provider.admin.user_uuid);
    expect((await bindingOf(provider.admin.user_uuid))?.tenant_id).toBe(TENANT_ID);
  });

  it('keeps a customer’s old binding only once the customer registered the deployment’s tenant', async () => {
    const c = await customerCompany(single.app, t.database);
    const oid = randomUUID();
    await t.database.db.insert(userIdentities).values({
      user_uuid: c.member.user_uuid,
      tenant_id: null,
      object_id: oid,
      linked_by: 'legacy',
    });
    expect((await msal(single, await jwks.sign({ oid }))).status).toBe(401);
    expect((await bindingOf(c.member.user_uuid))?.tenant_id).toBeNull();
    const admin = await loginAs(single.app, c.admin.email);
    // One company per tenant: free the deployment's tenant of any earlier test's company (a shared PostgreSQL database).
    await t.database.db
      .update(companies)
      .set({ entra_tenant_id: null })
      .where(eq(companies.entra_tenant_id, TENANT_ID));
    expect(
      (
        await call(single.app, 'PUT', '/settings/microsoft', {
          token: admin,
          body: { tenant_id: TENANT_ID },
        })
      ).status,
    ).toBe(200);
    const res = await msal(single, await jwks.sign({ oid }));
    expect(res.status).toBe(200);
    expect(await profileOf(single, res)).toBe(c.member.user_uuid);
  });

  it('refuses a token whose issuer is its tenant’s but not the trusted one', async () => {
    const provider = await providerCompany(single.app, t.database);
    const session = await loginAs(single.app, provider.admin.email);
    const other = randomUUID();
    const res = await link(single, session, await token(other, randomUUID()));
    expect(res.status).toBe(400);
    expect(await bindingOf(provider.admin.user_uuid)).toBeNull();
    // The provider's staff link in the trusted tenant without registering it.
    const oid = randomUUID();
    expect((await link(single, session, await jwks.sign({ oid }))).status).toBe(200);
    expect((await msal(single, await jwks.sign({ oid, email: 'x@y.example' }))).status).toBe(200);
  });
});
