/**
 * The client's sync against the real server (no mocks): RxDB on Dexie on fake-indexeddb, the
 * pull handler over HTTP, Socket.IO hints. Each test closes or removes its database (the free
 * RxDB build opens at most 13 collections per process; one database holds 5).
 */
import { randomUUID } from 'node:crypto';
import axios from 'axios';
import { firstValueFrom, filter } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany } from '../../server/test/fixtures';
import { closeDatabase, getDatabase, removeDatabase, type AppDatabase } from '../db/database';
import { logout } from '../features/auth/logout.api';
import { setApiAdapter, setApiBase } from '../lib/api-client';
import { decodeToken, resetSession, session } from '../state/session';
import { startReplication, type SyncHandle } from './replication';
import { currentSync, wireSync } from './session-sync';
import { syncStatus } from './sync-status';
import {
  deleteSector,
  startSyncTestServer,
  writeBookmark,
  writeFeedNoise,
  writeManySectors,
  writeRegulation,
  writeSector,
  type SyncTestServer,
} from './test/server';

let server: SyncTestServer;
let user: Awaited<ReturnType<typeof customerCompany>>['admin'];
let handle: SyncHandle | null = null;

beforeAll(async () => {
  server = await startSyncTestServer();
  setApiBase(server.apiBase);
  user = (await customerCompany(server.t.app, server.t.database)).admin;
});
afterEach(async () => {
  await handle?.stop();
  handle = null;
  await removeDatabase();
});
afterAll(() => server.close());

const dbOptions = () => ({ multiInstance: false, name: `sync-${randomUUID().slice(0, 8)}` });

async function start(db: AppDatabase, token = user.token) {
  handle = startReplication(db, {
    getToken: () => token,
    socketUrl: server.socketUrl,
    socketTransports: ['websocket'],
    retry: { initialMs: 100, maxMs: 500 },
  });
  await handle.awaitInSync();
  await waitFor(() => handle!.socket()?.connected === true);
  return handle;
}

async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Resolves with the milliseconds until the local document exists (or is gone). */
async function arrival(db: AppDatabase, collection: 'sectors', id: string, present = true) {
  const started = performance.now();
  await firstValueFrom(
    db[collection].findOne(id).$.pipe(filter((doc) => (doc !== null) === present)),
  );
  return performance.now() - started;
}

describe('sync (RxDB <- GET /api/sync + socket hints)', () => {
  it("pulls the library's lists first and starts the other collections once they have pulled", async () => {
    // A recording adapter in front of the real HTTP one: the order the requests go and come back.
    const order: string[] = [];
    const http = axios.getAdapter(axios.defaults.adapter);
    setApiAdapter(async (config) => {
      const collection = /\/sync\/(\w+)/.exec(config.url ?? '')?.[1] ?? 'other';
      order.push(`start:${collection}`);
      const response = await http(config);
      order.push(`done:${collection}`);
      return response;
    });
    try {
      handle = startReplication(await getDatabase(dbOptions()), {
        getToken: () => user.token,
        socketUrl: null,
      });
      await handle.awaitInSync();
    } finally {
      setApiAdapter(undefined);
    }
    const firstOf = (entry: string) => order.indexOf(entry);
    for (const later of ['obligations', 'regulations', 'bookmarks']) {
      expect(firstOf(`start:${later}`), later).toBeGreaterThan(firstOf('done:sectors'));
      expect(firstOf(`start:${later}`), later).toBeGreaterThan(firstOf('done:topics'));
    }
    expect(firstOf('done:sectors')).toBeGreaterThanOrEqual(0);
  });

  it('starts the other collections at the first failure of the lists, not after the limit', async () => {
    const began = performance.now();
    handle = startReplication(await getDatabase(dbOptions()), {
      getToken: () => 'not-a-token',
      socketUrl: null,
      retry: { initialMs: 50, maxMs: 100 },
      firstWaveMaxMs: 60_000,
    });
    await handle.started;
    expect(Object.keys(handle.replications())).toEqual(
      expect.arrayContaining([
        'sectors',
        'topics',
        'obligations',
        'regulations',
        'bookmarks',
        'compliances',
      ]),
    );
    expect(performance.now() - began).toBeLessThan(10_000);
  });

  it('replicates every collection, fills the status and the last sync time', async () => {
    const written = await writeSector(server.t);
    const regulation = await writeRegulation(server.t);
    const bookmark = await writeBookmark(server.t, user, written.obligation);
    const db = await getDatabase(dbOptions());
    await start(db);
    expect((await db.sectors.findOne(written.sector).exec())?.toJSON()).toMatchObject({
      name_en: 'Sector EN',
      name_id: 'Sektor ID',
    });
    expect((await db.topics.findOne(written.topic).exec())?.toJSON()).toMatchObject({
      sector_uuid: written.sector,
      parent_uuid: '',
    });
    expect((await db.obligations.findOne(written.obligation).exec())?.toJSON()).toMatchObject({
      comp_title_id: 'Kelola limbah',
      type: 'periodic',
    });
    expect((await db.regulations.findOne(regulation).exec())?.toJSON()).toMatchObject({
      title_id: 'UU Limbah',
      year: 2024,
    });
    expect((await db.bookmarks.findOne(bookmark).exec())?.toJSON()).toMatchObject({
      entity_type: 'obligation',
      entity_uuid: written.obligation,
    });
    await waitFor(() => syncStatus.state === 'success' && syncStatus.lastSyncAt !== null);
    const stored = await db.getLocal<{ state: string; lastSyncAt: string }>('sync_status');
    expect(stored?.toJSON().data).toMatchObject({
      state: 'success',
      lastSyncAt: syncStatus.lastSyncAt,
    });
  });

  it('applies a socket hint within a second, and removes a deleted document', async () => {
    const db = await getDatabase(dbOptions());
    await start(db);
    const sector = randomUUID();
    const arrived = arrival(db, 'sectors', sector);
    const t0 = performance.now();
    await writeSector(server.t, null, 'Hinted', sector);
    const committed = performance.now();
    await arrived;
    const total = performance.now() - t0;
    console.info(
      `hint: write to local doc ${total.toFixed(0)} ms, of which after commit ${(performance.now() - committed).toFixed(0)} ms`,
    );
    expect(total).toBeLessThan(1000);
    const deleting = performance.now();
    await deleteSector(server.t, sector);
    await arrival(db, 'sectors', sector, false);
    console.info(
      `tombstone applied ${(performance.now() - deleting).toFixed(0)} ms after the delete`,
    );
    expect(await db.sectors.findOne(sector).exec()).toBeNull();
  });

  it('catches up after a missed socket event: the reconnect resyncs from the local checkpoint', async () => {
    const db = await getDatabase(dbOptions());
    const h = await start(db);
    h.socket()!.disconnect();
    const { sector } = await writeSector(server.t, null, 'Missed');
    await new Promise((r) => setTimeout(r, 300));
    expect(await db.sectors.findOne(sector).exec()).toBeNull(); // no hint reached us
    const t0 = performance.now();
    h.socket()!.reconnect();
    await arrival(db, 'sectors', sector);
    console.info(`resync after reconnect: ${(performance.now() - t0).toFixed(0)} ms`);
  });

  it('keeps paging when the server folds a full page of feed entries into a few documents', async () => {
    const edited = await writeSector(server.t, null, 'Edited often');
    await writeFeedNoise(server.t, edited.sector, 1200);
    const { sector } = await writeSector(server.t, null, 'After the noise');
    const db = await getDatabase(dbOptions());
    await start(db);
    expect(await db.sectors.findOne(sector).exec()).not.toBeNull();
  });

  it('times a full pull of 2,000 documents and closes cleanly', async () => {
    await writeManySectors(server.t, 2000);
    const db = await getDatabase(dbOptions());
    const t0 = performance.now();
    await start(db);
    const ms = performance.now() - t0;
    const count = await db.sectors.count().exec();
    console.info(`full pull: ${count} sectors (+ other collections) in ${ms.toFixed(0)} ms`);
    expect(count).toBeGreaterThanOrEqual(2000);
    await handle!.stop();
    handle = null;
    await closeDatabase();
  });
});

describe('sync and the session', () => {
  it('starts after the profile, and logout stops it and removes the local database', async () => {
    const { sector } = await writeSector(server.t);
    const name = `sync-${randomUUID().slice(0, 8)}`;
    const unwire = wireSync({
      database: { multiInstance: false, name },
      replication: { socketUrl: server.socketUrl, socketTransports: ['websocket'] },
    });
    try {
      Object.assign(session, {
        token: user.token,
        claims: decodeToken(user.token),
        modules: ['library'],
        profileStatus: 'ready',
      });
      const running = await currentSync();
      expect(running).not.toBeNull();
      await running!.awaitInSync();
      expect(Object.keys(running!.replications()).sort()).toEqual(['sectors', 'topics']);
      expect(await running!.db.sectors.findOne(sector).exec()).not.toBeNull();
      await logout();
      expect(await currentSync()).toBeNull();
      expect(running!.db.closed).toBe(true);
      expect(session.token).toBeNull();
      expect(syncStatus.state).toBe('not_synced');
      const names = (await indexedDB.databases()).map((d) => d.name ?? '');
      expect(names.filter((n) => n.includes(name))).toEqual([]);
    } finally {
      unwire();
      resetSession();
    }
  });
});
