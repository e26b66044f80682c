/**
 * Counts failed login attempts per key (an account or an IP) in a fixed window. In memory for a
 * single process; in Redis when several processes must share the counts (REDIS_URL).
 */
import type { Redis } from 'ioredis';

export interface AttemptCount {
  count: number;
  /** Seconds until the window resets. */
  ttl: number;
}

export interface AttemptStore {
  get(key: string): Promise<AttemptCount>;
  hit(key: string, windowSeconds: number): Promise<AttemptCount>;
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
  const view = (e?: { count: number; resetAt: number }): AttemptCount =>
    e ? { count: e.count, ttl: Math.max(1, Math.ceil((e.resetAt - now()) / 1000)) } : { count: 0, ttl: 0 };
  return {
    get: async (key) => view(live(key)),
    hit: async (key, windowSeconds) => {
      const e = live(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      e.count += 1;
      entries.set(key, e);
      return view(e);
    },
    reset: async (key) => void entries.delete(key),
  };
}

export function redisAttemptStore(redis: Redis, prefix = 'login-attempts:'): AttemptStore {
  return {
    get: async (key) => {
      const [count, ttl] = await redis.multi().get(prefix + key).ttl(prefix + key).exec().then((r) => r!.map((x) => x[1]));
      return { count: Number(count ?? 0), ttl: Math.max(0, Number(ttl)) };
    },
    hit: async (key, windowSeconds) => {
      // INCR then set the expiry only when the key is new: the window does not slide.
      const res = await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .ttl(prefix + key)
        .exec();
      return { count: Number(res![0][1]), ttl: Math.max(1, Number(res![2][1])) };
    },
    reset: async (key) => void (await redis.del(prefix + key)),
  };
}
