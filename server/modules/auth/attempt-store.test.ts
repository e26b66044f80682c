import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type AttemptStore, memoryAttemptStore, redisAttemptStore } from './attempt-store';

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 2 });
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
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
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
