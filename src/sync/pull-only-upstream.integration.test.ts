/**
 * The RxDB patch of scripts/patch-rxdb.mjs (run on install) against the real server: a pull-only
 * replication starts no upstream, so a start or a RESYNC never reads the collection's documents
 * back from IndexedDB to push nothing; the pull itself, awaitInSync and a resync still work.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany } from '../../server/test/fixtures';
import { getDatabase, removeDatabase } from '../db/database';
import { setApiBase } from '../lib/api-client';
import { startReplication, type SyncHandle } from './replication';
import { resetSyncStatus } from './sync-status';
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

interface ReplicationStats {
  up: { upstreamInitialSync: number; processTasks: number };
  down: { downstreamResyncOnce: number };
}
const statsOf = (h: SyncHandle) =>
  (h.replications().sectors as unknown as { internalReplicationState: { stats: ReplicationStats } })
    .internalReplicationState.stats;

describe('pull-only replication (patched RxDB)', () => {
  it('pulls, resyncs and reaches in-sync without ever running the upstream', async () => {
    setApiBase(server.apiBase);
    await writeManySectors(server.t, 12);
    const db = await getDatabase({ multiInstance: false, name: `pull-only-${randomUUID().slice(0, 8)}` });
    handle = startReplication(db, { getToken: () => token, socketUrl: null, batchSize: 5 });
    await handle.awaitInSync();
    expect(await db.sectors.count().exec()).toBeGreaterThanOrEqual(12);

    await writeManySectors(server.t, 3);
    handle.resync('sectors');
    await handle.awaitInSync();
    await expect.poll(() => db.sectors.count().exec()).toBeGreaterThanOrEqual(15);

    const stats = statsOf(handle);
    // Unpatched, each start and each RESYNC runs upstreamInitialSync over every document.
    expect(stats.up.upstreamInitialSync).toBe(0);
    expect(stats.up.processTasks).toBe(0);
    expect(stats.down.downstreamResyncOnce).toBeGreaterThanOrEqual(1);
  });
});
