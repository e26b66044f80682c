import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany, createUser } from '../../test/fixtures';
import { call, createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '5' });
});
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('signs in with the right password and returns a token that opens the profile', async () => {
    const { company } = await customerCompany(t.app, t.database);
    const user = await createUser(t.database, company);
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^ey/);
    const profile = await call(t.app, 'GET', '/users/profile', { token: res.body.data.token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(user.email);
  });

  it('answers 400 with the required-field message in English and Indonesian, and logs nothing', async () => {
    const en = await call(t.app, 'POST', '/auth/login', { body: { password: 'x' } });
    expect(en.status).toBe(400);
    expect(en.body.errors.email).toEqual(['This field is required']);
    const id = await call(t.app, 'POST', '/auth/login?lang=id', {
      body: { email: '  ', password: '' },
    });
    expect(id.status).toBe(400);
    expect(id.body.errors.email).toEqual(['Kolom ini wajib diisi']);
    expect(id.body.errors.password).toEqual(['Kolom ini wajib diisi']);
    const bad = await call(t.app, 'POST', '/auth/login', {
      body: { email: 'not-an-email', password: 'x' },
    });
    expect(bad.body.errors.email).toEqual(['Email Is Invalid']);
  });

  it('counts wrong passwords down, then refuses even the right password with 429', async () => {
    const { company } = await customerCompany(t.app, t.database);
    const user = await createUser(t.database, company);
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/auth/login', {
        body: { email: user.email, password: 'wrong-password' },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.password).toEqual(['Invalid email or password']);
      expect(res.headers['x-ratelimit-limit']).toBe('5');
      remaining.push(String(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const sixth = await call(t.app, 'POST', '/auth/login', {
      body: { email: user.email, password: 'wrong-password' },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many login attempts/);
    expect(sixth.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    const right = await call(t.app, 'POST', '/auth/login?lang=id', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Terlalu banyak percobaan/);
  });

  it('lets the right password in again once the window has passed', async () => {
    const short = await createTestApp(
      { LOGIN_MAX_ATTEMPTS: '2', LOGIN_WINDOW_SECONDS: '1' },
      t.database,
    );
    try {
      const { company } = await customerCompany(short.app, t.database);
      const user = await createUser(t.database, company);
      for (let i = 0; i < 2; i++)
        await call(short.app, 'POST', '/auth/login', {
          body: { email: user.email, password: 'nope' },
        });
      expect(
        (
          await call(short.app, 'POST', '/auth/login', {
            body: { email: user.email, password: TEST_PASSWORD },
          })
        ).status,
      ).toBe(429);
      await new Promise((r) => setTimeout(r, 1100));
      expect(
        (
          await call(short.app, 'POST', '/auth/login', {
            body: { email: user.email, password: TEST_PASSWORD },
          })
        ).status,
      ).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('refuses a suspended user and an unknown e-mail alike', async () => {
    const { company } = await customerCompany(t.app, t.database);
    const suspended = await createUser(t.database, company, { state: 'suspended' });
    const res = await call(t.app, 'POST', '/auth/login', {
      body: { email: suspended.email, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(400);
    const unknown = await call(t.app, 'POST', '/auth/login', {
      body: { email: 'nobody@nowhere.test', password: TEST_PASSWORD },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.password).toEqual(['Invalid email or password']);
  });
});

describe('tokens', () => {
  it('answers 401 {message} without a token', async () => {
    const res = await call(t.app, 'GET', '/users/profile');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Unauthorized' });
  });

  it('answers 401 for a tampered, an expired, an alg-none and a logged-out token', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const [h, p, s] = admin.token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, company_uuid: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${s}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const key = new TextEncoder().encode('test-secret-0123456789-0123456789-0123456789');
    const expired = await new SignJWT({ ...claims, exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(claims.jti)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const otherSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    for (const token of [tampered, none, expired, otherSecret, 'garbage']) {
      expect((await call(t.app, 'GET', '/users/profile', { token })).status).toBe(401);
    }
    expect((await call(t.app, 'GET', '/users/profile', { token: admin.token })).status).toBe(200);
    const out = await call(t.app, 'GET', '/auth/logout', { token: admin.token });
    expect(out.status).toBe(200);
    expect((await call(t.app, 'GET', '/users/profile', { token: admin.token })).status).toBe(401);
  });

  it('answers 401, not 500, for a correctly signed token whose jti is not a UUID', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1], 'base64url').toString());
    const key = new TextEncoder().encode('test-secret-0123456789-0123456789-0123456789');
    for (const jti of ['not-a-uuid', "1' OR '1'='1", '']) {
      const token = await new SignJWT({ ...claims, jti })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(key);
      const res = await call(t.app, 'GET', '/users/profile?lang=id', { token });
      expect([jti, res.status, res.body]).toEqual([
        jti,
        401,
        { message: 'Tidak terotorisasi', code: 'unauthorized' },
      ]);
    }
  });

  it('keeps other sessions of the same user working after one logs out', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const second = await loginAs(t.app, admin.email);
    await call(t.app, 'GET', '/auth/logout', { token: admin.token });
    expect((await call(t.app, 'GET', '/users/profile', { token: second })).status).toBe(200);
  });
});
