/**
 * The real server for the sync integration tests: the app from server/test/harness.ts listening
 * on a free port, its Socket.IO on another (as in production: API and socket on two ports), and
 * writers that change content through the mutation layer (change feed + socket hints after
 * commit), like server/modules/sync/sync.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../server/test/harness';

export interface SyncTestServer {
  t: TestApp;
  apiBase: string;
  socketUrl: string;
  close(): Promise<void>;
}

export async function startSyncTestServer(): Promise<SyncTestServer> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (t.app.server.address() as AddressInfo).port;
  const socketServer: Server = createServer();
  t.app.deps.realtime.attach(socketServer);
  await new Promise<void>((r) => socketServer.listen(0, '127.0.0.1', r));
  const socketPort = (socketServer.address() as AddressInfo).port;
  return {
    t,
    apiBase: `http://127.0.0.1:${apiPort}/api`,
    socketUrl: `http://127.0.0.1:${socketPort}`,
    close: async () => {
      await t.close();
      await new Promise<void>((r) => socketServer.close(() => r()));
    },
  };
}

const q = (v: string | null) => (v === null ? 'NULL' : `'${v}'`);

/** A sector with a topic and a published obligation; null company = master content. */
export async function writeSector(
  t: TestApp,
  company: string | null = null,
  name = 'Sector EN',
  sector = randomUUID(),
) {
  const topic = randomUUID();
  const obligation = randomUUID();
  await t.app.deps.mutations.system(async (m) => {
    await m.tx.execute(
      `INSERT INTO sectors (sector_uuid, code, name_en, name_id, company_uuid)
      VALUES ('${sector}', 'S-${sector.slice(0, 8)}', '${name}', 'Sektor ID', ${q(company)})` as never,
    );
    await m.tx.execute(
      `INSERT INTO topics (topic_uuid, sector_uuid, title_en, title_id, company_uuid)
      VALUES ('${topic}', '${sector}', 'Waste', 'Limbah', ${q(company)})` as never,
    );
    await m.tx.execute(
      `INSERT INTO obligations (obligation_uuid, topic_uuid, sector_uuid, comp_title_en, comp_title_id, type, obligation_status, company_uuid)
      VALUES ('${obligation}', '${topic}', '${sector}', 'Manage waste', 'Kelola limbah', 'periodic', 1, ${q(company)})` as never,
    );
    await m.feed(
      { collection: 'sectors', row_id: sector, company_uuid: company, op: 'upsert' },
      { collection: 'topics', row_id: topic, company_uuid: company, op: 'upsert' },
      { collection: 'obligations', row_id: obligation, company_uuid: company, op: 'upsert' },
    );
  });
  return { sector, topic, obligation };
}

/** Soft-deletes a sector: its feed entry turns into a tombstone for every reader. */
export async function deleteSector(t: TestApp, sector: string) {
  await t.app.deps.mutations.system(async (m) => {
    await m.tx.execute(
      `UPDATE sectors SET deleted_at = now() WHERE sector_uuid = '${sector}'` as never,
    );
    await m.feed({ collection: 'sectors', row_id: sector, company_uuid: null, op: 'delete' });
  });
}

export async function writeRegulation(t: TestApp) {
  const regulation = randomUUID();
  await t.app.deps.mutations.system(async (m) => {
    await m.tx.execute(
      `INSERT INTO regulations (regulation_guid, title_en, title_id, number, year, type)
      VALUES ('${regulation}', 'Waste Act', 'UU Limbah', '12', 2024, 'law')` as never,
    );
    await m.feed({
      collection: 'regulations',
      row_id: regulation,
      company_uuid: null,
      op: 'upsert',
    });
  });
  return regulation;
}

export async function writeBookmark(
  t: TestApp,
  user: { user_uuid: string; company_uuid: string },
  obligation: string,
) {
  const bookmark = randomUUID();
  await t.app.deps.mutations.system(async (m) => {
    await m.tx.execute(
      `INSERT INTO bookmarks (bookmark_uuid, company_uuid, user_uuid, entity_type, entity_uuid)
      VALUES ('${bookmark}', '${user.company_uuid}', '${user.user_uuid}', 'obligation', '${obligation}')` as never,
    );
    await m.feed({
      collection: 'bookmarks',
      row_id: bookmark,
      company_uuid: user.company_uuid,
      user_uuid: user.user_uuid,
      op: 'upsert',
    });
  });
  return `obligation:${obligation}`;
}

/** Many master sectors in one transaction (full-pull timing), feed rows written directly. */
export async function writeManySectors(t: TestApp, count: number) {
  await t.app.deps.mutations.system(async (m) => {
    await m.tx.execute(
      `WITH s AS (
        INSERT INTO sectors (sector_uuid, code, name_en, name_id)
        SELECT gen_random_uuid(), 'B-' || g || '-' || substr(md5(random()::text), 1, 6), 'Bulk ' || g, 'Massal ' || g
          FROM generate_series(1, ${count}) g
        RETURNING sector_uuid)
      INSERT INTO change_feed (collection, row_id, op) SELECT 'sectors', sector_uuid::text, 'upsert' FROM s` as never,
    );
  });
}

/** `count` more feed entries for one row (a row edited many times): pages fold them into one document. */
export async function writeFeedNoise(t: TestApp, sector: string, count: number) {
  await t.app.deps.mutations.system(async (m) => {
    await m.tx.execute(
      `INSERT INTO change_feed (collection, row_id, op)
      SELECT 'sectors', '${sector}', 'upsert' FROM generate_series(1, ${count})` as never,
    );
  });
}
