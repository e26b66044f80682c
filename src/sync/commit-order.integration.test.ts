/**
 * The checkpoint follows commit order, seen from the client: two server transactions commit in
 * reverse order of their start with a pull in between, and both rows reach the local database.
 * PostgreSQL only: PGlite runs one transaction at a time, so the race cannot happen there.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany } from '../../server/test/fixtures';
import { getDatabase, removeDatabase } from '../db/database';
import { setApiBase } from '../lib/api-client';
import { startReplication } from './replication';
import { startSyncTestServer, type SyncTestServer } from './test/server';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('commit order across a pull (PostgreSQL)', () => {
  let server: SyncTestServer;
  beforeAll(async () => {
    server = await startSyncTestServer();
    setApiBase(server.apiBase);
  });
  afterAll(async () => {
    await removeDatabase();
    await server.close();
  });

  it('brings both rows to the client when the older transaction commits after a pull', async () => {
    const { admin } = await customerCompany(server.t.app, server.t.database);
    const db = await getDatabase({
      multiInstance: false,
      name: `order-${randomUUID().slice(0, 8)}`,
    });
    const handle = startReplication(db, {
      getToken: () => admin.token,
      socketUrl: server.socketUrl,
      socketTransports: ['websocket'],
      retry: { initialMs: 100, maxMs: 500 },
    });
    const older = new pg.Client({ connectionString: url });
    const younger = new pg.Client({ connectionString: url });
    await older.connect();
    await younger.connect();
    const write = async (client: pg.Client) => {
      const id = randomUUID();
      await client.query(
        `INSERT INTO sectors (sector_uuid, code, name_en, name_id) VALUES ($1, $2, 'Order', 'Urutan')`,
        [id, `O-${id.slice(0, 8)}`],
      );
      await client.query(
        `INSERT INTO change_feed (collection, row_id, op) VALUES ('sectors', $1, 'upsert')`,
        [id],
      );
      return id;
    };
    try {
      await handle.awaitInSync();
      await older.query('BEGIN');
      const early = await write(older);
      await younger.query('BEGIN');
      const late = await write(younger);
      await younger.query('COMMIT');
      handle.resync();
      await handle.awaitInSync(); // the pull in between: the younger row is held back
      expect(await db.sectors.findOne(early).exec()).toBeNull();
      await older.query('COMMIT');
      handle.resync();
      await handle.awaitInSync();
      const until = Date.now() + 5000;
      while (
        Date.now() < until &&
        (!(await db.sectors.findOne(early).exec()) || !(await db.sectors.findOne(late).exec()))
      ) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await db.sectors.findOne(early).exec()).not.toBeNull();
      expect(await db.sectors.findOne(late).exec()).not.toBeNull();
    } finally {
      await handle.stop();
      await older.end();
      await younger.end();
    }
  });
});
