/**
 * Opens the database: PGlite persisted in a directory when no DATABASE_URL is given (the
 * embedded default), PostgreSQL otherwise. Both speak one SQL dialect through Drizzle.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs one or more SQL statements without parameters (migrations, maintenance). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /**
   * Runs one bound Drizzle `sql` template (policies composed in as fragments) and returns its rows:
   * the one runner of bound SQL, on the pool or on a transaction (`options.tx`). On the pool,
   * unlike `db.execute`, it can keep the statement prepared (`options.prepare`).
   */
  rows<T = Record<string, unknown>>(query: SQL, options?: RowsOptions): Promise<T[]>;
  close(): Promise<void>;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on each PostgreSQL connection (named after a hash of its text):
   * planning then happens once per connection, not per call. For hot reads whose SQL text takes
   * few forms (values as parameters, never in the text): each distinct text stays prepared on
   * every connection for its lifetime. Measured at scale 50: the session lookup runs 2,500/s
   * parsed and planned each time, 11,700/s prepared. PGlite ignores it.
   */
  prepare?: boolean;
}

export interface RowsOptions extends QueryOptions {
  /**
   * Run on this transaction (its connection; PGlite has only one, so a statement on the pool
   * would wait for the transaction to end) instead of the pool. Drizzle sends it unprepared.
   */
  tx?: Tx;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir: string;
  /** Called when the PostgreSQL pool or one of its clients reports an error. */
  onError?: (err: Error) => void;
  poolSize?: number;
  /** PostgreSQL application_name: lets operators (and tests) find this process's connections. */
  applicationName?: string;
  /** A PGlite data directory dump (tar) to start from: tests load a migrated template. */
  template?: string;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const base = await (opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts)
    : openPglite(opts.dataDir, opts.template));
  return { ...base, rows: (query, options) => bound(base, query, options) };
}

/**
 * The rows of a bound template run on a transaction (its connection: PGlite has only one, so a
 * statement on the pool would wait for the transaction to end): `Database.rows` with `{ tx }`,
 * for code that holds the transaction but not the database. PGlite and node-postgres both
 * answer `{ rows }`.
 */
export async function txRows<T = Record<string, unknown>>(tx: Tx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A reader of bound templates, on the pool (routes, jobs) or on a write's transaction, so a
 * repository's reads run the same SQL on either (a write's answer is read on its transaction).
 */
export type Rows = <T = Record<string, unknown>>(query: SQL) => Promise<T[]>;
export const poolRows =
  (database: Database): Rows =>
  (query) =>
    database.rows(query);
export const txRowsOf =
  (tx: Tx): Rows =>
  (query) =>
    txRows(tx, query);

/** The text and parameters Drizzle would send for a template: numbering is the dialect's, never ours. */
const dialect = new PgDialect();
async function bound<T>(
  base: Omit<Database, 'rows'>,
  query: SQL,
  options?: RowsOptions,
): Promise<T[]> {
  if (options?.tx) return txRows<T>(options.tx, query);
  const { sql, params } = dialect.sqlToQuery(query);
  return base.query<T>(sql, params, options);
}

async function openPglite(dataDir: string, template?: string): Promise<Omit<Database, 'rows'>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
  return {
    db: drizzle(client, { schema }) as unknown as Db,
    kind: 'pglite',
    exec: async (sql) => void (await client.exec(sql)),
    query: async <T>(sql: string, params: unknown[] = []) =>
      (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  };
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Omit<Database, 'rows'>> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    application_name: opts.applicationName ?? 'regcomply',
  });
  const report = (err: Error) => opts.onError?.(err);
  // Without a listener on the pool AND on every client it hands out, a database restart
  // emits an unhandled 'error' and crashes the process (stack-notes.md).
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    exec: async (sql) => void (await pool.query(sql)),
    query: async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
      (
        await pool.query(
          options?.prepare
            ? { name: statementName(sql), text: sql, values: params }
            : { text: sql, values: params },
        )
      ).rows as T[],
    close: () => pool.end(),
  };
}

/** A prepared statement's name: the same text always maps to the same name, another text never. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `q_${createHash('sha1').update(sql).digest('hex')}`;
    statementNames.set(sql, name);
  }
  return name;
}
