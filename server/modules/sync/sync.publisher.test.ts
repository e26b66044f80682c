import { sql } from 'drizzle-orm';
import { createServer as createHttpServer, type Server } from 'node:http';
import {
  createServer as createTcpServer,
  connect as tcpConnect,
  type AddressInfo,
  type Server as TcpServer,
  type Socket as TcpSocket,
} from 'node:net';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { customerCompany } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const url = process.env.TEST_DATABASE_URL;

/**
 * A TCP relay between the app and PostgreSQL that the test can cut: `down()` drops every open
 * connection and refuses new ones, as a network failure or a database restart does.
 */
function relay(target: URL) {
  const open = new Set<TcpSocket>();
  let server: TcpServer | null = null;
  let port = 0;
  const up = () =>
    new Promise<void>((resolve) => {
      if (server) return resolve();
      server = createTcpServer((client) => {
        const upstream = tcpConnect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          open.add(s);
          s.on('error', () => undefined);
          s.on('close', () => open.delete(s));
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of open) s.destroy();
      const closing = server;
      server = null;
      if (closing) closing.close(() => resolve());
      else resolve();
    });
  return {
    up,
    down,
    url: () => Object.assign(new URL(target.href), { host: `127.0.0.1:${port}` }).href,
  };
}

/**
 * Hints survive a dropped database connection. PostgreSQL only: PGlite runs in the process, with
 * no connection to lose and one transaction at a time.
 */
describe.skipIf(!url)('sync hints across a lost database connection (PostgreSQL)', () => {
  const link = relay(new URL(url ?? 'postgres://localhost'));
  let t: TestApp;
  let server: Server;
  let socket: Socket;
  beforeAll(async () => {
    await link.up();
    const database = await openDatabase({
      databaseUrl: link.url(),
      dataDir: '',
      poolSize: 4,
      onError: () => undefined,
    });
    t = await createTestApp({}, database);
    server = createHttpServer();
    t.app.deps.realtime.attach(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(async () => {
    socket?.disconnect();
    await t.close();
    await t.database.close();
    await new Promise((r) => server.close(r));
    await link.down();
  });

  const insertSector = (id: string) =>
    t.app.deps.mutations.system(async (m) => {
      await m.rows(
        sql`INSERT INTO sectors (sector_uuid, code, name_en, name_id) VALUES (${id}, ${`R-${id.slice(0, 8)}`}, 'Retry', 'Ulang')`,
      );
      await m.feed({ collection: 'sectors', row_id: id, company_uuid: null, op: 'upsert' });
    });

  it('delivers the hints of commits whose publisher lost the database, in commit order, once it is back', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    socket = connect(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
      auth: { token: admin.token },
      transports: ['websocket'],
    });
    await new Promise<void>((r) => socket.on('connect', () => r()));
    const hinted: string[] = [];
    socket.on('sync', (e: { documents: { id: string }[] }) =>
      hinted.push(...e.documents.map((d) => d.id)),
    );

    // An older transaction holds the horizon, so both publishers are still polling the database
    // when the connection goes.
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    const [first, second] = [randomUUID(), randomUUID()];
    try {
      await drizzle(blocker).execute(sql`BEGIN`);
      await drizzle(blocker).execute(sql`SELECT pg_current_xact_id()`);
      await insertSector(first);
      await insertSector(second);
      await link.down();
      // Held as briefly as possible: an open transaction holds back every pull in the cluster.
      await drizzle(blocker).execute(sql`COMMIT`);
      await new Promise((r) => setTimeout(r, 800)); // several polls fail meanwhile
      expect(hinted).toEqual([]);
      await link.up();

      const until = Date.now() + 10_000;
      while (Date.now() < until && !hinted.includes(second))
        await new Promise((r) => setTimeout(r, 50));
      expect(hinted.filter((id) => id === first || id === second)).toEqual([first, second]);
    } finally {
      await blocker.end();
    }
  });
});
