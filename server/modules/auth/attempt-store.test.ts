import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type AttemptStore, memoryAttemptStore, redisAttemptStore } from './attempt-store';

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
  maxRetriesPerRequest: 2,
});
// A prefix of this run's own: parallel test files and runs share the Redis server.
const prefix = `test:attempt-store:${randomUUID()}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

const stores: [string, () => AttemptStore][] = [
  ['in memory', () => memoryAttemptStore()],
  ['in Redis', () => redisAttemptStore(redis, prefix)],
];

describe.each(stores)('attempt store (%s)', (_, open) => {
  it('gives each of 50 simultaneous attempts its own count', async () => {
    const store = open();
    const key = `account:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit(key, 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60)).toBe(true);
  });

  it('gives back a released attempt, never below zero, and starts over after a reset', async () => {
    const store = open();
    const key = `ip:${randomUUID()}`;
    await store.hit(key, 60);
    await store.release(key);
    await store.release(key);
    expect((await store.hit(key, 60)).count).toBe(1);
    await store.reset(key);
    expect((await store.hit(key, 60)).count).toBe(1);
  });

  it('starts a new window once the old one has passed, even after a late release', async () => {
    const store = open();
    const key = `ip:${randomUUID()}`;
    await store.hit(key, 1);
    await store.hit(key, 1);
    await new Promise((r) => setTimeout(r, 1100));
    await store.release(key);
    expect((await store.hit(key, 1)).count).toBe(1);
  });
});

/** login-rule.ts's rule, on both stores (the Redis one runs it in Lua), in milliseconds to be quick. */
describe.each(stores)('login admission (%s)', (_, open) => {
  const rule = {
    allowance: 3,
    windowMs: 60_000,
    backoffMs: 300,
    maxBackoffMs: 60_000,
    memoryMs: 60_000,
    spacingMs: 250,
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const account = () => `someone-${randomUUID()}@test.example`;

  it('admits a pair’s allowance, then waits 300 ms, then 600 ms', async () => {
    const store = open();
    const a = account();
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await store.admitLogin(a, '10.0.0.1', rule));
    expect(first.map((x) => [x.admitted, x.failures, x.nextWaitMs])).toEqual([
      [true, 1, 0],
      [true, 2, 0],
      [true, 3, 300],
    ]);
    const refused = await store.admitLogin(a, '10.0.0.1', rule);
    expect(refused.admitted).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(200);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(300);
    await sleep(320);
    const fourth = await store.admitLogin(a, '10.0.0.1', rule);
    expect([fourth.admitted, fourth.failures, fourth.nextWaitMs]).toEqual([true, 4, 600]);
    const again = await store.admitLogin(a, '10.0.0.1', rule);
    expect(again.admitted).toBe(false);
    expect(again.retryAfterMs).toBeGreaterThan(500);
  });

  it('admits of 50 simultaneous attempts from 50 addresses exactly the allowance, then one more after the spacing', async () => {
    const store = open();
    const a = account();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.admitLogin(a, `10.0.${i}.1`, rule)),
    );
    expect(answers.filter((x) => x.admitted)).toHaveLength(3);
    expect(
      answers.filter((x) => !x.admitted).every((x) => x.retryAfterMs > 0 && x.retryAfterMs <= 250),
    ).toBe(true);
    await sleep(270);
    expect((await store.admitLogin(a, '10.9.9.9', rule)).admitted).toBe(true);
    expect((await store.admitLogin(a, '10.9.9.8', rule)).admitted).toBe(false);
  });

  it('under attack from other addresses, a pair with one failure waits the first delay; a fresh one only the spacing', async () => {
    const store = open();
    const a = account();
    for (let i = 0; i < 3; i++)
      expect((await store.admitLogin(a, `attacker-${i}`, rule)).admitted).toBe(true);
    // A fresh address: only the spacing the third failure started.
    expect((await store.admitLogin(a, 'owner', rule)).admitted).toBe(false);
    await sleep(270);
    expect((await store.admitLogin(a, 'owner', rule)).admitted).toBe(true);
    // Its attempt failed: with the allowance used elsewhere, it waits the first delay (300 ms).
    await sleep(270);
    const owner = await store.admitLogin(a, 'owner', rule);
    expect(owner.admitted).toBe(false);
    await sleep(60);
    expect((await store.admitLogin(a, 'owner', rule)).admitted).toBe(true);
  });

  it('forgets a pair on success, giving back its count and spacing, and everything on a reset', async () => {
    const store = open();
    const a = account();
    for (let i = 0; i < 3; i++) await store.admitLogin(a, 'here', rule);
    expect((await store.admitLogin(a, 'here', rule)).admitted).toBe(false);
    await sleep(320);
    expect((await store.admitLogin(a, 'here', rule)).admitted).toBe(true);
    await store.loginSucceeded(a, 'here');
    const fresh = await store.admitLogin(a, 'here', rule);
    expect([fresh.admitted, fresh.failures]).toEqual([true, 1]);
    for (let i = 0; i < 2; i++) await store.admitLogin(a, 'here', rule);
    expect((await store.admitLogin(a, 'here', rule)).admitted).toBe(false);
    await store.clearLogin(a);
    const cleared = await store.admitLogin(a, 'here', rule);
    expect([cleared.admitted, cleared.failures]).toEqual([true, 1]);
  });
});
