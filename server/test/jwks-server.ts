/**
 * A local stand-in for a Microsoft Entra ID tenant's published keys: an HTTP server on a free port
 * serving a jose-generated RS256 key set at /keys, and a signer of ID tokens with that key (or,
 * for the refusal tests, with another key, another algorithm, or none at all).
 */
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export const TENANT_ID = '7d0c5a9e-1b2f-4c3d-8e4f-5a6b7c8d9e0f';
export const CLIENT_ID = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const KID = 'test-key-1';

export interface JwksServer {
  url: string;
  issuer: string;
  /** Configuration overrides that make the app trust this tenant. */
  config: Record<string, string>;
  /** An ID token signed by the tenant's key; `claims` override the defaults (iss, aud, exp…). */
  sign(
    claims: JWTPayload,
    opts?: { key?: 'tenant' | 'stranger'; expiresIn?: string | number },
  ): Promise<string>;
  /** An ID token signed with HS256 using the client id as the secret (a classic confusion attack). */
  signHs256(claims: JWTPayload): Promise<string>;
  /** The same claims with `alg: none` and no signature. */
  unsigned(claims: JWTPayload): string;
  close(): Promise<void>;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

export async function startJwksServer(): Promise<JwksServer> {
  const tenant = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(tenant.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/keys') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/keys`;
  const issuer = `https://login.microsoftonline.com/${TENANT_ID}/v2.0`;
  const defaults = (claims: JWTPayload): JWTPayload => ({
    iss: issuer,
    aud: CLIENT_ID,
    tid: TENANT_ID,
    ver: '2.0',
    ...claims,
  });

  return {
    url,
    issuer,
    config: { ENTRA_TENANT_ID: TENANT_ID, ENTRA_CLIENT_ID: CLIENT_ID, ENTRA_JWKS_URL: url },
    sign: (claims, opts = {}) =>
      new SignJWT(defaults(claims))
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '1h')
        .sign(opts.key === 'stranger' ? stranger.privateKey : tenant.privateKey),
    signHs256: (claims) =>
      new SignJWT(defaults(claims))
        .setProtectedHeader({ alg: 'HS256', kid: KID })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(CLIENT_ID.repeat(2))),
    unsigned: (claims) => {
      const now = Math.floor(Date.now() / 1000);
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...defaults(claims), iat: now, exp: now + 3600 })}.`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
