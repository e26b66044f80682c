/**
 * On PostgreSQL each test file gets a database of its own, cloned from the migrated one that
 * global-setup.ts prepared (CREATE DATABASE … TEMPLATE, about 0.3 s), and TEST_DATABASE_URL points
 * at it for the file: the harness, the child processes a test starts and the tests' own clients all
 * read it. So files never see each other's rows or what another left open, counts can be exact,
 * and a worker can run many files in one process (isolate: false). PGlite files already have a
 * database each (harness.ts); there this file does nothing.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';

// The migrated database, kept aside the first time: in a worker that runs several files the
// variable below already names the previous file's database.
const template = (process.env.TEST_DATABASE_TEMPLATE_URL ??= process.env.TEST_DATABASE_URL);

if (template) {
  const url = new URL(template);
  const templateName = url.pathname.slice(1);
  const name = `${templateName}_f${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = () => {
    const u = new URL(template);
    u.pathname = '/postgres';
    return new pg.Client({ connectionString: u.toString() });
  };
  const run = async (statement: string) => {
    const client = admin();
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  afterAll(async () => {
    // FORCE: a connection the file left open must not keep its database (nor fail the file).
    await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
