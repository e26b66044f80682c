/**
 * HS256 access tokens. Each token names its session (jti); the session row decides whether the
 * token still works, so logout takes effect at once. Only HS256 is accepted: `alg: none` and
 * every other algorithm fail verification.
 *
 * A verified token's claims are kept in memory until the token expires (least recently used
 * first out beyond `cacheSize`): every request of a session carries the same token, and checking
 * its signature again cost each request an asynchronous WebCrypto job (18% of the server's CPU
 * samples on list reads). Only what verified is kept, keyed by the whole token text, so a changed
 * byte is verified afresh; revocation is untouched, since the session row is still read on every
 * request (plugins/auth.ts).
 */
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { TokenClaims } from '../../../contract/api/auth';
import { isUuid } from '../../lib/route';

export interface TokenOptions {
  /** The clock (tests): milliseconds since the epoch. */
  now?: () => number;
  /** How many verified tokens are kept. */
  cacheSize?: number;
}

export function createTokens(secret: string, ttlHours: number, options: TokenOptions = {}) {
  const key = new TextEncoder().encode(secret);
  const now = options.now ?? Date.now;
  const cacheSize = options.cacheSize ?? 10_000;
  const verified = new LRUCache<string, TokenClaims>({ max: cacheSize });
  return {
    ttlSeconds: ttlHours * 3600,
    async sign(
      claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'>,
      sessionUuid: string,
      expiresAt: Date,
    ) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(Math.floor(now() / 1000))
        .setJti(sessionUuid)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /**
     * The verified claims, or null for a malformed, tampered, expired or foreign token. A `jti`
     * that is not a UUID names no session (sessions are keyed by UUID): null, so the caller gets
     * 401 rather than a database error on the session lookup.
     */
    async verify(token: string): Promise<TokenClaims | null> {
      const kept = verified.get(token);
      if (kept) return kept.exp * 1000 > now() ? kept : null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (!isUuid(payload.jti) || typeof payload.exp !== 'number') return null;
        const claims = payload as unknown as TokenClaims;
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
