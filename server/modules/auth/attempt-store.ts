/**
 * Counts login attempts per key (an account or an IP) in a fixed window. In memory for a single
 * process; in Redis when several processes must share the counts (REDIS_URL).
 *
 * An attempt is counted when it arrives, atomically, before its password is checked: checking
 * first and counting after let a burst of parallel attempts all pass the check while the counter
 * still read zero. An attempt that turns out not to be a failure gives its count back (`release`).
 */
import type { Redis } from 'ioredis';

export interface AttemptCount {
  /** The attempts in the window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  ttl: number;
}

export interface AttemptStore {
  /** Counts one attempt and answers the count including it, in one atomic step. */
  hit(key: string, windowSeconds: number): Promise<AttemptCount>;
  /** Gives back one attempt counted by `hit` that was not a failure. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function memoryAttemptStore(now = () => Date.now()): AttemptStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const view = (e: { count: number; resetAt: number }): AttemptCount => ({
    count: e.count,
    ttl: Math.max(1, Math.ceil((e.resetAt - now()) / 1000)),
  });
  return {
    // No await between the read and the write: one event-loop turn, so atomic within the process.
    hit: async (key, windowSeconds) => {
      const e = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      e.count += 1;
      entries.set(key, e);
      return view(e);
    },
    release: async (key) => {
      const e = live(key);
      if (e && e.count > 0) e.count -= 1;
    },
    reset: async (key) => void entries.delete(key),
  };
}

/** DECR only a live key above zero: a plain DECR after the window expired would leave -1 forever. */
const RELEASE_SCRIPT = `
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export function redisAttemptStore(redis: Redis, prefix = 'login-attempts:'): AttemptStore {
  return {
    hit: async (key, windowSeconds) => {
      // MULTI runs as one step on the Redis server: every process sees each count exactly once.
      // INCR then set the expiry only when the key is new: the window does not slide.
      const res = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .ttl(prefix + key)
        .exec();
      if (!res || res.some(([err]) => err)) throw res?.find(([err]) => err)?.[0] ?? new Error('redis transaction aborted');
      return { count: Number(res[0][1]), ttl: Math.max(1, Number(res[2][1])) };
    },
    release: async (key) => void (await redis.eval(RELEASE_SCRIPT, 1, prefix + key)),
    reset: async (key) => void (await redis.del(prefix + key)),
  };
}
