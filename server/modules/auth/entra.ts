/**
 * Microsoft Entra ID sign-in: what this deployment trusts, and the check of an ID token the
 * browser obtained with MSAL. The token must be an RS256 JWS signed by a key of the tenant's
 * published key set (fetched with jose's remote JWKS: cached, refetched on an unknown key id),
 * issued by the tenant's issuer for this application (audience = ENTRA_CLIENT_ID), and not
 * expired. `alg: none`, other algorithms, another audience or issuer, and a bad signature are
 * refusals (401, counted like failed logins); a key set that cannot be fetched is the identity
 * provider's outage (503), not the user's fault.
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { ENTRA_AUTHORITY_HOST as AUTHORITY_HOST, type Config } from '../../config';
import { AppError } from '../../lib/errors';

export interface EntraTrust {
  clientId: string;
  issuer: string;
  jwksUrl: string;
}

/** The issuer and key set tokens are checked against: the tenant's, unless overridden. */
export function entraTrustOf(config: Pick<Config, 'ENTRA_TENANT_ID' | 'ENTRA_CLIENT_ID' | 'ENTRA_ISSUER' | 'ENTRA_JWKS_URL'>): EntraTrust | null {
  const tenant = config.ENTRA_TENANT_ID;
  const issuer = config.ENTRA_ISSUER ?? (tenant && `${AUTHORITY_HOST}/${tenant}/v2.0`);
  const jwksUrl = config.ENTRA_JWKS_URL ?? (tenant && `${AUTHORITY_HOST}/${tenant}/discovery/v2.0/keys`);
  if (!config.ENTRA_CLIENT_ID || !issuer || !jwksUrl) return null;
  return { clientId: config.ENTRA_CLIENT_ID, issuer, jwksUrl };
}

export interface EntraIdentity {
  /** The user's object id in the tenant: stable, bound to the account at the first sign-in. */
  oid: string;
  /** The e-mails the token names (`email`, then `preferred_username`), lower case. */
  emails: string[];
}

/** Refused tokens: every kind answers the same, like a wrong password. */
export const ssoRefused = (headers: Record<string, string | number> = {}) =>
  new AppError('sso_failed', 'login_failed', undefined, {}, headers);

/** Failures of the key set's fetch: the identity provider (or the way to it) is down. */
function providerDown(err: unknown): boolean {
  if (err instanceof joseErrors.JWKSTimeout || err instanceof joseErrors.JWKSInvalid) return true;
  // A refused connection or a non-200 answer: not a JOSE verdict on the token itself.
  if (!(err instanceof joseErrors.JOSEError)) return true;
  return err.code === 'ERR_JOSE_GENERIC';
}

export function createEntraVerifier(trust: EntraTrust) {
  const keys = createRemoteJWKSet(new URL(trust.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 600_000 });

  return async function verifyIdToken(token: string): Promise<EntraIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: trust.issuer,
        audience: trust.clientId,
        clockTolerance: 60,
        requiredClaims: ['exp', 'iat', 'oid'],
      }));
    } catch (err) {
      if (providerDown(err)) throw new AppError('sso_unavailable', 'sso_unavailable');
      throw ssoRefused();
    }
    const oid = typeof payload.oid === 'string' && payload.oid.length <= 100 ? payload.oid : null;
    if (!oid) throw ssoRefused();
    const emails = [payload.email, payload.preferred_username]
      .filter((e): e is string => typeof e === 'string' && e.includes('@') && e.length <= 254)
      .map((e) => e.toLowerCase());
    return { oid, emails: [...new Set(emails)] };
  };
}
