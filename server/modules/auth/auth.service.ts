/**
 * Password login with per-account and per-IP attempt limits, and logout. A locked account is
 * refused even with the right password until its window passes.
 */
import { hash, verify } from '@node-rs/argon2';
import { RATE_LIMIT_HEADERS } from '../../../contract/api/auth';
import type { LoginBody } from '../../../contract/api/auth';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../lib/auth-user';
import { moduleCodes } from '../../lib/auth-user';
import { AppError } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { findSessionUser } from './session.repository';
import { findLoginUser, insertSession, revokeSession } from './auth.repository';

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash keeps unknown e-mails as slow as wrong passwords. */
const timingHash = () => (dummyHash ??= hash('not-a-real-password-0000'));

/** False for a wrong password and for a user without one, in about the same time either way. */
async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await timingHash(), password).catch(() => false);
    return false;
  }
  // A malformed stored hash makes verify throw: that is a failed login, not a server error.
  return verify(stored, password).catch(() => false);
}

export interface LoginMeta {
  ip: string;
  userAgent: string | null;
}

export function createAuthService(deps: Deps) {
  const { config, attempts, database, tokens, mutations, realtime } = deps;
  const limit = config.LOGIN_MAX_ATTEMPTS;

  const headers = (remaining: number, ttl: number) => ({
    [RATE_LIMIT_HEADERS.limit]: limit,
    [RATE_LIMIT_HEADERS.remaining]: Math.max(0, remaining),
    ...(ttl > 0 ? { [RATE_LIMIT_HEADERS.reset]: ttl } : {}),
  });

  function locked(ttl: number): AppError {
    const minutes = Math.max(1, Math.ceil(ttl / 60));
    return new AppError('too_many_attempts', 'too_many_attempts', undefined, { minutes }, {
      ...headers(0, ttl),
      'retry-after': ttl,
    });
  }

  return {
    async login(input: LoginBody, meta: LoginMeta) {
      const accountKey = `account:${input.email.toLowerCase()}`;
      const ipKey = `ip:${meta.ip}`;
      // Counted on arrival, before the password is checked (see attempt-store.ts): of a burst of
      // parallel attempts only the first `limit` are ever evaluated.
      const [account, ip] = await Promise.all([
        attempts.hit(accountKey, config.LOGIN_WINDOW_SECONDS),
        attempts.hit(ipKey, config.LOGIN_WINDOW_SECONDS),
      ]);
      if (account.count > limit) throw locked(account.ttl);
      if (ip.count > config.LOGIN_MAX_ATTEMPTS_PER_IP) throw locked(ip.ttl);

      const user = await findLoginUser(database.db, input.email);
      const ok = await passwordMatches(user?.password_hash ?? null, input.password);
      if (!user || !ok) {
        throw new AppError('login_failed', 'login_failed', { password: ['login_failed'] }, {},
          headers(limit - account.count, account.ttl));
      }
      // The right password is not a failed attempt: give back what was counted on arrival.
      await attempts.release(ipKey);
      if (user.state !== 'active' || user.company_state !== 'active') {
        await attempts.release(accountKey);
        throw new AppError('login_failed', 'account_inactive', { email: ['account_inactive'] }, {}, headers(limit - account.count + 1, 0));
      }
      await attempts.reset(accountKey);

      const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
      const sessionUuid = await mutations.system(async (m: MutationContext) => {
        const id = await insertSession(m.tx, {
          user_uuid: user.user_uuid,
          company_uuid: user.company_uuid,
          ip: meta.ip,
          user_agent: meta.userAgent?.slice(0, 500) ?? null,
          expires_at: expiresAt.toISOString(),
        });
        await m.log({ type: 'user', type_uuid: user.user_uuid, action: 'login', company_uuid: user.company_uuid });
        return id;
      });
      const authUser = (await findSessionUser(database, sessionUuid)) as AuthUser;
      const token = await tokens.sign(
        {
          user_uuid: authUser.user_uuid,
          email: authUser.email,
          roles: authUser.roles.map((r) => r.role_name),
          company_uuid: authUser.company_uuid,
          modules: moduleCodes(authUser),
        },
        sessionUuid,
        expiresAt,
      );
      return { token, expires_at: expiresAt.toISOString(), headers: headers(limit, 0) };
    },

    async logout(m: MutationContext, user: AuthUser) {
      await revokeSession(m.tx, user.session_uuid);
      // Its open sockets go too, on every process, once the revocation is committed.
      m.afterCommit(() => realtime.endSession(user.session_uuid));
      await m.log({ type: 'user', type_uuid: user.user_uuid, action: 'logout' });
    },
  };
}
