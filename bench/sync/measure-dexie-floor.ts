/**
 * Floor of figure a: the same documents written by a plain Dexie `bulkPut`, in the same browser,
 * on the same origin, with no RxDB, no network and no replication protocol. How fast IndexedDB
 * itself takes these documents: figure a minus this is what the sync machinery costs.
 *
 * How: a new context opens a blank page served at `<origin>/__bench_blank` (routed by Playwright,
 * so the app and its CSP are not involved), Dexie is injected from node_modules/dexie/dist/dexie.js,
 * the documents (the live ones from figure a's server read) are handed in one collection at a
 * time, then one database with a table per collection (primary key `id`) is created and the
 * `bulkPut` of every collection is timed inside the page with performance.now().
 */
import type { Browser } from 'playwright-core';
import type { SyncCollection } from '../../contract/sync';
import { COLLECTIONS, type CollectionFeed } from './api';
import { NAME_SHIM } from './browser';

export interface FloorResult {
  ms: number;
  documents: number;
  /** Approximate JSON size of the documents in MB. */
  mb: number;
}

export async function measureDexieFloor(
  browser: Browser,
  base: string,
  feeds: Record<SyncCollection, CollectionFeed>,
): Promise<FloorResult> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(NAME_SHIM);
    const page = await context.newPage();
    await page.route(`${base}/__bench_blank`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>floor</title>',
      }),
    );
    await page.goto(`${base}/__bench_blank`);
    await page.addScriptTag({ path: 'node_modules/dexie/dist/dexie.js' });
    let documents = 0;
    let bytes = 0;
    for (const c of COLLECTIONS) {
      const docs = feeds[c].live;
      documents += docs.length;
      bytes += Buffer.byteLength(JSON.stringify(docs));
      await page.evaluate(
        ({ name, docs: list }) => {
          const w = window as unknown as { __floorDocs?: Record<string, unknown[]> };
          (w.__floorDocs ??= {})[name] = list;
        },
        { name: c, docs },
      );
    }
    const ms = await page.evaluate(
      async (collections) => {
        type Table = { bulkPut(items: unknown[]): Promise<unknown> };
        type Db = {
          version(n: number): { stores(s: Record<string, string>): void };
          open(): Promise<unknown>;
          table(name: string): Table;
          delete(): Promise<void>;
        };
        const w = window as unknown as {
          Dexie: new (name: string) => Db;
          __floorDocs: Record<string, unknown[]>;
        };
        const db = new w.Dexie('bench-floor');
        db.version(1).stores(Object.fromEntries(collections.map((c) => [c, 'id'])));
        await db.open();
        const started = performance.now();
        for (const c of collections) await db.table(c).bulkPut(w.__floorDocs[c]);
        const elapsed = performance.now() - started;
        await db.delete();
        return elapsed;
      },
      [...COLLECTIONS],
    );
    return { ms, documents, mb: bytes / 2 ** 20 };
  } finally {
    await context.close();
  }
}
