/**
 * The outbox's records and rules, shared by the service worker and its unit tests.
 *
 * An entry is one mutating /api request that could not reach the server: the URL, method, body
 * (text, or a Blob for a binary body such as a multipart file upload: IndexedDB stores Blobs by
 * structured clone, so a queued file survives the page and the worker) and headers WITHOUT `access_token` (the replay adds the token current at that moment, so a
 * token renewed while offline is used instead of a stale one), plus its original Idempotency-Key
 * (a replay after a lost answer must write once). `seq` orders the entries (FIFO replay).
 */

export interface OutboxEntry {
  /** IndexedDB key, increasing: the replay order. */
  seq: number;
  id: string;
  url: string;
  method: string;
  /** Text, or a Blob for a binary body (multipart uploads); sent again with its content type. */
  body: OutboxBody;
  /** Request headers, lower-case names, never `access_token`. */
  headers: Record<string, string>;
  idempotency_key: string;
  /** The user whose token sent the request (JWT `user_uuid`): never replayed for another user. */
  user_uuid: string | null;
  created_at: string;
  attempts: number;
  last_error: string | null;
  /** Epoch ms before which the periodic replay leaves the entry alone (backoff). */
  next_attempt_at: number;
}

export type NewEntry = Omit<OutboxEntry, 'seq'>;

export type OutboxBody = string | Blob | null;

/** Bodies kept as bytes, not text: anything that is not JSON, text or a url-encoded form. */
export function isBinaryBody(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!type) return false;
  return !(
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/x-www-form-urlencoded'
  );
}

/** A change the server refused for good, kept until the user dismisses it. */
export interface FailedEntry {
  id: string;
  /** The request's Idempotency-Key: the page's write kit knows its change by it. */
  idempotency_key: string;
  url: string;
  method: string;
  body: OutboxBody;
  status: number;
  message: string;
  created_at: string;
  failed_at: string;
}

/** What the page shows: how many changes wait, and the refused ones. */
export interface OutboxSummary {
  pending: number;
  failed: FailedEntry[];
  /** True while the head entry waits for a fresh token (the last one got 401). */
  waitingForLogin: boolean;
}

/**
 * How one entry left the outbox for good, told to the pages by its Idempotency-Key so the write
 * that sent it settles (src/db/writes): `ok` for a 2xx, otherwise the refusal and its message.
 */
export interface Outcome {
  idempotency_key: string;
  ok: boolean;
  status: number;
  message: string | null;
}

export type Verdict = 'done' | 'failed' | 'retry' | 'unauthorized';

/** Answers that may succeed later: server trouble, timeouts, rate limits. */
const RETRY_4XX = new Set([408, 425, 429]);

/**
 * 2xx: done. 401: wait for a fresh token. 408/425/429 and 5xx: retry with backoff. Any other
 * 4xx (400, 403, 404, 409, 413, 422, ...) can never succeed as sent: it leaves as a failed change,
 * so it does not block the changes queued behind it forever.
 */
export function verdictOf(status: number): Verdict {
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'unauthorized';
  if (status >= 400 && status < 500 && !RETRY_4XX.has(status)) return 'failed';
  return 'retry';
}

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;

/** Delay before the next attempt: 2 s, 4 s, 8 s ... capped at 5 min; Retry-After wins if longer. */
export function backoffMs(attempts: number, retryAfter?: string | null): number {
  const exp = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  return Number.isFinite(seconds) && seconds > 0
    ? Math.max(exp, Math.min(seconds * 1000, MAX_DELAY_MS))
    : exp;
}

/** The `user_uuid` claim of a JWT, without verifying it (the server does). */
export function userOfToken(token: string | null): string | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { user_uuid?: unknown };
    return typeof claims.user_uuid === 'string' ? claims.user_uuid : null;
  } catch {
    return null;
  }
}
