import { sql } from 'drizzle-orm';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

const url = process.env.TEST_DATABASE_URL;

/**
 * A hint is sent only when its change can be pulled. PostgreSQL only: PGlite runs one
 * transaction at a time, so nothing can hold the horizon back there.
 */
describe.skipIf(!url)('sync hints wait for the commit-order horizon (PostgreSQL)', () => {
  let t: TestApp;
  let server: Server;
  let socket: Socket;
  beforeAll(async () => {
    t = await createTestApp();
    server = createServer();
    t.app.deps.realtime.attach(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    socket?.disconnect();
    await t.close();
    await new Promise((r) => server.close(r));
  });

  it('holds a hint while an older transaction is open, sends it when that one ends, and the pull then finds the change', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    socket = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      auth: { token: admin.token },
      transports: ['websocket'],
    });
    await new Promise<void>((r) => socket.on('connect', () => r()));
    const hints: { documents: { id: string }[] }[] = [];
    socket.on('sync', (e) => hints.push(e));

    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await drizzle(blocker).execute(sql`BEGIN`);
      await drizzle(blocker).execute(sql`SELECT pg_current_xact_id()`); // an older transaction, still open
      const sector = randomUUID();
      await t.app.deps.mutations.system(async (m) => {
        await m.rows(
          sql`INSERT INTO sectors (sector_uuid, code, name_en, name_id) VALUES (${sector}, ${`H-${sector.slice(0, 8)}`}, 'Hint', 'Petunjuk')`,
        );
        await m.feed({ collection: 'sectors', row_id: sector, company_uuid: null, op: 'upsert' });
      });
      await new Promise((r) => setTimeout(r, 600));
      expect(hints.filter((h) => h.documents.some((d) => d.id === sector))).toHaveLength(0);

      await drizzle(blocker).execute(sql`COMMIT`);
      const until = Date.now() + 3000;
      while (Date.now() < until && !hints.some((h) => h.documents.some((d) => d.id === sector))) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(hints.some((h) => h.documents.some((d) => d.id === sector))).toBe(true);
      // Every page: on PostgreSQL the test files share one database, and other files' global
      // sectors can fill the first page (a shuffled run's one failure: 799 others, not this one).
      const pulled: string[] = [];
      for (let q = '?limit=2000'; ;) {
        const page = await call(t.app, 'GET', `/sync/sectors${q}`, { token: admin.token });
        expect(page.status).toBe(200);
        const documents = page.body.data.documents as { id: string }[];
        if (documents.length === 0) break;
        pulled.push(...documents.map((d) => d.id));
        const { updated_at, id } = page.body.data.checkpoint as { updated_at: string; id: string };
        q = `?updated_at=${updated_at}&id=${id}&limit=2000`;
      }
      expect(pulled).toContain(sector);
    } finally {
      await blocker.end();
    }
  });
});
