/**
 * Prepares the test database once per run. PGlite: migrates a template and dumps it, so each
 * test file loads a migrated database in a fraction of the time. PostgreSQL (TEST_DATABASE_URL):
 * creates the database if needed, resets its schema and migrates it once.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const target = new URL(url);
    const name = target.pathname.slice(1);
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: url, dataDir: '' });
    await database.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await runMigrations(database);
    await database.close();
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(tmpdir(), `regcomply-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  await database.close();
}
