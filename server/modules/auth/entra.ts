/**
 * Microsoft Entra ID sign-in: what this deployment trusts, and the check of an ID token the
 * browser obtained with MSAL. The token must be an RS256 JWS signed by a key of the published
 * key set (fetched with jose's remote JWKS: cached, refetched on an unknown key id), issued for
 * this application (audience = ENTRA_CLIENT_ID) by the trusted tenant's issuer, not expired, and
 * carry the tenant (`tid`) and the person's object id there (`oid`): the identity is that pair,
 * never an e-mail claim (a tenant's admin sets those to anything). `alg: none`, other algorithms,
 * another audience or issuer, and a bad signature are refusals (401, counted like failed logins);
 * a key set that cannot be fetched is the identity provider's outage (503), not the user's fault.
 *
 * ENTRA_TENANT_ID names one tenant (its issuer only is accepted) or `organizations` / `common`
 * (any organisation's tenant, each token checked against its own tenant's issuer); which tenant
 * may sign into which account is then the company's registered tenant (auth.service.ts).
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { ENTRA_AUTHORITY_HOST as AUTHORITY_HOST, type Config } from '../../config';
import { AppError } from '../../lib/errors';

export interface EntraTrust {
  clientId: string;
  /** The issuer a token must name; `{tenantid}` stands for the token's own `tid` (multi-tenant). */
  issuer: string;
  jwksUrl: string;
  /** The one trusted tenant's id (lower case); null when any organisation's tenant is trusted. */
  tenant: string | null;
}

/** The tenant names of Microsoft's multi-tenant endpoints. */
const MULTI_TENANT = new Set(['organizations', 'common']);
const TENANT_PLACEHOLDER = '{tenantid}';

/** A tenant or object id as Entra ID writes it: a GUID, compared in lower case. */
export const ENTRA_GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The issuer and key set tokens are checked against: the tenant's, unless overridden. */
export function entraTrustOf(
  config: Pick<Config, 'ENTRA_TENANT_ID' | 'ENTRA_CLIENT_ID' | 'ENTRA_ISSUER' | 'ENTRA_JWKS_URL'>,
): EntraTrust | null {
  const tenant = config.ENTRA_TENANT_ID;
  const singleTenant = !tenant || !MULTI_TENANT.has(tenant.toLowerCase());
  const issuer =
    config.ENTRA_ISSUER ??
    (tenant && `${AUTHORITY_HOST}/${singleTenant ? tenant : TENANT_PLACEHOLDER}/v2.0`);
  const jwksUrl =
    config.ENTRA_JWKS_URL ?? (tenant && `${AUTHORITY_HOST}/${tenant}/discovery/v2.0/keys`);
  if (!config.ENTRA_CLIENT_ID || !issuer || !jwksUrl) return null;
  return {
    clientId: config.ENTRA_CLIENT_ID,
    issuer,
    jwksUrl,
    tenant: singleTenant && tenant && ENTRA_GUID.test(tenant) ? tenant.toLowerCase() : null,
  };
}

/**
 * The tenant whose identities may be linked to and sign into a company's users: the one the
 * company registered (its admin, PUT /settings/microsoft). While the provider registered none, a
 * deployment trusting one tenant lends it that tenant: the operator configured its own (the
 * provider's staff signed in with it before tenants were registered). A customer always registers.
 */
export function companyTenant(
  trust: Pick<EntraTrust, 'tenant'> | null,
  company: { is_provider: boolean; entra_tenant_id: string | null },
): string | null {
  if (!trust) return null;
  if (company.entra_tenant_id) return company.entra_tenant_id;
  return company.is_provider ? trust.tenant : null;
}

export interface EntraIdentity {
  /** The tenant that issued the token (`tid`), lower case. */
  tid: string;
  /** The person's object id in that tenant (`oid`), lower case: with `tid`, the identity. */
  oid: string;
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
  const keys = createRemoteJWKSet(new URL(trust.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    cacheMaxAge: 600_000,
  });

  return async function verifyIdToken(token: string): Promise<EntraIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        // One tenant: its issuer, checked by jose. Any tenant: the token's own, checked below.
        ...(trust.issuer.includes(TENANT_PLACEHOLDER) ? {} : { issuer: trust.issuer }),
        audience: trust.clientId,
        clockTolerance: 60,
        requiredClaims: ['exp', 'iat', 'iss', 'oid', 'tid'],
      }));
    } catch (err) {
      if (providerDown(err)) throw new AppError('sso_unavailable', 'sso_unavailable');
      throw ssoRefused();
    }
    const tid =
      typeof payload.tid === 'string' && ENTRA_GUID.test(payload.tid)
        ? payload.tid.toLowerCase()
        : null;
    const oid =
      typeof payload.oid === 'string' && ENTRA_GUID.test(payload.oid)
        ? payload.oid.toLowerCase()
        : null;
    if (!tid || !oid) throw ssoRefused();
    // The issuer is the tenant's own: a token of tenant A never passes as tenant B's.
    if (payload.iss !== trust.issuer.replace(TENANT_PLACEHOLDER, tid)) throw ssoRefused();
    return { tid, oid };
  };
}
