/**
 * The limits of password attempts, shared by the login and the own password change (whose wrong
 * `old_password` guesses count like failed logins: the same account, address and counts). The
 * rule is login-rule.ts's; the counts live in the attempt store (memory or Redis).
 */
import { RATE_LIMIT_HEADERS } from '../../../contract/api/auth';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { addressKey } from './address-key';
import type { LoginAdmission, LoginRule } from './login-rule';

/** Past the account's allowance, at most one attempt a second on it (login-rule.ts). */
export const ACCOUNT_SPACING_MS = 1000;

export type LoginLimits = ReturnType<typeof createLoginLimits>;

export function createLoginLimits({ config, attempts }: Pick<Deps, 'config' | 'attempts'>) {
  const limit = config.LOGIN_MAX_ATTEMPTS;
  const windowMs = config.LOGIN_WINDOW_SECONDS * 1000;
  const rule: LoginRule = {
    allowance: limit,
    windowMs,
    backoffMs: Math.min(config.LOGIN_BACKOFF_SECONDS * 1000, windowMs),
    maxBackoffMs: windowMs,
    memoryMs: windowMs,
    spacingMs: ACCOUNT_SPACING_MS,
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  const headers = (remaining: number, resetSeconds = 0) => ({
    [RATE_LIMIT_HEADERS.limit]: limit,
    [RATE_LIMIT_HEADERS.remaining]: Math.max(0, remaining),
    ...(resetSeconds > 0 ? { [RATE_LIMIT_HEADERS.reset]: resetSeconds } : {}),
  });

  /** 429 with the spec's message, its headers and Retry-After. */
  function locked(retryAfterSeconds: number): AppError {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return new AppError(
      'too_many_attempts',
      'too_many_attempts',
      undefined,
      { minutes },
      {
        ...headers(0, retryAfterSeconds),
        'retry-after': retryAfterSeconds,
      },
    );
  }

  const keys = (email: string, ip: string) => ({
    account: email.trim().toLowerCase(),
    address: addressKey(ip),
  });

  return {
    limit,
    headers,
    locked,

    /**
     * Counts a password attempt before the password is checked, or throws 429: the address's
     * count across accounts first, then the account and address rule (login-rule.ts).
     */
    async admit(email: string, ip: string): Promise<LoginAdmission> {
      const k = keys(email, ip);
      const perIp = await attempts.hit(`ip:${k.address}`, config.LOGIN_WINDOW_SECONDS);
      if (perIp.count > config.LOGIN_MAX_ATTEMPTS_PER_IP) throw locked(perIp.ttl);
      const admission = await attempts.admitLogin(k.account, k.address, rule);
      if (!admission.admitted) throw locked(seconds(admission.retryAfterMs));
      return admission;
    },

    /** The headers of a failed attempt: what is left of the pair's allowance, and its wait. */
    failureHeaders(admission: LoginAdmission) {
      return headers(
        limit - admission.failures,
        admission.nextWaitMs > 0 ? seconds(admission.nextWaitMs) : 0,
      );
    },

    /** The admitted attempt was not a failure (the right password): its counts are given back. */
    async succeeded(email: string, ip: string) {
      const k = keys(email, ip);
      await Promise.all([
        attempts.release(`ip:${k.address}`),
        attempts.loginSucceeded(k.account, k.address),
      ]);
    },

    /** A password reset: every failure on the account is forgotten. */
    clear: (email: string) => attempts.clearLogin(keys(email, '').account),
  };
}
