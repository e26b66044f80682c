/**
 * Figure a: the first full sync into IndexedDB, from the login click to "Sync successful" with
 * every local collection holding what the server holds for this user.
 *
 * How: a fresh context logs in through the UI. Before the click, a sampler is installed in the
 * page (every 25 ms it reads the header badge `sync-status`; once it reads "Sync successful" it
 * also counts the live documents in IndexedDB and keeps a snapshot whenever the counts change).
 * The node side waits until the badge is green and the counts have been still for 2 s, then stops
 * the sampler; only then does it page GET /api/sync/{collection} (limit 2000) with the page's own
 * token, so that reading the server costs nothing during the timed part. The figure is the first
 * snapshot whose counts equal the server's, minus the click time (resolution about 25 ms).
 *
 * What the local database looks like (explored once, RxDB 17 Dexie storage): one IndexedDB
 * database per collection named `rxdb-dexie-regcomply--<schema version>--<collection>` (plus
 * `--_rxdb_internal` and the replication meta databases `rx-replication-meta-...`), each with the
 * object stores `docs` (key path `id`), `changes` and `attachments`. Deleted documents stay in
 * `docs` with `_deleted` stored as the string '1' (IndexedDB cannot index booleans; '0' = live),
 * so live documents are counted on the `[_deleted+id]` index over ['0', ...].
 */
import type { BrowserContext, Page } from 'playwright-core';
import { COLLECTIONS, readWholeFeed, type CollectionFeed } from './api';
import type { SyncCollection } from '../../contract/sync';
import { fillLogin } from './browser';

export type Counts = Record<string, number>;

export interface FirstSyncResult {
  ms: number;
  /** Counts matched the server's (otherwise ms is the time of the last snapshot). */
  matched: boolean;
  local: Counts;
  server: Counts;
  tombstones: number;
  badgeMs: number;
  token: string;
  feeds: Record<SyncCollection, CollectionFeed>;
  explored: string[];
}

interface Sampler {
  badgeAt: number | null;
  snapshots: { at: number; counts: Counts }[];
  error: string | null;
  stop(): void;
}

/** In the page: live documents per collection, read from RxDB's Dexie databases. */
export function countLocal(collections: readonly string[]): Promise<Counts> {
  return (async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const out: Counts = {};
    for (const c of collections) {
      const name = names.find((n) => new RegExp(`^rxdb-dexie-regcomply--\\d+--${c}$`).test(n));
      if (!name) {
        out[c] = 0;
        continue;
      }
      out[c] = await new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('docs', 'readonly').objectStore('docs');
          const range = IDBKeyRange.bound(['0', ''], ['0', '\uffff']);
          const req = store.indexNames.contains('[_deleted+id]')
            ? store.index('[_deleted+id]').count(range)
            : store.count();
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
          req.onerror = () => {
            db.close();
            reject(req.error);
          };
        };
      });
    }
    return out;
  })();
}

/** In the page: the IndexedDB layout (database, stores, indexes), printed once. */
function exploreLocal(): Promise<string[]> {
  return (async () => {
    const out: string[] = [];
    for (const info of await indexedDB.databases()) {
      const name = info.name ?? '';
      const stores = await new Promise<string>((resolve) => {
        const open = indexedDB.open(name);
        open.onerror = () => resolve('(cannot open)');
        open.onsuccess = () => {
          const db = open.result;
          const parts = [...db.objectStoreNames].map((s) => {
            const store = db.transaction(s, 'readonly').objectStore(s);
            const idx = [...store.indexNames];
            return `${s}(key ${JSON.stringify(store.keyPath)}${idx.length ? `; ${idx.join(', ')}` : ''})`;
          });
          db.close();
          resolve(parts.join(' '));
        };
      });
      out.push(`${name} v${info.version}: ${stores}`);
    }
    return out.sort();
  })();
}

const sameCounts = (a: Counts, b: Counts) => COLLECTIONS.every((c) => a[c] === b[c]);

export async function measureFirstSync(
  context: BrowserContext,
  base: string,
): Promise<{ page: Page; result: FirstSyncResult }> {
  const page = await context.newPage();
  await fillLogin(page);
  // countLocal goes in as source text (a CDP evaluation, not subject to the page's CSP).
  await page.evaluate(`window.__benchCountLocal = ${countLocal.toString()}`);
  await page.evaluate(
    ({ collections }) => {
      const count = (window as unknown as { __benchCountLocal: (c: string[]) => Promise<Counts> })
        .__benchCountLocal;
      const state: Sampler = { badgeAt: null, snapshots: [], error: null, stop: () => undefined };
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        const badge = document.querySelector('[data-testid="sync-status"]');
        if (!badge?.textContent?.includes('Sync successful')) return;
        const at = performance.timeOrigin + performance.now();
        state.badgeAt ??= at;
        busy = true;
        count(collections)
          .then((counts) => {
            const last = state.snapshots[state.snapshots.length - 1];
            if (!last || JSON.stringify(last.counts) !== JSON.stringify(counts))
              state.snapshots.push({ at, counts });
          })
          .catch((e: unknown) => (state.error = String(e)))
          .finally(() => (busy = false));
      }, 25);
      state.stop = () => clearInterval(timer);
      (window as unknown as { __benchFirstSync: Sampler }).__benchFirstSync = state;
    },
    { collections: [...COLLECTIONS] },
  );
  // Page clock (timeOrigin + now) against the wall clock: subtract the drift from page times.
  const drift = await page.evaluate(() => performance.timeOrigin + performance.now() - Date.now());
  const clickedAt = Date.now();
  await page.getByTestId('login-submit').click();

  // Wait for green and counts unchanged for 2 s (at most BENCH_SYNC_TIMEOUT_S, default 300 s: the
  // scale-50 compliance data on a loaded 2-core machine took longer than the former 3 minutes).
  // On a timeout, say where the sync stood (badge text and the local counts) instead of nothing.
  const timeout = Number(process.env.BENCH_SYNC_TIMEOUT_S ?? 300) * 1000;
  await page
    .waitForFunction(
      () => {
        const s = (window as unknown as { __benchFirstSync?: Sampler }).__benchFirstSync;
        if (!s) throw new Error('the sampler is gone: the login reloaded the page');
        if (s.error) throw new Error(s.error);
        const last = s.snapshots[s.snapshots.length - 1];
        // An empty database is never the end: the badge can read green for a moment right after
        // the login, before the replications start (seen at 1.2 s with every count 0).
        const held = last ? Object.values(last.counts).reduce((x, y) => x + y, 0) : 0;
        return held > 0 && performance.timeOrigin + performance.now() - last.at > 2000;
      },
      undefined,
      { timeout, polling: 250 },
    )
    .catch(async (error: unknown) => {
      const badge = await page
        .getByTestId('sync-status')
        .textContent({ timeout: 2000 })
        .catch(() => '(no badge)');
      const local = await page
        .evaluate(`window.__benchCountLocal(${JSON.stringify([...COLLECTIONS])})`)
        .catch(() => null);
      const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new Error(
        `first sync not finished: ${why}; badge "${badge}", local counts ${JSON.stringify(local)}`,
      );
    });
  const sampled = await page.evaluate(() => {
    const s = (window as unknown as { __benchFirstSync: Sampler }).__benchFirstSync;
    s.stop();
    return { badgeAt: s.badgeAt, snapshots: s.snapshots };
  });
  const explored = await page.evaluate(exploreLocal);

  // Now, and only now, ask the server what the user should hold.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('no token in localStorage after the login');
  const feeds = {} as Record<SyncCollection, CollectionFeed>;
  const server: Counts = {};
  let tombstones = 0;
  for (const c of COLLECTIONS) {
    feeds[c] = await readWholeFeed(base, token, c);
    server[c] = feeds[c].live.length;
    tombstones += feeds[c].tombstones;
  }
  const hit = sampled.snapshots.find((s) => sameCounts(s.counts, server));
  const last = sampled.snapshots[sampled.snapshots.length - 1];
  const chosen = hit ?? last;
  return {
    page,
    result: {
      ms: chosen.at - drift - clickedAt,
      matched: hit !== undefined,
      local: chosen.counts,
      server,
      tombstones,
      badgeMs: (sampled.badgeAt ?? chosen.at) - drift - clickedAt,
      token,
      feeds,
      explored,
    },
  };
}
