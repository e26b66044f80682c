/**
 * The test files' PGlite databases, reused within a worker: opening one from the migrated
 * template costs 1-3 s of CPU (its 43 MB data directory unpacked into memory, PostgreSQL started),
 * 116 times in the server suite, about as much as the tests themselves; emptying one costs
 * milliseconds. A file's `close()` empties its database (every table but the migrations' record,
 * identities restarted, session state discarded) and keeps it for the worker's next file; the next
 * file then starts from what a fresh load would give. A database whose schema the file changed
 * (a table, a column, a function, a role...) is closed instead, never handed on.
 */
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client';

/** Emptied databases waiting for the next file of this worker. */
const spare: Database[] = [];
/** At most this many are kept: a file rarely holds more than two at once. */
const SPARE_LIMIT = 2;
/**
 * A freshly loaded template, read on this worker's first open: its catalog's shape, and the
 * statement that empties it (its tables never change: a database whose shape differs is closed).
 */
let template: { shape: string; truncate: string } | undefined;

/**
 * The shape of everything a test could change besides rows: object counts and newest ids of the
 * catalogs (a new object takes a new id, a dropped one lowers a count), and the migrations
 * applied. Temporary schemas are left out: DISCARD ALL has emptied them.
 */
const SHAPE = `SELECT concat_ws(' ',
  (SELECT count(*) || ':' || max(oid) FROM pg_class
     WHERE relnamespace IN (SELECT oid FROM pg_namespace WHERE nspname !~ '^pg_(toast_)?temp_')),
  (SELECT count(*) FROM pg_attribute),
  (SELECT count(*) || ':' || max(oid) FROM pg_proc),
  (SELECT count(*) FROM pg_type), (SELECT count(*) FROM pg_constraint),
  (SELECT count(*) FROM pg_trigger), (SELECT count(*) FROM pg_policy),
  (SELECT count(*) FROM pg_rewrite), (SELECT count(*) FROM pg_authid),
  (SELECT count(*) FROM pg_extension), (SELECT count(*) FROM pg_database),
  (SELECT count(*) FROM pg_db_role_setting),
  (SELECT count(*) FROM pg_namespace WHERE nspname !~ '^pg_(toast_)?temp_'),
  (SELECT count(*) || ':' || max(name) FROM schema_migrations)) AS shape`;

async function shapeOf(database: Database): Promise<string> {
  const [row] = await database.query<{ shape: string }>(SHAPE);
  return row!.shape;
}

async function readTemplate(database: Database): Promise<{ shape: string; truncate: string }> {
  const tables = await database.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  );
  return {
    shape: await shapeOf(database),
    truncate: `TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`,
  };
}

/** Empties a database for the next file; false when the file changed more than rows. */
async function empty(database: Database): Promise<boolean> {
  try {
    // A test that failed inside a transaction may have left it open.
    await database.exec('ROLLBACK');
    await database.exec('DISCARD ALL');
    if ((await shapeOf(database)) !== template!.shape) return false;
    await database.exec(template!.truncate);
    return true;
  } catch {
    // One that cannot be emptied (its test closed or broke it) is closed, never handed on.
    return false;
  }
}

/** A database for one test file: an emptied one of this worker, or one loaded from the template. */
export async function pooledPglite(): Promise<Database> {
  let database = spare.pop();
  if (!database) {
    database = await openDatabase({
      dataDir: 'memory://',
      template: inject('pgliteTemplate') || undefined,
    });
    template ??= await readTemplate(database);
  }
  const own = database;
  let released = false;
  return {
    ...own,
    close: async () => {
      if (released) return;
      released = true;
      if (spare.length < SPARE_LIMIT && (await empty(own))) spare.push(own);
      else await own.close();
    },
  };
}
