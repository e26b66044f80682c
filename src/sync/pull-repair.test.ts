import { installFakeIndexedDb } from '../test/indexeddb';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { bookmarkId } from '../../contract/sync';
import { closeDatabase, getDatabase } from '../db/database';
import { repairDroppedPulls } from './pull-repair';

installFakeIndexedDb();

afterEach(async () => {
  await closeDatabase();
});

const ID = bookmarkId('regulation', 'r1');
const bookmark = (updated_at: string) => ({
  id: ID,
  entity_type: 'regulation' as const,
  entity_uuid: 'r1',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at,
});

async function setup() {
  const db = await getDatabase({
    name: `repair-${Date.now()}-${Math.random()}`,
    multiInstance: false,
  });
  const events = { received$: new Subject<{ id?: unknown }>(), active$: new Subject<boolean>() };
  const repair = repairDroppedPulls(db.bookmarks, events);
  return { db, events, repair };
}

describe('pulled documents RxDB dropped on a conflict with a local write', () => {
  it('writes the server copy again when the replication goes idle and the local copy differs', async () => {
    const { db, events, repair } = await setup();
    await db.bookmarks.insert(bookmark('local'));
    repair.watch([{ ...bookmark('server'), _deleted: false }]);
    events.active$.next(true);
    events.active$.next(false); // idle, and RxDB never reported the document written
    await repair.settled();
    const doc = await db.bookmarks.findOne(ID).exec();
    expect(doc?.updated_at).toBe('server');
    repair.stop();
  });

  it('leaves a document RxDB wrote alone, and removes one the server deleted', async () => {
    const { db, events, repair } = await setup();
    await db.bookmarks.insert(bookmark('local write after the pull'));
    repair.watch([bookmark('server')]);
    events.received$.next({ id: ID }); // RxDB wrote it; the later local write stands
    events.active$.next(false);
    await repair.settled();
    expect((await db.bookmarks.findOne(ID).exec())?.updated_at).toBe('local write after the pull');

    repair.watch([{ ...bookmark(''), _deleted: true }]);
    events.active$.next(false);
    await repair.settled();
    expect(await db.bookmarks.findOne(ID).exec()).toBeNull();
    repair.stop();
  });
});
