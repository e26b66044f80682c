/**
 * The replay: sends the outbox entries one at a time, oldest first, and stops at the first one
 * that cannot land yet, so the server sees the changes in the order they were made.
 *
 * An entry leaves only on a final answer: 2xx (done) or a 4xx that can never succeed (moved to the
 * failed list with the server's message, in the same transaction). A network error, 5xx, 408 or
 * 429 keeps it with a backoff; a 401 keeps it and records the rejected token: nothing is sent
 * until the page hands over a different one. Each attempt is counted in storage BEFORE the request
 * goes out, so a crash mid-request leaves the entry (and its Idempotency-Key) for the next start.
 * Each final answer is reported through `onOutcome` once the entry has left storage, so the page
 * can settle the write that queued it (confirm it, or roll it back on a refusal).
 */
import {
  backoffMs,
  userOfToken,
  verdictOf,
  type FailedEntry,
  type OutboxEntry,
  type Outcome,
} from './entry';
import type { OutboxStore } from './store';

export interface ReplayDeps {
  store: OutboxStore;
  fetch: (request: Request) => Promise<Response>;
  now?: () => number;
  /** Told about every entry that reached a final answer (2xx or a refusal for good). */
  onOutcome?: (outcome: Outcome) => void;
}

export interface ReplayOptions {
  /** Ignore the backoff (the connection just came back, or a fresh token arrived). */
  force?: boolean;
}

export type Blocked = 'backoff' | 'network' | 'server' | 'token';

export interface ReplayResult {
  sent: number;
  failed: number;
  remaining: number;
  /** Why the replay stopped with entries left; null when the outbox is empty. */
  blocked: Blocked | null;
  /** When the head entry may be tried again (epoch ms), for the periodic replay. */
  retryAt: number | null;
}

export function buildRequest(entry: OutboxEntry, token: string | null): Request {
  const headers = new Headers(entry.headers);
  headers.set('Idempotency-Key', entry.idempotency_key);
  if (token) headers.set('access_token', token);
  else headers.delete('access_token');
  return new Request(entry.url, { method: entry.method, headers, body: entry.body ?? undefined });
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  return response.statusText || `HTTP ${response.status}`;
}

function failedOf(entry: OutboxEntry, status: number, message: string, now: number): FailedEntry {
  const { id, idempotency_key, url, method, body, created_at } = entry;
  return {
    id,
    idempotency_key,
    url,
    method,
    body,
    status,
    message,
    created_at,
    failed_at: new Date(now).toISOString(),
  };
}

/** Whether the current token may send the entry: present, not the one that got 401, same user. */
async function usableToken(store: OutboxStore, entry: OutboxEntry) {
  const token = await store.getMeta('token');
  const rejected = await store.getMeta('rejected_token');
  if (!entry.user_uuid) return { ok: true, token };
  const ok = token !== null && token !== rejected && userOfToken(token) === entry.user_uuid;
  return { ok, token };
}

export async function replayOutbox(
  deps: ReplayDeps,
  options: ReplayOptions = {},
): Promise<ReplayResult> {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  let sent = 0;
  let failed = 0;
  const stop = async (blocked: Blocked, retryAt: number | null): Promise<ReplayResult> => ({
    sent,
    failed,
    remaining: await store.count(),
    blocked,
    retryAt,
  });

  for (;;) {
    const [head] = await store.list();
    if (!head) return { sent, failed, remaining: 0, blocked: null, retryAt: null };
    if (!options.force && head.next_attempt_at > now())
      return stop('backoff', head.next_attempt_at);
    const { ok, token } = await usableToken(store, head);
    if (!ok) return stop('token', null);

    const attempt: OutboxEntry = { ...head, attempts: head.attempts + 1, last_error: 'sending' };
    await store.update(attempt);
    let response: Response;
    try {
      response = await deps.fetch(buildRequest(attempt, token));
    } catch (error) {
      const retryAt = now() + backoffMs(attempt.attempts);
      const last_error = error instanceof Error ? error.message : String(error);
      await store.update({ ...attempt, last_error, next_attempt_at: retryAt });
      return stop('network', retryAt);
    }

    const verdict = verdictOf(response.status);
    if (verdict === 'done') {
      await store.remove(head.seq);
      sent += 1;
      deps.onOutcome?.({
        idempotency_key: head.idempotency_key,
        ok: true,
        status: response.status,
        message: null,
      });
    } else if (verdict === 'failed') {
      const message = await messageOf(response);
      await store.remove(head.seq, failedOf(attempt, response.status, message, now()));
      failed += 1;
      deps.onOutcome?.({
        idempotency_key: head.idempotency_key,
        ok: false,
        status: response.status,
        message,
      });
    } else if (verdict === 'unauthorized') {
      await store.setMeta('rejected_token', token);
      await store.update({ ...attempt, last_error: 'HTTP 401' });
      return stop('token', null);
    } else {
      const retryAt = now() + backoffMs(attempt.attempts, response.headers.get('retry-after'));
      await store.update({
        ...attempt,
        last_error: `HTTP ${response.status}`,
        next_attempt_at: retryAt,
      });
      return stop('server', retryAt);
    }
  }
}

/**
 * One replay at a time: a call while one runs is folded into a single follow-up run (forced if
 * any of the folded calls was), so triggers arriving together (sync, online, timer) never send
 * the same entry twice in parallel.
 */
export function createReplayer(deps: ReplayDeps) {
  let current: Promise<ReplayResult> | null = null;
  let next: Promise<ReplayResult> | null = null;
  let nextForce = false;

  function run(options: ReplayOptions = {}): Promise<ReplayResult> {
    if (!current) {
      current = replayOutbox(deps, options).finally(() => {
        current = null;
      });
      return current;
    }
    nextForce ||= Boolean(options.force);
    next ??= current
      .catch(() => undefined)
      .then(() => {
        const force = nextForce;
        next = null;
        nextForce = false;
        return run({ force });
      });
    return next;
  }
  return run;
}
