import { installFakeIndexedDb } from '../../test/indexeddb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bookmarkId } from '../../../contract/sync';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { storage } from '../../lib/storage';
import { fakeServer, freshStore, tokenFor } from '../../sw/outbox/outbox.fixtures';
import { replayOutbox } from '../../sw/outbox/replay';
import { summarize } from '../../sw/outbox/summary';
import { localTestDatabase } from '../../test/library-fixtures';
import { settleOutcome, settleWithOutbox } from './outcomes';
import { defineWrite, resetWrites } from './run-write';
import { offlineWorker, pendingWrites, resetWriteState, testCall } from './writes.fixtures';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
const TOKEN = tokenFor('u1');
const ID = bookmarkId('regulation', 'r1');
const TARGET = { collection: 'bookmarks', id: ID } as const;

/** A toggle on one document: what the server does too (it toggles). */
const toggle = defineWrite<string>({
  name: 'test/toggle',
  target: () => TARGET,
  effect: async (collections) => {
    const doc = await collections.bookmarks.findOne(ID).exec();
    if (doc) await doc.remove();
    else
      await collections.bookmarks.insert({
        id: ID,
        entity_type: 'regulation',
        entity_uuid: 'r1',
        created_at: 'local',
        updated_at: 'local',
      });
  },
  call: (n) => testCall({ method: 'POST', path: '/test/toggle', body: { n } }),
  label: 'bookmarks:writeLabel.regulation',
});

const OTHER = bookmarkId('regulation', 'r2');
/** A write on another document: makes the kit tidy its state. */
const other = defineWrite<string>({
  name: 'test/other',
  target: () => ({ collection: 'bookmarks', id: OTHER }),
  effect: async (collections) => {
    await collections.bookmarks.upsert({
      id: OTHER,
      entity_type: 'regulation',
      entity_uuid: 'r2',
      created_at: 'local',
      updated_at: 'local',
    });
  },
  call: () => testCall({ method: 'POST', path: '/test/other' }),
  label: 'bookmarks:writeLabel.regulation',
});

const isOn = async () => (await db().bookmarks.findOne(ID).exec()) !== null;

beforeEach(async () => {
  await resetWriteState(db());
  storage.setToken(TOKEN);
});
afterAll(() => storage.setToken(null));

describe('write kit', () => {
  it('a refused write in the middle: back to the server state, the later writes applied again', async () => {
    const store = freshStore();
    await store.setMeta('token', TOKEN);
    offlineWorker(store);
    // Offline: on, off, on. The server will apply the 1st, refuse the 2nd, the 3rd waits.
    for (const n of ['1', '2', '3']) expect(await toggle.run(n)).toEqual({ state: 'queued' });
    expect(await isOn()).toBe(true);
    const [first, second] = await store.list();

    await settleOutcome({
      idempotency_key: first.idempotency_key,
      ok: true,
      status: 200,
      message: null,
    });
    await settleOutcome({
      idempotency_key: second.idempotency_key,
      ok: false,
      status: 403,
      message: 'Forbidden',
    });
    // The server: on (1st), refused (2nd), then the 3rd toggles it off.
    expect(await isOn()).toBe(false);
    const state = (await pendingWrites(db())).docs[`bookmarks/${ID}`];
    expect(state.entries.map((e) => e.status)).toEqual(['done', 'queued']);
    expect(state.error).toBe('Forbidden');
    expect((await pendingWrites(db())).failures[second.idempotency_key]).toMatchObject({
      label: 'bookmarks:writeLabel.regulation',
      message: 'Forbidden',
      status: 403,
    });
  });

  it('a refusal after the replication brought the server copy keeps that copy, not the older base', async () => {
    const store = freshStore();
    await store.setMeta('token', TOKEN);
    offlineWorker(store);
    await toggle.run('1'); // offline: on (base: no document)
    const [entry] = await store.list();
    // Back online, the pull comes first: the server's copy (set meanwhile elsewhere) replaces it.
    await db().bookmarks.upsert({
      id: ID,
      entity_type: 'regulation',
      entity_uuid: 'r1',
      created_at: 'server',
      updated_at: 'server',
    });
    await settleOutcome({
      idempotency_key: entry.idempotency_key,
      ok: false,
      status: 409,
      message: 'Changed meanwhile',
    });
    expect((await db().bookmarks.findOne(ID).exec())?.created_at).toBe('server');
    const state = (await pendingWrites(db())).docs[`bookmarks/${ID}`];
    expect(state).toMatchObject({ entries: [], error: 'Changed meanwhile' });
  });

  it('sends each write with its own Idempotency-Key, the one the outbox replays', async () => {
    const store = freshStore();
    const requests = offlineWorker(store);
    await toggle.run('1');
    const [entry] = await store.list();
    expect(requests[0].headers['Idempotency-Key']).toBe(entry.idempotency_key);
    const docs = (await pendingWrites(db())).docs;
    expect(docs[`bookmarks/${ID}`].entries[0].key).toBe(entry.idempotency_key);
  });

  it('after a reload, the outbox state settles what ended while the page was closed', async () => {
    const store = freshStore();
    await store.setMeta('token', TOKEN);
    offlineWorker(store);
    await toggle.run('1');
    expect(await isOn()).toBe(true);

    // The page closes (its memory goes, the local database stays); the worker replays: refused.
    resetWrites();
    expect(await replayOutbox({ store, fetch: fakeServer([409]).fetch })).toMatchObject({
      failed: 1,
    });
    expect(await isOn()).toBe(true); // nobody listened

    await settleWithOutbox(await summarize(store));
    expect(await isOn()).toBe(false);
  });

  it('after a reload, a write that landed meanwhile waits only for its echo', async () => {
    const store = freshStore();
    await store.setMeta('token', TOKEN);
    offlineWorker(store);
    await toggle.run('1');
    resetWrites(); // a reload
    await replayOutbox({ store, fetch: fakeServer([200]).fetch });
    await settleWithOutbox(await summarize(store));
    const state = (await pendingWrites(db())).docs[`bookmarks/${ID}`];
    expect(state.entries).toEqual([]);
    expect(state.echoOf).toBe((await db().bookmarks.findOne(ID).exec())!.revision);
    expect(await isOn()).toBe(true);
  });

  it('online: a refusal rolls back at once and is not listed as an outbox change', async () => {
    installFakeApi(() => ({ status: 422, body: { message: 'Invalid' } }));
    expect(await toggle.run('1')).toEqual({ state: 'refused', status: 422, message: 'Invalid' });
    expect(await isOn()).toBe(false);
    const state = await pendingWrites(db());
    expect(state.docs[`bookmarks/${ID}`]).toMatchObject({ entries: [], error: 'Invalid' });
    expect(state.failures).toEqual({});
  });

  it('forgets a document once its echo has arrived (the pending state stays small)', async () => {
    installFakeApi(() => ({ status: 200, body: { message: 'OK', data: {} } }));
    await toggle.run('1');
    expect(Object.keys((await pendingWrites(db())).docs)).toEqual([`bookmarks/${ID}`]);
    // The replication brings the server's document back (a new revision).
    await db().bookmarks.upsert({
      id: ID,
      entity_type: 'regulation',
      entity_uuid: 'r1',
      created_at: 'server',
      updated_at: 'server',
    });
    await other.run('x');
    expect(Object.keys((await pendingWrites(db())).docs)).toEqual([`bookmarks/${OTHER}`]);
  });
});
