/**
 * Single-use secrets sent by mail (invitations, password recovery): 32 random bytes, base64url in
 * the link; only the SHA-256 is stored, so a database reader cannot use a pending token.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The links mails carry: the client's public screens read the token from the query. */
export const INVITATION_PATH = '/accept-invitation';
export const RECOVERY_PATH = '/reset-password';
