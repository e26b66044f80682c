/**
 * Which tables a backup holds and how each is read: every table of the `public` schema, found in
 * the catalog at the time (a table added by a later migration is included with nothing edited),
 * except the bookkeeping a restore must not overwrite (KEPT_TABLES). Columns in their order,
 * generated columns left out (PostgreSQL computes them again), and the primary key that orders
 * the rows: the same rows always come out in the same order, so a table's digest is stable.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type Tx, txRows } from '../../db/client';

/** Tables a restore leaves as they are, and why. */
export const KEPT_TABLES: Record<string, string> = {
  schema_migrations: 'the schema the running code expects, not data',
  backups: 'the backups themselves: a restore would erase its own record and the newer backups',
  jobs: 'the job runner’s bookkeeping, the restore’s own job included',
  maintenance_state: 'the maintenance window the restore holds',
  mail_outbox: 'mail delivery bookkeeping, driven by its `mail.send` jobs',
  // Who is signed in now. Restoring it would revive sessions ended since the backup (sign-outs,
  // suspensions); sessions of users the backup does not hold are removed by the restore, and the
  // user and company states restored are checked on every request (findSessionUser).
  sessions: 'who is signed in now',
  process_heartbeats: 'the server processes running now (server/process-heartbeat.ts), not data',
};

export interface TableColumn {
  name: string;
  /** `format_type` of the column: the cast that reads its text form back. */
  type: string;
}

export interface BackupTable {
  name: string;
  columns: TableColumn[];
  /** The primary key's columns: the rows' order. */
  key: string[];
}

/** The tables a backup holds, by name. */
export async function backupTables(tx: Tx): Promise<BackupTable[]> {
  const rows = await txRows<{ table_name: string; columns: TableColumn[]; key: string[] | null }>(
    tx,
    sql`SELECT c.relname AS table_name,
            (SELECT json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) ORDER BY a.attnum)
               FROM pg_attribute a
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
            (SELECT array_agg(a.attname::text ORDER BY array_position(p.conkey, a.attnum))
               FROM pg_constraint p JOIN pg_attribute a ON a.attrelid = p.conrelid AND a.attnum = ANY (p.conkey)
              WHERE p.conrelid = c.oid AND p.contype = 'p') AS key
       FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
        AND NOT (c.relname = ANY (${sql.param(Object.keys(KEPT_TABLES))}::text[]))
      ORDER BY c.relname`,
  );
  return rows.map((r) => ({
    name: r.table_name,
    columns: r.columns,
    key: r.key ?? r.columns.map((c) => c.name),
  }));
}

/** One table's rows, in key order, each as a JSON array of its columns' text forms (null stays null). */
export function selectRowsSql(table: BackupTable): SQL {
  const values = sql.join(
    table.columns.map((c) => sql`${sql.identifier(c.name)}::text`),
    sql`, `,
  );
  const order = sql.join(
    table.key.map((k) => sql.identifier(k)),
    sql`, `,
  );
  return sql`SELECT json_build_array(${values})::text AS r FROM ${sql.identifier(table.name)} ORDER BY ${order}`;
}
