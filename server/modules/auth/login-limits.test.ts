/**
 * The login limits as an attacker meets them (issue 23, finding 9): failures are counted per
 * account and address pair, the right password from another address still gets in, a pair past
 * its allowance is slowed progressively, and a password reset unlocks the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/identity';
import { newOneTimeToken } from '../../lib/one-time-token';
import { customerCompany, createUser } from '../../test/fixtures';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
beforeAll(async () => {
  // One second of delay at first, doubling: the progression is seen in a few seconds.
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS: '5',
    LOGIN_BACKOFF_SECONDS: '1',
    LOGIN_WINDOW_SECONDS: '900',
  });
});
afterAll(() => t.close());

async function login(email: string, password: string, remoteAddress: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/login?lang=${lang}`,
    remoteAddress,
    payload: { email, password },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

async function account() {
  const { company } = await customerCompany(t.app, t.database);
  return createUser(t.database, company);
}

describe('login limits per account and address', () => {
  it('lets the owner in from another address after an attacker’s 5 and then 50 wrong passwords', async () => {
    const user = await account();
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, 'wrong-password', '203.0.113.7')).status).toBe(400);
    const refused = [];
    for (let i = 0; i < 45; i++)
      refused.push((await login(user.email, 'wrong-password', '203.0.113.7')).status);
    expect(refused.every((s) => s === 429)).toBe(true);
    // Past the account's allowance, one attempt a second from an address without failures: the
    // owner is slowed by at most a second, never kept out.
    await sleep(1100);
    const owner = await login(user.email, TEST_PASSWORD, '198.51.100.20');
    expect(owner.status).toBe(200);
    expect(owner.body.data.token).toMatch(/^ey/);
    // The attacker's address is still held back.
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.7')).status).toBe(429);
  });

  it('slows the same pair progressively: a wait of 1 s after its allowance, then 2 s, answered as 429 with Retry-After', async () => {
    const user = await account();
    const ip = '192.0.2.10';
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, 'wrong-password', ip)).status).toBe(400);
    const first = await login(user.email, TEST_PASSWORD, ip, 'id');
    expect(first.status).toBe(429);
    expect(first.body.message).toMatch(/Terlalu banyak percobaan/);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.headers['x-ratelimit-remaining']).toBe('0');
    await sleep(1100);
    // The wait passed: one more attempt is evaluated; it fails, and the next wait is twice as long.
    expect((await login(user.email, 'wrong-password', ip)).status).toBe(400);
    const second = await login(user.email, TEST_PASSWORD, ip);
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    await sleep(1100);
    expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(429);
    await sleep(1000);
    expect((await login(user.email, TEST_PASSWORD, ip)).status).toBe(200);
    // A success forgets the pair's failures: the full allowance again.
    const again = await login(user.email, 'wrong-password', ip);
    expect(again.status).toBe(400);
    expect(again.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('unlocks the account on a successful password reset', async () => {
    const slow = await createTestApp(
      { LOGIN_MAX_ATTEMPTS: '3', LOGIN_BACKOFF_SECONDS: '600' },
      t.database,
    );
    try {
      const { company } = await customerCompany(slow.app, t.database);
      const user = await createUser(t.database, company);
      const at = (password: string) =>
        slow.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.99',
          payload: { email: user.email, password },
        });
      for (let i = 0; i < 3; i++) expect((await at('wrong-password')).statusCode).toBe(400);
      expect((await at(TEST_PASSWORD)).statusCode).toBe(429);
      const { token, hash } = newOneTimeToken();
      await t.database.db.insert(passwordResets).values({
        user_uuid: user.user_uuid,
        token_hash: hash,
        expires_at: new Date(Date.now() + 600_000).toISOString(),
      });
      const changed = await slow.app.inject({
        method: 'POST',
        url: '/api/auth/recovery-password/change-password',
        payload: { token, password: 'Fresh#Pass-2026', password_confirmation: 'Fresh#Pass-2026' },
      });
      expect(changed.statusCode).toBe(200);
      const after = await at('Fresh#Pass-2026');
      expect(after.statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
