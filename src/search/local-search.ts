/**
 * The page's side of local search: a thin API over the search worker. The worker is started on
 * first use; where Workers do not exist (tests, very old browsers) the same index runs on the
 * page. `startLocalIndex()` opens the local database (src/db) and has the index fed from it.
 */
import type { Language } from '../../contract/enums';
import { getDatabase } from '../db/database';
import { SearchIndexCore, type IndexInput, type LocalHit, type LocalType } from './index-core';
import { feedIndex } from './index-feed';
import type { WorkerAnswer, WorkerRequest } from './protocol';

interface Backend {
  /** True for the worker, which reads the database and feeds its own index on `feed`. */
  feedsItself: boolean;
  post(message: WorkerRequest): void;
  ask(message: WorkerRequest & { reqId: number }): Promise<WorkerAnswer>;
  stop(): void;
}

function workerBackend(): Backend {
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, (answer: WorkerAnswer) => void>();
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    pending.get(event.data.reqId)?.(event.data);
    pending.delete(event.data.reqId);
  };
  return {
    feedsItself: true,
    post: (message) => worker.postMessage(message),
    ask: (message) =>
      new Promise((resolve) => {
        pending.set(message.reqId, resolve);
        worker.postMessage(message);
      }),
    stop: () => worker.terminate(),
  };
}

function inlineBackend(): Backend {
  const core = new SearchIndexCore();
  const run = (m: WorkerRequest): WorkerAnswer | null => {
    if (m.kind === 'upsert') core.upsert(m.inputs);
    else if (m.kind === 'remove') core.remove(m.type, m.ids);
    else if (m.kind === 'clear') core.clear();
    else if (m.kind === 'feed')
      return null; // no worker: startLocalIndex feeds this core from the page
    else if (m.kind === 'search')
      return { reqId: m.reqId, hits: core.search(m.q, { limit: m.limit, lang: m.lang }) };
    else return { reqId: m.reqId, size: core.size() };
    return null;
  };
  return {
    feedsItself: false,
    post: (m) => void run(m),
    ask: async (m) => run(m)!,
    stop: () => core.clear(),
  };
}

let backend: Backend | null = null;
let nextId = 1;
const get = () => (backend ??= typeof Worker === 'undefined' ? inlineBackend() : workerBackend());

/** Local hits for the text: up to `limit` per kind, kinds in order (sector, topic, obligation, regulation). */
export async function searchLocal(
  q: string,
  { limit = 5, lang = 'en' }: { limit?: number; lang?: Language } = {},
): Promise<LocalHit[]> {
  if (!q.trim()) return [];
  hurry = true;
  const answer = await get().ask({ kind: 'search', reqId: nextId++, q, limit, lang });
  return 'hits' in answer ? answer.hits : [];
}

/** How many documents the local index holds (0: answer from the server alone). */
export async function indexSize(): Promise<number> {
  const answer = await get().ask({ kind: 'size', reqId: nextId++ });
  return 'size' in answer ? answer.size : 0;
}

export const indexDocuments = (inputs: IndexInput[]) => get().post({ kind: 'upsert', inputs });
export const removeDocuments = (type: LocalType, ids: string[]) =>
  get().post({ kind: 'remove', type, ids });

let feeding: { stop(): void } | null = null;
/** Set by the first search: the rest of the bulk load runs without waiting for idle time. */
let hurry = false;

/**
 * Where Workers exist the worker reads the database and feeds its index itself (search.worker.ts):
 * the page only asks, once its own database is open. Without one (tests, very old browsers) the
 * page feeds the inline index, in the browser's idle time and in small batches, so a bulk load
 * nobody asked for yet does not block the first screens; a search makes it hurry.
 */
const IDLE_BATCH = 25;
function idle(timeout: number): Promise<void> {
  if (hurry || typeof requestIdleCallback === 'undefined')
    return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout }));
}

/** Feeds the index from the local database until stopLocalIndex(); calling it again is harmless. */
export async function startLocalIndex(): Promise<void> {
  if (feeding) return;
  const marker = { stop() {} };
  feeding = marker;
  // After the first screen: the worker's script and its database reads wait for an idle moment.
  await idle(2000);
  // The page opens the database first: a new version's migration runs once, here, not in both.
  const db = await getDatabase();
  if (feeding !== marker) return; // stopped while the database opened
  if (get().feedsItself) {
    get().post({ kind: 'feed', name: db.name });
    return;
  }
  const feed = feedIndex(
    db,
    { upsert: indexDocuments, remove: removeDocuments },
    { batch: IDLE_BATCH, pause: () => idle(200) },
  );
  feeding = feed;
  await feed.ready;
}

/** Logout and tests: stops feeding and drops the index (the worker too). */
export function stopLocalIndex(): void {
  hurry = false;
  feeding?.stop();
  feeding = null;
  backend?.stop();
  backend = null;
}

// Benchmark hook (bench/sync, `npm run bench:sync`): exposes the page's search API on `window`
// only when localStorage holds `regcomply:bench` = '1' (the benchmark sets it before the app
// loads). Otherwise inert: nothing in the app reads `window.__regcomplySearch`.
try {
  if (typeof window !== 'undefined' && window.localStorage?.getItem('regcomply:bench') === '1') {
    (window as unknown as { __regcomplySearch?: unknown }).__regcomplySearch = {
      searchLocal,
      indexSize,
    };
  }
} catch {
  // localStorage can throw (storage disabled): no hook then.
}
