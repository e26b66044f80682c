import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { customerCompany, createUser } from '../../test/fixtures';
import {
  createTestApp,
  openTestDatabase,
  TEST_PASSWORD,
  testConfig,
  type TestApp,
} from '../../test/harness';
import { redisAttemptStore } from './attempt-store';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMITS = { LOGIN_MAX_ATTEMPTS: '5', LOGIN_MAX_ATTEMPTS_PER_IP: '10' };

/** Wrong passwords and the right one at `rightIndex`, all sent at once from one address (or each from its own). */
async function burst(
  t: TestApp,
  emails: string[],
  rightIndex: number,
  remoteAddress: string | ((i: number) => string),
) {
  const answers = await Promise.all(
    emails.map((email, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: typeof remoteAddress === 'string' ? remoteAddress : remoteAddress(i),
        payload: { email, password: i === rightIndex ? TEST_PASSWORD : 'wrong-password' },
      }),
    ),
  );
  return answers.map((a) => ({ status: a.statusCode, headers: a.headers, body: a.json() }));
}

function behavesUnderBurst(name: string, open: () => Promise<TestApp>) {
  describe(`parallel login attempts (${name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await open();
    });
    afterAll(() => t.close());

    it('evaluates at most the allowed attempts of a 100-attempt burst on one account; the right password past the limit gets 429', async () => {
      const { company } = await customerCompany(t.app, t.database);
      const user = await createUser(t.database, company);
      const answers = await burst(t, Array(100).fill(user.email), 99, '10.0.0.1');
      const evaluated = answers.filter((a) => a.status !== 429);
      expect(evaluated.length).toBeLessThanOrEqual(5);
      expect(answers[99].status).toBe(429);
      expect(answers[99].body.data).toBeUndefined();
      expect(answers[99].body.message).toMatch(/Too many login attempts/);
      expect(answers[99].headers['x-ratelimit-remaining']).toBe('0');
      // The attempts that were evaluated count down the headers the client shows.
      expect(evaluated.map((a) => a.headers['x-ratelimit-remaining']).sort()).toEqual(
        ['0', '1', '2', '3', '4'].slice(5 - evaluated.length),
      );
    });

    it('evaluates at most the allowed attempts of a 100-attempt burst on one account from 100 addresses; the owner gets in a second later', async () => {
      const { company } = await customerCompany(t.app, t.database);
      const user = await createUser(t.database, company);
      const answers = await burst(t, Array(100).fill(user.email), 99, (i) => `10.1.${i}.1`);
      // The account's allowance holds across addresses: past it, one attempt a second is evaluated,
      // and the attempt that used the last of the allowance started that second.
      expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(5);
      expect(answers[99].status).toBe(429);
      expect(answers[99].headers['retry-after']).toBe('1');
      await new Promise((r) => setTimeout(r, 1100));
      const owner = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.2.0.1',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(owner.statusCode).toBe(200);
    });

    it('evaluates at most the per-IP allowance of a burst spread over many accounts', async () => {
      const { company } = await customerCompany(t.app, t.database);
      const user = await createUser(t.database, company);
      const emails = Array.from(
        { length: 39 },
        (_, i) => `nobody-${i}-${randomUUID()}@nowhere.test`,
      ).concat(user.email);
      const answers = await burst(t, emails, 39, '10.0.0.2');
      expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(10);
      expect(answers[39].status).toBe(429);
    });
  });
}

behavesUnderBurst('in memory', () => createTestApp(LIMITS));

behavesUnderBurst('in Redis', async () => {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  const database = await openTestDatabase();
  // A prefix of this run's own: parallel test files and runs share the Redis server.
  const attempts = redisAttemptStore(redis, `test:login-burst:${randomUUID()}:`);
  const app = await buildApp({ config: testConfig(LIMITS), database, attempts });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await redis.quit();
    },
  };
});
