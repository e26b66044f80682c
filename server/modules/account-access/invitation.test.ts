import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema/identity';
import { activityLogs } from '../../db/schema/platform';
import { createCompany } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';
import { createInvitation } from './account-access.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Strong enough for the weakness rule (contract/password-strength.ts): 'Welcome#2026' is not.
const PASSWORD = 'Welcome#Aboard-26';
const userRow = async (uuid: string) =>
  (await t.database.db.select().from(users).where(eq(users.user_uuid, uuid)))[0];
const setPassword = (
  token: string,
  body: Record<string, unknown> = { password: PASSWORD, password_confirmation: PASSWORD },
  lang = 'en',
) =>
  call(t.app, 'POST', `/users/create-password?lang=${lang}`, {
    headers: { access_token: token },
    body,
  });

describe('GET /users/check-invitation', () => {
  it('answers the invited e-mail, name, company and expiry for a token in the access_token header', async () => {
    const company = await createCompany(t.database);
    const { token, invitation } = await createInvitation(t.database, company);
    const res = await call(t.app, 'GET', '/users/check-invitation', {
      headers: { access_token: token },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      email: invitation.email,
      name: 'Invited Person',
      company_name: company.name,
      expires_at: new Date(invitation.expires_at).toISOString(),
    });
  });

  it('accepts the token from the mailed link as ?token=', async () => {
    const company = await createCompany(t.database);
    const { token, invitation } = await createInvitation(t.database, company);
    const res = await call(t.app, 'GET', `/users/check-invitation?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(invitation.email);
  });

  it('answers 404 for an unknown or missing token, in the request language', async () => {
    const unknown = await call(t.app, 'GET', '/users/check-invitation?lang=id', {
      headers: { access_token: 'not-a-real-token' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(
      'Tautan undangan ini tidak valid. Minta undangan baru kepada administrator Anda.',
    );
    const missing = await call(t.app, 'GET', '/users/check-invitation');
    expect(missing.status).toBe(404);
  });

  it('refuses an expired invitation with invitation_expired', async () => {
    const company = await createCompany(t.database);
    const { token } = await createInvitation(t.database, company, { expiresInMs: -1000 });
    const res = await call(t.app, 'GET', '/users/check-invitation', {
      headers: { access_token: token },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invitation_expired');
    expect(res.body.message).toBe(
      'This invitation has expired. Ask your administrator to send a new one.',
    );
  });

  it('refuses a replaced (revoked) invitation with invitation_revoked', async () => {
    const company = await createCompany(t.database);
    const { token } = await createInvitation(t.database, company, { revoked: true });
    const res = await call(t.app, 'GET', '/users/check-invitation', {
      headers: { access_token: token },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('invitation_revoked');
  });
});

describe('POST /users/create-password', () => {
  it('sets the password, activates the user, spends the invitation and logs it; the user can then log in', async () => {
    const company = await createCompany(t.database);
    const { token, user, invitation } = await createInvitation(t.database, company);
    const res = await setPassword(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: user.email });
    expect((await userRow(user.user_uuid)).state).toBe('active');
    const [spent] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.invitation_uuid, invitation.invitation_uuid));
    expect(spent.accepted_at).not.toBeNull();
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, user.user_uuid));
    expect(logs.map((l) => l.action)).toContain('accept_invitation');
    expect(logs.find((l) => l.action === 'accept_invitation')!.company_uuid).toBe(
      company.company_uuid,
    );
    expect(await loginAs(t.app, user.email, PASSWORD)).toMatch(/^ey/);
  });

  it('is single use: a second use answers invitation_used and keeps the first password', async () => {
    const company = await createCompany(t.database);
    const { token, user } = await createInvitation(t.database, company);
    expect((await setPassword(token)).status).toBe(200);
    const again = await setPassword(token, {
      password: 'Another#Secret-9',
      password_confirmation: 'Another#Secret-9',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invitation_used');
    expect(await loginAs(t.app, user.email, PASSWORD)).toMatch(/^ey/);
    const check = await call(t.app, 'GET', '/users/check-invitation', {
      headers: { access_token: token },
    });
    expect(check.body.code).toBe('invitation_used');
  });

  it('lets only one of two parallel uses win', async () => {
    const company = await createCompany(t.database);
    const { token } = await createInvitation(t.database, company);
    const results = await Promise.all([
      setPassword(token),
      setPassword(token, {
        password: 'Another#Secret-9',
        password_confirmation: 'Another#Secret-9',
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('applies the specification messages and writes nothing on bad input', async () => {
    const company = await createCompany(t.database);
    const { token, user } = await createInvitation(t.database, company);
    const mismatch = await setPassword(token, {
      password: PASSWORD,
      password_confirmation: 'Other#2026',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      code: 'password_mismatch',
      message: "Password doesn't match",
      errors: { password_confirmation: ["Password doesn't match"] },
    });
    const short = await setPassword(
      token,
      { password: 'short', password_confirmation: 'short' },
      'id',
    );
    expect(short.body.errors.password).toEqual(['Nilai terlalu pendek']);
    const noDigit = await setPassword(
      token,
      { password: 'onlyletters', password_confirmation: 'onlyletters' },
      'id',
    );
    expect(noDigit.body.errors.password).toEqual(['Silakan periksa kolom ini']);
    const empty = await setPassword(token, {});
    expect(empty.body.errors).toEqual({
      password: ['This field is required'],
      password_confirmation: ['This field is required'],
    });
    const row = await userRow(user.user_uuid);
    expect(row.state).toBe('invited');
    expect(row.password_hash).toBeNull();
  });

  it('refuses an expired invitation and leaves the user invited', async () => {
    const company = await createCompany(t.database);
    const { token, user } = await createInvitation(t.database, company, { expiresInMs: -1 });
    const res = await setPassword(token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invitation_expired');
    expect((await userRow(user.user_uuid)).state).toBe('invited');
  });

  it('refuses an unknown token with 404', async () => {
    const res = await setPassword('unknown-token-value');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      'This invitation link is not valid. Ask your administrator for a new invitation.',
    );
  });
});
