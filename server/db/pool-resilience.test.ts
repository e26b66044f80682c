/**
 * The server keeps serving after PostgreSQL drops its connections (a restart does exactly this
 * to every backend). Without error listeners on the pool and on each client, the process dies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany } from '../test/fixtures';
import { call, createTestApp, type TestApp } from '../test/harness';
import { openDatabase, type Database } from './client';

const url = process.env.TEST_DATABASE_URL;
const NAME = `regcomply-resilience-${process.pid}`;

describe.skipIf(!url)('PostgreSQL connection loss', () => {
  let t: TestApp;
  let admin: Database;
  const errors: Error[] = [];
  beforeAll(async () => {
    const database = await openDatabase({
      databaseUrl: url,
      dataDir: '',
      poolSize: 4,
      applicationName: NAME,
      onError: (e) => errors.push(e),
    });
    t = await createTestApp({}, database);
    admin = await openDatabase({
      databaseUrl: url,
      dataDir: '',
      poolSize: 1,
      applicationName: 'regcomply-killer',
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.close();
    await admin.close();
  });

  it('survives every backend being terminated and answers the next requests', async () => {
    const { member } = await customerCompany(t.app, t.database);
    // Warm the pool so idle clients exist when the backends die.
    await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t.app, 'GET', '/users/profile', { token: member.token }),
      ),
    );
    const killed = await admin.query<{ pid: number }>(
      `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity WHERE application_name = $1`,
      [NAME],
    );
    expect(killed.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(errors.length).toBeGreaterThan(0); // the listeners saw the loss instead of crashing
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call(t.app, 'GET', '/users/profile', { token: member.token })).status);
    // A request already holding a dead client may get 503; the pool heals and the rest succeed.
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.slice(-3)).toEqual([200, 200, 200]);
  });
});
