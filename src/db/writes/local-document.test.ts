import { installFakeIndexedDb } from '../../test/indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { bookmarkId } from '../../../contract/sync';
import { closeDatabase, getDatabase } from '../database';
import { restoreIfAt, revisionOf, snapshotOf } from './local-document';

installFakeIndexedDb();

afterEach(async () => {
  await closeDatabase();
});

const ID = bookmarkId('regulation', 'r1');
const TARGET = { collection: 'bookmarks', id: ID } as const;
const bookmark = (updated_at: string) => ({
  id: ID,
  entity_type: 'regulation' as const,
  entity_uuid: 'r1',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at,
});

describe('a rollback restores the snapshot only over its own last change', () => {
  it('keeps a copy the replication wrote since, and restores over its own change', async () => {
    const db = await getDatabase({ name: `restore-${Date.now()}`, multiInstance: false });
    await db.bookmarks.insert(bookmark('base'));
    const base = await snapshotOf(db, TARGET);
    await db.bookmarks.upsert(bookmark('optimistic'));
    const own = await revisionOf(db, TARGET);
    await db.bookmarks.upsert(bookmark('server copy'));

    expect(await restoreIfAt(db, TARGET, base, own)).toBe(false);
    expect((await db.bookmarks.findOne(ID).exec())?.updated_at).toBe('server copy');

    await db.bookmarks.upsert(bookmark('optimistic again'));
    expect(await restoreIfAt(db, TARGET, base, await revisionOf(db, TARGET))).toBe(true);
    expect((await db.bookmarks.findOne(ID).exec())?.updated_at).toBe('base');

    // No document before the change: the restore removes the one the change made.
    expect(await restoreIfAt(db, TARGET, null, await revisionOf(db, TARGET))).toBe(true);
    expect(await db.bookmarks.findOne(ID).exec()).toBeNull();
  });
});
