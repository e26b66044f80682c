import { describe, expect, it } from 'vitest';
import { openTestDatabase } from './harness';

const feedRows = `SELECT id::int AS id FROM change_feed ORDER BY id`;
const addFeedRow = `INSERT INTO change_feed (collection, row_id, op) VALUES ('sectors', 'x', 'upsert')`;

// On PostgreSQL every file shares one database and nothing is pooled.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the PGlite databases of a worker', () => {
  it('hands the next file an emptied database, identities restarted', async () => {
    const first = await openTestDatabase();
    await first.exec(`${addFeedRow}; ${addFeedRow}`);
    await first.close();
    const next = await openTestDatabase();
    // The same PostgreSQL, not a second load of the template.
    expect(next.db).toBe(first.db);
    expect(await next.query(feedRows)).toEqual([]);
    await next.exec(addFeedRow);
    expect(await next.query(feedRows)).toEqual([{ id: 1 }]);
    const migrations = await next.query(`SELECT name FROM schema_migrations`);
    expect(migrations.length).toBeGreaterThan(0);
    await next.close();
  });

  it('leaves no session state behind (settings, a transaction left open)', async () => {
    const first = await openTestDatabase();
    await first.exec(`SET TIME ZONE 'Asia/Jakarta'`);
    await first.exec('BEGIN');
    await first.close();
    const next = await openTestDatabase();
    expect(next.db).toBe(first.db);
    const [zone] = await next.query<{ TimeZone: string }>('SHOW TIME ZONE');
    expect(zone!.TimeZone).not.toBe('Asia/Jakarta');
    await next.close();
  });

  it('never hands on a database whose schema a file changed', async () => {
    const first = await openTestDatabase();
    await first.exec(`ALTER TABLE change_feed ADD COLUMN planted text`);
    await first.close();
    const next = await openTestDatabase();
    expect(next.db).not.toBe(first.db);
    const columns = await next.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'change_feed' AND column_name = 'planted'`,
    );
    expect(columns).toEqual([]);
    await next.close();
  });
});
