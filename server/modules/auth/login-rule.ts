/**
 * Which password attempts are evaluated (issue 23, finding 9). The rule, with L the allowance
 * (LOGIN_MAX_ATTEMPTS, 5), B the first delay (LOGIN_BACKOFF_SECONDS, 60 s) and wait(k) =
 * min(LOGIN_WINDOW_SECONDS, B * 2^(k-1)):
 *
 * - Per account and address pair: the first L failures are evaluated at once; after that the pair
 *   is slowed, not locked: its next attempt waits wait(1) after its last one, then wait(2), ...
 *   (1, 2, 4, 8, 15 minutes by default). Until the wait is over its attempts answer 429 with
 *   Retry-After; the right password after the wait signs in. A pair's failures are forgotten
 *   LOGIN_WINDOW_SECONDS after its wait ended, on a success, and on a password reset.
 * - Per account, across addresses: its failures in a window of LOGIN_WINDOW_SECONDS. The first L
 *   are evaluated at once; from the attempt that uses the last of them, at most one attempt per
 *   second (`spacingMs`) is evaluated on the account, whatever the address: a burst of any size
 *   from any number of addresses evaluates at most L, as before. An address with no failure on the
 *   account waits only for that second: an attacker's failures from one address keep the owner at
 *   another out for at most a second, never 15 minutes.
 * - When the account's other addresses have used its allowance (failures not from this pair >= L:
 *   the account is under attack), a pair with failures waits wait(c) after its last attempt, from
 *   its first failure on: a distributed attacker gets one try per new address and then ever
 *   longer waits on each, and never more than one try a second in all. The owner who mistyped once
 *   during such an attack waits wait(1) (a minute), not the window.
 * - The per-address count across accounts (LOGIN_MAX_ATTEMPTS_PER_IP) stays a plain fixed window
 *   (auth.service.ts), and IPv6 addresses count per /64 (address-key.ts).
 *
 * Pure so that the memory store runs it as is; the Redis store runs the same steps in Lua
 * (attempt-store.ts) and the store tests run the same cases on both.
 */

export interface LoginRule {
  /** L: failures evaluated at once, per pair and per account. */
  allowance: number;
  /** The account's window of failures. */
  windowMs: number;
  /** The first wait past the allowance; it doubles with each further failure. */
  backoffMs: number;
  /** The longest wait. */
  maxBackoffMs: number;
  /** How long a pair's failures are kept after its wait ended. */
  memoryMs: number;
  /** Past the account's allowance: at most one attempt per this many ms on the account. */
  spacingMs: number;
}

export interface LoginAdmission {
  /** Whether the password is checked; when not, the answer is 429. */
  admitted: boolean;
  /** The pair's failures, this attempt included when admitted. */
  failures: number;
  /** When refused: the wait until an attempt may be evaluated. */
  retryAfterMs: number;
  /** When admitted: the wait the pair will have if this attempt fails (0 within the allowance). */
  nextWaitMs: number;
}

export interface LoginState {
  /** The account's failures in its window, and the window's end. */
  n: number;
  w: number;
  /** The end of the account's spacing. */
  g: number;
  /** Per address: failures and the time of the last admitted attempt. */
  pairs: Map<string, { c: number; l: number }>;
  /** When the whole state may be dropped. */
  expiresAt: number;
}

export const emptyLoginState = (): LoginState => ({
  n: 0,
  w: 0,
  g: 0,
  pairs: new Map(),
  expiresAt: 0,
});

export function loginWait(rule: LoginRule, k: number): number {
  if (k < 1) return 0;
  return Math.min(rule.maxBackoffMs, rule.backoffMs * 2 ** Math.min(k - 1, 40));
}

export function decideLogin(
  state: LoginState,
  address: string,
  now: number,
  rule: LoginRule,
): { admission: LoginAdmission; next?: LoginState } {
  const L = rule.allowance;
  let { n, w, g } = state;
  if (w <= now) {
    n = 0;
    w = now + rule.windowMs;
  }
  const pair = state.pairs.get(address);
  let c = pair?.c ?? 0;
  const l = pair?.l ?? 0;
  if (c > 0 && now - l >= loginWait(rule, c) + rule.memoryMs) c = 0;
  let need = 0;
  if (c > 0) {
    if (n - c >= L) need = loginWait(rule, c);
    else if (c >= L) need = loginWait(rule, c - L + 1);
  }
  if (now - l < need)
    return {
      admission: { admitted: false, failures: c, retryAfterMs: need - (now - l), nextWaitMs: 0 },
    };
  if (n >= L && g > now)
    return { admission: { admitted: false, failures: c, retryAfterMs: g - now, nextWaitMs: 0 } };
  n += 1;
  c += 1;
  if (n >= L) g = now + rule.spacingMs;
  // In place (the memory store's state; a copy per attempt would cost as much as the map is big).
  const pairs = state.pairs;
  pairs.set(address, { c, l: now });
  const expiresAt = Math.max(state.expiresAt, w, now + loginWait(rule, c) + rule.memoryMs);
  return {
    admission: {
      admitted: true,
      failures: c,
      retryAfterMs: 0,
      nextWaitMs: c >= L ? loginWait(rule, c - L + 1) : 0,
    },
    next: { n, w, g, pairs, expiresAt },
  };
}

/**
 * An admitted attempt that was not a failure: its count and the spacing it started are given
 * back, and the pair's failures forgotten.
 */
export function forgetPair(state: LoginState, address: string): LoginState {
  state.pairs.delete(address);
  return { ...state, n: Math.max(0, state.n - 1), g: 0 };
}
