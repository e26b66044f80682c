/**
 * Single-use secrets sent by mail (invitations, password recovery): 32 random bytes, base64url in
 * the link. Only the SHA-256 is stored, so a database reader cannot use a pending token: the
 * token's table keeps the hash, and the mail's copy in the outbox carries the link masked
 * (`?token=••••••••`), the token itself sealed apart (server/mail/outbox.ts) until the delivery
 * job renders it into the mail it sends, then wiped.
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

/** What stands for the token in a stored mail: no base64url character, so never mistaken for one. */
export const TOKEN_MASK = '••••••••';
const MASKED_QUERY = `?token=${TOKEN_MASK}`;

/** The link a mail is rendered and stored with: the token masked. */
export const maskedLink = (publicUrl: string, path: string) => `${publicUrl}${path}${MASKED_QUERY}`;

/** The stored text with its masked link(s) carrying the token: done only for the mail being sent. */
export const withToken = (text: string, token: string) =>
  text.replaceAll(MASKED_QUERY, `?token=${encodeURIComponent(token)}`);

/**
 * Any `token=` query value masked: what the outbox answers show of a mail's text whatever it holds
 * (migration 0016 does the same in SQL to mails stored before the links were masked).
 */
export const maskTokens = (text: string) =>
  text.replace(/([?&](?:amp;)?token=)[^&\s"'<>]+/g, `$1${TOKEN_MASK}`);
