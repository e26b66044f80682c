import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, getDatabase } from '../db/database';
import { mirrorSyncStatus, publishSyncStatus, SYNC_STATUS_DOC, syncStatus } from './sync-status';

afterEach(async () => {
  await closeDatabase();
});

describe('the sync status mirrored from its local document', () => {
  it('leaves the stored document cloneable, so later writes still reach the other tabs', async () => {
    const db = await getDatabase({ name: `status-${Date.now()}`, multiInstance: false });
    // RxDB hands every subscriber the same stored data (toJSON copies only the top level) and
    // posts it to the other tabs as the previous state of the next write.
    const seen: unknown[] = [];
    const sub = db.getLocal$(SYNC_STATUS_DOC).subscribe((doc) => doc && seen.push(doc.toJSON().data));
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
