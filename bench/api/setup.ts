/**
 * Benchmark database: creates the PostgreSQL database when missing, applies the migrations and
 * seeds the demo data (scale 50) only when the database is empty, so later runs start at once.
 */
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { isEmpty, seedDemo } from '../../server/db/seed/index';
import { storageConfig } from '../../server/config';
import { createStorage } from '../../server/storage/create';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/regcomply_bench';
export const SEED_SCALE = 50;

export interface PreparedDatabase {
  database: Database;
  /** Seed wall time in ms, or null when the database already held data. */
  seedMs: number | null;
  obligations: number;
  regulations: number;
}

/** Creates the database named in `url` (through the `postgres` maintenance database) if missing. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`no database name in ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return true;
  } finally {
    await client.end();
  }
}

export async function prepareDatabase(
  url: string,
  log: (msg: string) => void,
): Promise<PreparedDatabase> {
  if (await ensureDatabase(url)) log(`created database ${new URL(url).pathname.slice(1)}`);
  const database = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 20 });
  try {
    const applied = await runMigrations(database);
    if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
    let seedMs: number | null = null;
    if (await isEmpty(database)) {
      const started = process.hrtime.bigint();
      await seedDemo(database, { storage: createStorage(storageConfig()), scale: SEED_SCALE, log });
      seedMs = Number(process.hrtime.bigint() - started) / 1e6;
    }
    const count = async (table: 'obligations' | 'regulations') =>
      (await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
    return {
      database,
      seedMs,
      obligations: await count('obligations'),
      regulations: await count('regulations'),
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
