/**
 * A database of the test's own, for tests that replace every table (a restore): on PostgreSQL a
 * fresh database with a random name, dropped afterwards (other test files share the CI database
 * and run at the same time); on PGlite a data directory of its own, loaded from the migrated
 * template. A child process opens the same database from `env`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../db/client';
import { runMigrations } from '../../../db/migrate';

export interface IsolatedDatabase {
  kind: 'postgres' | 'pglite';
  /** Opens it (PGlite: one process at a time, close before a child opens it). */
  open(): Promise<Database>;
  /** What a child process needs to open it (DATABASE_URL or PGLITE_DIR). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

const adminUrl = (url: string) => url.replace(/\/[^/]*$/, '/postgres');

export async function isolatedDatabase(): Promise<IsolatedDatabase> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) {
    const name = `regcomply_backup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(shared) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = shared.replace(/\/[^/]*$/, `/${name}`);
    const first = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 });
    await runMigrations(first);
    await first.close();
    return {
      kind: 'postgres',
      open: () => openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 }),
      env: { DATABASE_URL: url },
      drop: async () => {
        const a = new pg.Client({ connectionString: adminUrl(shared) });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'regcomply-backup-db-'));
  let loaded = false;
  const template = inject('pgliteTemplate') || undefined;
  return {
    kind: 'pglite',
    open: async () => {
      const database = await openDatabase({
        dataDir: dir,
        template: loaded ? undefined : template,
      });
      if (!loaded) await runMigrations(database);
      loaded = true;
      return database;
    },
    env: { PGLITE_DIR: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}
