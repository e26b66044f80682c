/**
 * The first sync's progress and the offline state against the real server (no mocks): the
 * server's `total` on the first page, the counts climbing page by page, and a pull that gets no
 * answer showing "offline", never "failed". Also the RxDB patch of patches/rxdb+17.6.0.patch (applied on
 * install): a pull-only replication starts no upstream, so a start or a RESYNC never reads the
 * collection's documents back from IndexedDB to push nothing.
 */
import { SYNC_COLLECTIONS } from '../../contract/collections';
import { randomUUID } from 'node:crypto';
import { subscribe } from 'valtio';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany } from '../../server/test/fixtures';
import { getDatabase, removeDatabase } from '../db/database';
import { setApiBase } from '../lib/api-client';
import { startReplication, type SyncHandle } from './replication';
import { resetSyncStatus, syncStatus, type CollectionProgress } from './sync-status';
import { startSyncTestServer, writeManySectors, type SyncTestServer } from './test/server';

let server: SyncTestServer;
let token: string;
let handle: SyncHandle | null = null;

beforeAll(async () => {
  server = await startSyncTestServer();
  token = (await customerCompany(server.t.app, server.t.database)).admin.token;
});
afterEach(async () => {
  await handle?.stop();
  handle = null;
  await removeDatabase();
  resetSyncStatus();
});
afterAll(() => server.close());

const dbOptions = () => ({ multiInstance: false, name: `progress-${randomUUID().slice(0, 8)}` });

async function waitFor(check: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('first sync progress', () => {
  it('counts each collection page by page against the server total, and marks it ready when caught up', async () => {
    setApiBase(server.apiBase);
    await writeManySectors(server.t, 45);
    const seen: CollectionProgress[] = [];
    const unsubscribe = subscribe(syncStatus, () => {
      const sectors = syncStatus.progress.find((p) => p.collection === 'sectors');
      if (sectors) seen.push({ ...sectors });
    });
    handle = startReplication(await getDatabase(dbOptions()), {
      getToken: () => token,
      socketUrl: null,
      batchSize: 10,
    });
    await handle.awaitInSync();
    await waitFor(() => syncStatus.state === 'success');
    unsubscribe();

    const final = syncStatus.progress.find((p) => p.collection === 'sectors')!;
    expect(final.total).toBeGreaterThanOrEqual(45);
    // The total is the server's count when the pull began: on a database other test files write
    // to meanwhile (PostgreSQL in CI), rows added during the pull arrive too, so at least it.
    expect(final.done).toBe(true);
    expect(final.received).toBeGreaterThanOrEqual(final.total!);
    // Seen on the way: part of the total, not yet ready (the numbers the user watches climb).
    const partway = seen.filter((p) => p.total !== null && p.received > 0 && p.received < p.total);
    expect(partway.length).toBeGreaterThanOrEqual(3);
    expect(partway.every((p) => !p.done)).toBe(true);
    expect(syncStatus.progress.map((p) => p.collection)).toEqual([
      'sectors',
      'topics',
      'obligations',
      'regulations',
      'bookmarks',
      'compliances',
      'checklists',
      'comments',
      'documents',
      'notifications',
    ]);
    expect(syncStatus.progress.every((p) => p.done)).toBe(true);
  });

  it('after a restart keeps the collections that caught up ready, without a loading flash', async () => {
    setApiBase(server.apiBase);
    const db = await getDatabase(dbOptions());
    handle = startReplication(db, { getToken: () => token, socketUrl: null });
    await handle.awaitInSync();
    await waitFor(() => syncStatus.state === 'success');
    await handle.stop();
    resetSyncStatus();

    const pending: string[] = [];
    const unsubscribe = subscribe(syncStatus, () => {
      for (const p of syncStatus.progress) if (!p.done) pending.push(p.collection);
    });
    handle = startReplication(db, { getToken: () => token, socketUrl: null });
    await handle.awaitInSync();
    await waitFor(() => syncStatus.state === 'success');
    unsubscribe();
    expect(syncStatus.progress).toHaveLength(SYNC_COLLECTIONS.length);
    expect(pending).toEqual([]);
  });

  it('shows a pull that gets no answer as offline, not as a failure', async () => {
    setApiBase('http://127.0.0.1:9/api'); // the discard port: nothing answers
    handle = startReplication(await getDatabase(dbOptions()), {
      getToken: () => token,
      socketUrl: null,
      retry: { initialMs: 100, maxMs: 200 },
    });
    await waitFor(() => syncStatus.state === 'offline');
    await new Promise((r) => setTimeout(r, 400)); // retries keep it offline, never failed
    expect(syncStatus.state).toBe('offline');
    expect(syncStatus.lastSyncAt).toBeNull();
  });
});

interface ReplicationStats {
  up: { upstreamInitialSync: number; processTasks: number };
  down: { downstreamResyncOnce: number };
}

describe('pull-only replication (patched RxDB)', () => {
  it('pulls, resyncs and reaches in-sync without ever running the upstream', async () => {
    setApiBase(server.apiBase);
    await writeManySectors(server.t, 12);
    const db = await getDatabase(dbOptions());
    handle = startReplication(db, { getToken: () => token, socketUrl: null, batchSize: 5 });
    await handle.awaitInSync();
    expect(await db.sectors.count().exec()).toBeGreaterThanOrEqual(12);

    await writeManySectors(server.t, 3);
    handle.resync('sectors');
    await handle.awaitInSync();
    await expect.poll(() => db.sectors.count().exec()).toBeGreaterThanOrEqual(15);

    const replication = handle.replications().sectors as unknown as {
      internalReplicationState: { stats: ReplicationStats };
    };
    const stats = replication.internalReplicationState.stats;
    // Unpatched, each start and each RESYNC runs upstreamInitialSync over every document.
    expect(stats.up.upstreamInitialSync).toBe(0);
    expect(stats.up.processTasks).toBe(0);
    expect(stats.down.downstreamResyncOnce).toBeGreaterThanOrEqual(1);
  });
});
