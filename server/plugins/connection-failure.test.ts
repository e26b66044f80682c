import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { customerCompany } from '../test/fixtures';
import { call, createTestApp, type TestApp } from '../test/harness';
import { isConnectionFailure } from './connection-failure';

describe('connection failures in the cause chain', () => {
  const terminated = Object.assign(
    new Error('terminating connection due to administrator command'),
    { code: '57P01' },
  );

  it('finds a dropped connection wrapped by the query builder, however deep', () => {
    const wrapped = new Error('Failed query: update "users" set ...', { cause: terminated });
    expect(isConnectionFailure(wrapped)).toBe(true);
    expect(
      isConnectionFailure(
        new Error('outer', {
          cause: new Error('middle', { cause: new Error('Connection terminated unexpectedly') }),
        }),
      ),
    ).toBe(true);
    expect(
      isConnectionFailure(
        new Error(
          'Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.',
        ),
      ),
    ).toBe(true);
    expect(
      isConnectionFailure(
        new AggregateError(
          [Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })],
          'all addresses failed',
        ),
      ),
    ).toBe(true);
  });

  it('leaves other failures alone, and survives a cause that points at itself', () => {
    expect(
      isConnectionFailure(
        new Error('Failed query', {
          cause: Object.assign(new Error('duplicate key'), { code: '23505' }),
        }),
      ),
    ).toBe(false);
    const loop: Error & { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isConnectionFailure(loop)).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });
});

const url = process.env.TEST_DATABASE_URL;
const NAME = `regcomply-write-drop-${process.pid}`;

/** PostgreSQL only: PGlite is in the process, there is no connection to drop. */
describe.skipIf(!url)('a connection dropped inside a write (PostgreSQL)', () => {
  let t: TestApp;
  let database: Database;
  let blocker: pg.Client;
  beforeAll(async () => {
    database = await openDatabase({
      databaseUrl: url,
      dataDir: '',
      poolSize: 4,
      applicationName: NAME,
      onError: () => undefined,
    });
    t = await createTestApp({}, database);
    blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
  });
  afterAll(async () => {
    await blocker.end();
    await t.close();
    await database.close();
  });

  /** Holds the user's row, starts the update, kills the backend waiting on the row, and answers. */
  async function updateWhileDropped(lang: 'en' | 'id') {
    const { member } = await customerCompany(t.app, t.database);
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM users WHERE user_uuid = $1 FOR UPDATE', [member.user_uuid]);
    try {
      const answer = call(t.app, 'PUT', `/users/update?lang=${lang}`, {
        token: member.token,
        body: { name: 'Renamed' },
      });
      let killed = 0;
      for (let i = 0; i < 100 && killed === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const rows = await blocker.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`,
          [NAME],
        );
        killed = rows.rowCount ?? 0;
      }
      expect(killed).toBe(1);
      return await answer;
    } finally {
      await blocker.query('ROLLBACK');
    }
  }

  it('answers 503 with retry-after, in the request language, and never the database message', async () => {
    const en = await updateWhileDropped('en');
    expect(en.status).toBe(503);
    expect(en.headers['retry-after']).toBe('5');
    expect(en.body).toEqual({
      message: 'The service is temporarily unavailable. Please try again.',
      code: 'service_unavailable',
    });
    const id = await updateWhileDropped('id');
    expect(id.status).toBe(503);
    expect(id.body.message).toBe('Layanan sedang tidak tersedia. Silakan coba lagi.');
    expect(id.raw.body).not.toMatch(/terminat|users|Failed query/);
  });
});
