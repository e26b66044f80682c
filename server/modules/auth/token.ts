/**
 * HS256 access tokens. Each token names its session (jti); the session row decides whether the
 * token still works, so logout takes effect at once. Only HS256 is accepted: `alg: none` and
 * every other algorithm fail verification.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { TokenClaims } from '../../../contract/api/auth';
import { isUuid } from '../../lib/route';

export function createTokens(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds: ttlHours * 3600,
    async sign(
      claims: Omit<TokenClaims, 'iat' | 'exp' | 'jti'>,
      sessionUuid: string,
      expiresAt: Date,
    ) {
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return isUuid(payload.jti) ? (payload as unknown as TokenClaims) : null;
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
