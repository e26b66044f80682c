/**
 * Replaces the data with a backup's, inside ONE transaction: a restore that fails or whose process
 * is killed halfway leaves the previous data exactly as it was (PostgreSQL and PGlite roll the
 * transaction back; DDL included). In it:
 *
 * 1. the foreign keys of the public schema are dropped (their definitions kept), so tables load
 *    in any order, self-references and cycles included;
 * 2. every backed-up table is emptied (TRUNCATE, one statement) and refilled from the file,
 *    a batch of rows per statement, each column read back through its own type's input;
 * 3. sessions of users the backup does not hold are removed (sessions are kept, table-catalog.ts);
 * 4. the foreign keys are added again: PostgreSQL checks every row, so a backup that does not hold
 *    together fails the restore instead of committing;
 * 5. sequences continue after the restored rows;
 * 6. every row the change feed named before or after the restore is named once more, in this
 *    transaction: each client pulls it again from its own checkpoint and gets the restored state
 *    or a tombstone, so no client keeps rows the restore changed or removed.
 */
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { type Database, type Tx, txRows } from '../../db/client';
import type { Storage } from '../../storage/storage';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  stableTextSettings,
  type FileHeader,
  type TableEnd,
  type TableHeader,
} from './backup-file';
import { backupTables, type BackupTable } from './table-catalog';

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

export interface RestoreHooks {
  /** After each batch: percent of the rows loaded. A test may pause here (and be killed). */
  onProgress?: (percent: number) => void | Promise<void>;
  /** The backup's row total (its manifest), for the progress. */
  totalRows?: number;
  /** Last in the restore's transaction: its bookkeeping commits with the data (a kept table). */
  finish?: (tx: Tx) => Promise<void>;
}

export class BackupFileError extends Error {}

/** Restores the backup stored at `key`; returns how many tables and rows it loaded. */
export async function restoreBackup(
  database: Database,
  storage: Storage,
  key: string,
  hooks: RestoreHooks = {},
): Promise<{ tables: number; rows: number }> {
  const file = await storage.get(key);
  if (!file) throw new BackupFileError(`the backup file is missing from storage (${key})`);
  const gunzip = createGunzip();
  file.stream.on('error', (err) => gunzip.destroy(err));
  const lines = createInterface({ input: file.stream.pipe(gunzip), crlfDelay: Infinity })[
    Symbol.asyncIterator
  ]();
  const next = async (): Promise<string> => {
    const r = await lines.next();
    if (r.done) throw new BackupFileError('the backup file ends early');
    return r.value;
  };
  const header = JSON.parse(await next()) as FileHeader;
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
    throw new BackupFileError('not a backup file of this application');

  return database.db.transaction(async (tx) => {
    await stableTextSettings(tx);
    const current = new Map((await backupTables(tx)).map((t) => [t.name, t]));
    for (const name of header.tables) {
      if (!current.has(name))
        throw new BackupFileError(`the backup holds a table this version does not have: ${name}`);
    }
    await tx.execute(
      sql`CREATE TEMP TABLE restore_feed_keys ON COMMIT DROP AS SELECT DISTINCT collection, row_id, company_uuid, user_uuid FROM change_feed`,
    );
    const keys = await dropForeignKeys(tx);
    // Tables of this version the backup does not name (added later) end up empty, as they were then.
    await tx.execute(
      sql`TRUNCATE ${sql.join(
        [...current.keys()].map((name) => sql.identifier(name)),
        sql`, `,
      )}`,
    );

    let rows = 0;
    for (let t = 0; t < header.tables.length; t++) {
      const section = JSON.parse(await next()) as TableHeader;
      const table = current.get(section.table);
      if (!table || section.table !== header.tables[t])
        throw new BackupFileError(`unexpected table section: ${section.table}`);
      const load = insertSql(table, section);
      let batch: string[] = [];
      let chars = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(load(`[${batch.join(',')}]`));
        rows += batch.length;
        batch = [];
        chars = 0;
        if (hooks.onProgress && hooks.totalRows)
          await hooks.onProgress(Math.min(99, (rows / hooks.totalRows) * 100));
      };
      let seen = 0;
      for (;;) {
        const line = await next();
        if (line.startsWith('{')) {
          const end = JSON.parse(line) as TableEnd;
          if (end.end !== table.name || end.rows !== seen)
            throw new BackupFileError(
              `table ${table.name}: the row count does not match its end line`,
            );
          break;
        }
        seen++;
        batch.push(line);
        chars += line.length;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      }
      await flush();
    }
    const last = JSON.parse(await next()) as { end?: unknown };
    if (last.end !== true) throw new BackupFileError('the backup file ends early');

    // Sessions stay (table-catalog.ts); those of users the backup does not hold go.
    await tx.execute(
      sql`DELETE FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.user_uuid = s.user_uuid)`,
    );
    // The definition is the catalog's own text (pg_get_constraintdef), read back as it was written.
    for (const k of keys)
      await tx.execute(
        sql`ALTER TABLE ${sql.identifier(k.rel)} ADD CONSTRAINT ${sql.identifier(k.conname)} ${sql.raw(k.def)}`,
      );
    await resetSequences(tx);
    await tx.execute(
      sql`INSERT INTO change_feed (collection, row_id, company_uuid, user_uuid, op)
       SELECT collection, row_id, company_uuid, user_uuid, 'upsert'
         FROM (SELECT collection, row_id, company_uuid, user_uuid FROM restore_feed_keys
               UNION SELECT collection, row_id, company_uuid, user_uuid FROM change_feed) k`,
    );
    await hooks.finish?.(tx);
    await hooks.onProgress?.(100);
    return { tables: header.tables.length, rows };
  });
}

/**
 * INSERT of a batch given as one JSON array of row arrays (one parameter), each value cast from its
 * text form to its column's type as the catalog names it (`format_type`, table-catalog.ts).
 */
function insertSql(table: BackupTable, section: TableHeader): (batch: string) => SQL {
  const types = new Map(table.columns.map((c) => [c.name, c.type]));
  const columns = section.columns.map((c, i) => {
    const type = types.get(c.name);
    if (!type)
      throw new BackupFileError(
        `the backup holds a column this version does not have: ${table.name}.${c.name}`,
      );
    return {
      name: sql.identifier(c.name),
      value: sql`(r ->> ${sql.raw(String(i))})::${sql.raw(type)}`,
    };
  });
  const names = sql.join(
    columns.map((c) => c.name),
    sql`, `,
  );
  const values = sql.join(
    columns.map((c) => c.value),
    sql`, `,
  );
  return (batch) =>
    sql`INSERT INTO ${sql.identifier(table.name)} (${names})
          SELECT ${values} FROM json_array_elements(${batch}::json) AS r`;
}

interface ForeignKey {
  rel: string;
  conname: string;
  def: string;
}

/** Drops every foreign key of the public schema; returns them to add again. */
async function dropForeignKeys(tx: Tx): Promise<ForeignKey[]> {
  const keys = await txRows<ForeignKey>(
    tx,
    sql`SELECT (SELECT c.relname FROM pg_class c WHERE c.oid = p.conrelid) AS rel, p.conname, pg_get_constraintdef(p.oid) AS def
       FROM pg_constraint p WHERE p.contype = 'f' AND p.connamespace = 'public'::regnamespace ORDER BY p.conrelid::regclass::text, p.conname`,
  );
  for (const k of keys)
    await tx.execute(
      sql`ALTER TABLE ${sql.identifier(k.rel)} DROP CONSTRAINT ${sql.identifier(k.conname)}`,
    );
  return keys;
}

/** Every sequence owned by a column continues after the column's highest value. */
async function resetSequences(tx: Tx): Promise<void> {
  const owned = await txRows<{ rel: string; col: string; seq: string }>(
    tx,
    sql`SELECT c.relname AS rel, a.attname AS col, pg_get_serial_sequence(c.oid::regclass::text, a.attname) AS seq
       FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
        AND pg_get_serial_sequence(c.oid::regclass::text, a.attname) IS NOT NULL`,
  );
  for (const o of owned) {
    const col = sql.identifier(o.col);
    const rel = sql.identifier(o.rel);
    await tx.execute(
      sql`SELECT setval(${o.seq}::regclass, coalesce((SELECT max(${col}) FROM ${rel}), 1), (SELECT max(${col}) FROM ${rel}) IS NOT NULL)`,
    );
  }
}
