/**
 * Counts attempts per key (an IP, a recovery address) in a fixed window, and keeps the password
 * login's state per account (`admitLogin`, the rule in login-rule.ts). In memory for a single
 * process; in Redis when several processes must share the counts (REDIS_URL).
 *
 * An attempt is counted when it arrives, atomically, before its password is checked: checking
 * first and counting after let a burst of parallel attempts all pass the check while the counter
 * still read zero. An attempt that turns out not to be a failure gives its count back (`release`,
 * `loginSucceeded`).
 */
import type { Redis } from 'ioredis';
import {
  decideLogin,
  emptyLoginState,
  forgetPair,
  type LoginAdmission,
  type LoginRule,
  type LoginState,
} from './login-rule';

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
  /**
   * Decides, in one atomic step, whether a password attempt on `account` from `address` is
   * evaluated, and counts it when it is (login-rule.ts).
   */
  admitLogin(account: string, address: string, rule: LoginRule): Promise<LoginAdmission>;
  /** The admitted attempt was not a failure: the pair's failures are forgotten and its count given back. */
  loginSucceeded(account: string, address: string): Promise<void>;
  /** Forgets every failure on the account (a password reset). */
  clearLogin(account: string): Promise<void>;
}

export function memoryAttemptStore(now = () => Date.now()): AttemptStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const logins = new Map<string, LoginState>();
  let admissions = 0;
  /** Every so often, the states past their expiry go: the map does not grow with every account ever tried. */
  const sweep = () => {
    if (++admissions % 1000 !== 0) return;
    const t = now();
    for (const [k, v] of logins) if (v.expiresAt <= t) logins.delete(k);
  };
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
    // Read, decide and write in one event-loop turn: atomic within the process.
    admitLogin: async (account, address, rule) => {
      sweep();
      const t = now();
      const stored = logins.get(account);
      const state = stored && stored.expiresAt > t ? stored : emptyLoginState();
      const { admission, next } = decideLogin(state, address, t, rule);
      if (next) logins.set(account, next);
      return admission;
    },
    loginSucceeded: async (account, address) => {
      const state = logins.get(account);
      if (state) logins.set(account, forgetPair(state, address));
    },
    clearLogin: async (account) => void logins.delete(account),
  };
}

/** DECR only a live key above zero: a plain DECR after the window expired would leave -1 forever. */
const RELEASE_SCRIPT = `
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * login-rule.ts's `decideLogin` in Lua, run by Redis as one step whatever the number of processes;
 * the clock is the Redis server's, the same for every process. One hash per account: `n` the
 * account's failures in its window, `w` the window's end, `g` the end of the account's spacing,
 * and `p:<address>` = "<failures>:<last attempt>" per pair. The tests run the same cases on both.
 * KEYS[1] the account's hash; ARGV: address, allowance, window, backoff, max backoff, memory, spacing (ms).
 */
const ADMIT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local field = 'p:' .. ARGV[1]
local L = tonumber(ARGV[2]); local windowMs = tonumber(ARGV[3]); local base = tonumber(ARGV[4])
local maxWait = tonumber(ARGV[5]); local memory = tonumber(ARGV[6]); local spacing = tonumber(ARGV[7])
local h = redis.call('HMGET', KEYS[1], 'n', 'w', 'g', field)
local n = tonumber(h[1]) or 0; local w = tonumber(h[2]) or 0; local g = tonumber(h[3]) or 0
local c, l = 0, 0
if h[4] then
  local sep = string.find(h[4], ':', 1, true)
  c = tonumber(string.sub(h[4], 1, sep - 1)); l = tonumber(string.sub(h[4], sep + 1))
end
local function wait(k)
  if k < 1 then return 0 end
  return math.min(maxWait, base * math.pow(2, math.min(k - 1, 40)))
end
if w <= now then n = 0; w = now + windowMs end
if c > 0 and now - l >= wait(c) + memory then c = 0 end
local need = 0
if c > 0 then
  if n - c >= L then need = wait(c) elseif c >= L then need = wait(c - L + 1) end
end
if now - l < need then return {0, c, need - (now - l), 0} end
if n >= L and g > now then return {0, c, g - now, 0} end
n = n + 1; c = c + 1
if n >= L then g = now + spacing end
redis.call('HSET', KEYS[1], 'n', n, 'w', w, 'g', g, field, c .. ':' .. now)
local keep = math.max(w - now, wait(c) + memory, redis.call('PTTL', KEYS[1]))
redis.call('PEXPIRE', KEYS[1], keep)
local nextWait = 0
if c >= L then nextWait = wait(c - L + 1) end
return {1, c, 0, nextWait}`;

/** Gives back the admitted attempt's count and the spacing it started, and forgets the pair's failures. */
const SUCCEEDED_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('HDEL', KEYS[1], 'p:' .. ARGV[1])
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if n > 0 then n = n - 1 end
redis.call('HSET', KEYS[1], 'n', n, 'g', 0)
return 0`;

export function redisAttemptStore(redis: Redis, prefix = 'login-attempts:'): AttemptStore {
  const loginKey = (account: string) => `${prefix}login:${account}`;
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
      if (!res || res.some(([err]) => err))
        throw res?.find(([err]) => err)?.[0] ?? new Error('redis transaction aborted');
      return { count: Number(res[0][1]), ttl: Math.max(1, Number(res[2][1])) };
    },
    release: async (key) => void (await redis.eval(RELEASE_SCRIPT, 1, prefix + key)),
    reset: async (key) => void (await redis.del(prefix + key)),
    admitLogin: async (account, address, rule) => {
      const [admitted, failures, retryMs, nextWaitMs] = (await redis.eval(
        ADMIT_SCRIPT,
        1,
        loginKey(account),
        address,
        rule.allowance,
        rule.windowMs,
        rule.backoffMs,
        rule.maxBackoffMs,
        rule.memoryMs,
        rule.spacingMs,
      )) as number[];
      return { admitted: admitted === 1, failures, retryAfterMs: retryMs, nextWaitMs };
    },
    loginSucceeded: async (account, address) =>
      void (await redis.eval(SUCCEEDED_SCRIPT, 1, loginKey(account), address)),
    clearLogin: async (account) => void (await redis.del(loginKey(account))),
  };
}
