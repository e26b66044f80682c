/**
 * Password login with attempt limits per account and address pair, per account and per address
 * (login-limits.ts, the rule in login-rule.ts: slowed, never locked for the right password from
 * another address), Microsoft Entra ID sign-in (its refusals counted per IP; the account is the
 * one its (tenant, object id) was linked to, never one named by an e-mail claim), and logout.
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
import {
  confirmLegacyIdentity,
  findEntraUser,
  findLoginUser,
  insertSession,
  revokeSession,
} from './auth.repository';
import { companyTenant, createEntraVerifier, entraTrustOf } from './entra';
import { createLoginLimits } from './login-limits';

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
  const entraTrust = entraTrustOf(config);
  const verifyEntra = entraTrust ? createEntraVerifier(entraTrust) : null;

  const limits = createLoginLimits(deps);
  const { headers, locked } = limits;

  /** Opens a session for a signed-in user (confirming a legacy Microsoft link's tenant on the way) and signs its token. */
  async function openSession(
    user: { user_uuid: string; company_uuid: string },
    meta: LoginMeta,
    method: 'password' | 'entra',
    confirmTenant?: string,
  ) {
    const expiresAt = new Date(Date.now() + tokens.ttlSeconds * 1000);
    const sessionUuid = await mutations.system(async (m: MutationContext) => {
      if (confirmTenant) await confirmLegacyIdentity(m.tx, user.user_uuid, confirmTenant);
      const id = await insertSession(m.tx, {
        user_uuid: user.user_uuid,
        company_uuid: user.company_uuid,
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
        expires_at: expiresAt.toISOString(),
        method,
      });
      await m.log({
        type: 'user',
        type_uuid: user.user_uuid,
        action: 'login',
        company_uuid: user.company_uuid,
        ...(method === 'entra'
          ? {
              after: { method, ...(confirmTenant ? { legacy_link_confirmed: confirmTenant } : {}) },
            }
          : {}),
      });
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
    return { token, expires_at: expiresAt.toISOString() };
  }

  return {
    async login(input: LoginBody, meta: LoginMeta) {
      // Counted on arrival, before the password is checked (see attempt-store.ts): of a burst of
      // parallel attempts only the allowance is ever evaluated. The rule: login-rule.ts.
      const admission = await limits.admit(input.email, meta.ip);
      const user = await findLoginUser(database.db, input.email);
      const ok = await passwordMatches(user?.password_hash ?? null, input.password);
      if (!user || !ok) {
        throw new AppError(
          'login_failed',
          'login_failed',
          { password: ['login_failed'] },
          {},
          limits.failureHeaders(admission),
        );
      }
      // The right password is not a failed attempt: give back what was counted on arrival, and
      // forget this address's failures on the account.
      await limits.succeeded(input.email, meta.ip);
      if (user.state !== 'active' || user.company_state !== 'active') {
        throw new AppError(
          'login_failed',
          'account_inactive',
          { email: ['account_inactive'] },
          {},
          headers(limit, 0),
        );
      }
      return { ...(await openSession(user, meta, 'password')), headers: headers(limit, 0) };
    },

    /**
     * Sign-in with a Microsoft Entra ID token (entra.ts checks it). The account is the one the
     * token's (tenant, object id) was linked to (from a password session or by the company's
     * admin: microsoft.service.ts), and only while the account's company has registered that
     * tenant; an e-mail claim names nobody. An unlinked identity answers `sso_account_unknown`.
     * Each refusal is counted on the caller's address like a failed password; a success gives
     * the count back. The session and the answer are a password login's.
     */
    async loginWithEntra(idToken: string, meta: LoginMeta) {
      if (!verifyEntra) throw new AppError('sso_not_configured', 'sso_not_configured');
      const ipKey = `ip:${meta.ip}`;
      const ip = await attempts.hit(ipKey, config.LOGIN_WINDOW_SECONDS);
      if (ip.count > config.LOGIN_MAX_ATTEMPTS_PER_IP) throw locked(ip.ttl);
      const refusal = (key: 'login_failed' | 'sso_account_unknown' = 'login_failed') =>
        new AppError(
          'sso_failed',
          key,
          undefined,
          {},
          {
            [RATE_LIMIT_HEADERS.limit]: config.LOGIN_MAX_ATTEMPTS_PER_IP,
            [RATE_LIMIT_HEADERS.remaining]: Math.max(
              0,
              config.LOGIN_MAX_ATTEMPTS_PER_IP - ip.count,
            ),
          },
        );

      let identity;
      try {
        identity = await verifyEntra(idToken);
      } catch (err) {
        throw err instanceof AppError && err.code === 'sso_failed' ? refusal() : err;
      }
      const user = await findEntraUser(database.db, identity.tid, identity.oid);
      // A tenant signs in only to the company that registered it (a legacy link, whose tenant
      // was never recorded, is confirmed by this check too).
      const tenant =
        user &&
        companyTenant(entraTrust, {
          is_provider: user.company_is_provider,
          entra_tenant_id: user.company_tenant_id,
        });
      if (!user || tenant !== identity.tid) throw refusal('sso_account_unknown');
      await attempts.release(ipKey);
      if (user.state !== 'active' || user.company_state !== 'active') {
        throw new AppError('login_failed', 'account_inactive', { email: ['account_inactive'] });
      }
      const legacy = user.link_tenant_id === null ? identity.tid : undefined;
      return { ...(await openSession(user, meta, 'entra', legacy)), headers: headers(limit, 0) };
    },

    async logout(m: MutationContext, user: AuthUser) {
      await revokeSession(m.tx, user.session_uuid);
      // Its open sockets go too, on every process, once the revocation is committed.
      m.afterCommit(() => realtime.endSession(user.session_uuid));
      await m.log({ type: 'user', type_uuid: user.user_uuid, action: 'logout' });
    },
  };
}
