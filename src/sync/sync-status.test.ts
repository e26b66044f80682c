import { installFakeIndexedDb } from '../test/indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, getDatabase } from '../db/database';
import { StatusTracker } from './status-tracker';
import {
  mirrorSyncStatus,
  publishSyncStatus,
  resetSyncStatus,
  SYNC_STATUS_DOC,
  syncStatus,
} from './sync-status';

installFakeIndexedDb();

afterEach(async () => {
  await closeDatabase();
});

describe('the sync status mirrored from its local document', () => {
  it('leaves the stored document cloneable, so later writes still reach the other tabs', async () => {
    const db = await getDatabase({ name: `status-${Date.now()}`, multiInstance: false });
    // RxDB hands every subscriber the same stored data (toJSON copies only the top level) and
    // posts it to the other tabs as the previous state of the next write.
    const seen: unknown[] = [];
    const sub = db
      .getLocal$(SYNC_STATUS_DOC)
      .subscribe((doc) => doc && seen.push(doc.toJSON().data));
    const stop = mirrorSyncStatus(db);
    const progress = [{ collection: 'sectors' as const, received: 1, total: 5, done: false }];
    await publishSyncStatus(db, { state: 'synchronizing', lastSyncAt: null, progress });
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(syncStatus.progress[0]?.received).toBe(1);
    for (const data of seen) expect(() => structuredClone(data)).not.toThrow();
    sub.unsubscribe();
    stop();
  });
});

describe('the status of a sync started in waves', () => {
  it('publishes nothing before it knows its collections (never "successful" over none)', async () => {
    resetSyncStatus();
    const db = await getDatabase({ name: `unbegun-${Date.now()}`, multiInstance: false });
    const tracker = new StatusTracker(db);
    // Twice: the stored status loads first, and what loading it publishes is queued after it.
    await tracker.flushed();
    await tracker.flushed();
    expect(syncStatus.state).toBe('not_synced');
    tracker.begin(['sectors']);
    await tracker.flushed();
    expect(syncStatus.state).toBe('synchronizing');
    tracker.stop();
  });

  it('reads "Synchronizing" until the later wave has pulled, even when every collection caught up before', async () => {
    const db = await getDatabase({ name: `waves-${Date.now()}`, multiInstance: false });
    // An earlier start: both collections caught up, and the sync read "successful".
    const done = (collection: 'sectors' | 'obligations') => ({
      collection,
      received: 3,
      total: 3,
      done: true,
    });
    await publishSyncStatus(db, {
      state: 'success',
      lastSyncAt: '2026-11-24T10:00:00.000Z',
      progress: [done('sectors'), done('obligations')],
    });
    const tracker = new StatusTracker(db);
    tracker.begin(['sectors', 'obligations']);
    await tracker.flushed();
    // The first wave pulls and goes idle; the second has not started.
    tracker.active('sectors', true);
    tracker.active('sectors', false);
    await tracker.flushed();
    expect(syncStatus.state).toBe('synchronizing');
    tracker.active('obligations', true);
    tracker.active('obligations', false);
    await tracker.flushed();
    expect(syncStatus.state).toBe('success');
    tracker.stop();
  });
});
