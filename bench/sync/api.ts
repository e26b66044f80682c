/**
 * Node-side helpers of the sync benchmark: the API calls it makes from outside the browser
 * (login, paging the sync feed, JSON requests) and the percentile arithmetic.
 */
import type { Page } from 'playwright-core';
import { SYNC_COLLECTIONS, type SyncCollection } from '../../contract/sync';

export const USER = { email: 'admin@sejahtera.test', password: 'Demo#2026' };
export const COLLECTIONS: readonly SyncCollection[] = SYNC_COLLECTIONS;

export class BenchFailure extends Error {}

export type Doc = Record<string, unknown> & { id: string; _deleted?: boolean };

export async function apiJson<T>(
  base: string,
  path: string,
  token: string | null,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (token) headers.access_token = token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the error message
  }
  return { status: res.status, body: body as T };
}

/** POST /api/auth/login: a new session of the bench user. */
export async function login(base: string): Promise<string> {
  const res = await apiJson<{ data?: { token?: string } }>(base, '/api/auth/login', null, {
    method: 'POST',
    body: USER,
  });
  const token = res.body.data?.token;
  if (res.status !== 200 || !token)
    throw new BenchFailure(`login failed: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return token;
}

export interface CollectionFeed {
  /** The latest state of every row the user may read (tombstones dropped). */
  live: Doc[];
  tombstones: number;
  pages: number;
}

/** Pages GET /api/sync/{collection} from the start until an empty page, as the client does. */
export async function readWholeFeed(
  base: string,
  token: string,
  collection: SyncCollection,
  limit = 2000,
): Promise<CollectionFeed> {
  const byId = new Map<string, Doc>();
  let checkpoint: { updated_at: string; id: string } | null = null;
  let pages = 0;
  for (;;) {
    const qs = new URLSearchParams({ limit: String(limit) });
    if (checkpoint) {
      qs.set('updated_at', checkpoint.updated_at);
      qs.set('id', checkpoint.id);
    }
    const res = await apiJson<{
      data?: { documents: Doc[]; checkpoint: { updated_at: string; id: string } | null };
    }>(base, `/api/sync/${collection}?${qs}`, token);
    if (res.status !== 200 || !res.body.data)
      throw new BenchFailure(`GET /api/sync/${collection}: HTTP ${res.status}`);
    pages += 1;
    const { documents, checkpoint: next } = res.body.data;
    if (documents.length === 0) break;
    for (const doc of documents) {
      byId.delete(doc.id);
      byId.set(doc.id, doc);
    }
    checkpoint = next ?? checkpoint;
  }
  const all = [...byId.values()];
  const live = all.filter((d) => d._deleted !== true);
  return { live, tombstones: all.length - live.length, pages };
}

/** Nearest-rank percentile of the values (Infinity counts as the slowest). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export const median = (values: readonly number[]) => percentile(values, 50);
export const fmtMs = (ms: number) =>
  Number.isFinite(ms) ? (ms >= 100 ? `${ms.toFixed(0)} ms` : `${ms.toFixed(1)} ms`) : 'timeout';
export const log = (msg: string) =>
  console.log(`[${new Date().toISOString().slice(11, 23)}] ${msg}`);

/**
 * One change's latency: the time (on this process's clock: `drift` is the page's clock minus
 * ours) at which the page's watcher `window[watcher].seen[id]` recorded `id`, minus `t0`.
 * Infinity when not seen within `timeoutMs`; a watcher's `error` fails the wait at once.
 */
export async function seenLatency(
  page: Page,
  watcher: string,
  id: string,
  t0: number,
  drift: number,
  timeoutMs: number,
  polling: number,
): Promise<number> {
  type Seen = { seen: Record<string, number>; error?: string | null };
  try {
    await page.waitForFunction(
      ([name, x]) => {
        const w = (window as unknown as Record<string, Seen>)[name];
        if (w.error) throw new Error(w.error);
        return x in w.seen;
      },
      [watcher, id] as const,
      { timeout: timeoutMs, polling },
    );
    const seenAt = await page.evaluate(
      ([name, x]) => (window as unknown as Record<string, Seen>)[name].seen[x],
      [watcher, id] as const,
    );
    return seenAt - drift - t0;
  } catch {
    return Infinity;
  }
}
