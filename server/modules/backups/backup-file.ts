/**
 * The backup file: gzip of newline-delimited JSON, written and read by this project on PGlite and
 * PostgreSQL alike (no pg_dump, which PGlite lacks and whose version must match the server's).
 *
 *   {"format":"regcomply-backup","version":1,"created_at":"...","tables":["activity_logs",...]}
 *   {"table":"activity_logs","columns":[{"name":"log_uuid","type":"uuid"},...]}
 *   ["6f1c...","2026-01-15 08:30:00+00",null,...]        one line per row, in primary-key order
 *   {"end":"activity_logs","rows":1234,"sha256":"..."}    the table's row count and digest
 *   ...
 *   {"end":true}
 *
 * Each row is the JSON array of its columns' PostgreSQL text forms (NULL as null), so every type
 * reads back exactly through its own input function (timestamps, jsonb, arrays, xid8). A table's
 * digest is the sha256 of its row lines in order: `tableDigests` computes the same from a live
 * database, and a restored table equals its backup when both digests match.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Tx, txRows } from '../../db/client';
import { selectRowsSql, type BackupTable, type TableColumn } from './table-catalog';

export const BACKUP_FORMAT = 'regcomply-backup';
export const BACKUP_VERSION = 1;
const FETCH_ROWS = 1000;

export interface FileHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  tables: string[];
}
export interface TableHeader {
  table: string;
  columns: TableColumn[];
}
export interface TableEnd {
  end: string;
  rows: number;
  sha256: string;
}
export interface TableDigest {
  rows: number;
  sha256: string;
}

/** Text forms that do not depend on the session: UTC times, ISO dates, hex bytes. */
export async function stableTextSettings(tx: Tx): Promise<void> {
  await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
  await tx.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
  await tx.execute(sql`SET LOCAL IntervalStyle = 'postgres'`);
  await tx.execute(sql`SET LOCAL bytea_output = 'hex'`);
}

/**
 * One table's row lines in key order, a page at a time through a cursor (the whole table is never
 * in memory; the consumer's pace drives the reads). `digest` is filled as the pages pass.
 */
export async function* tablePages(
  tx: Tx,
  table: BackupTable,
  digest: TableDigest,
): AsyncGenerator<string> {
  const hash = createHash('sha256');
  await tx.execute(sql`DECLARE backup_rows NO SCROLL CURSOR FOR ${selectRowsSql(table)}`);
  for (;;) {
    const page = await txRows<{ r: string }>(
      tx,
      sql`FETCH ${sql.raw(String(FETCH_ROWS))} FROM backup_rows`,
    );
    if (page.length === 0) break;
    let lines = '';
    for (const { r } of page) lines += `${r}\n`;
    hash.update(lines);
    digest.rows += page.length;
    yield lines;
  }
  await tx.execute(sql`CLOSE backup_rows`);
  digest.sha256 = hash.digest('hex');
}

/** Every line of a backup of `tables`, read on `tx` (which holds one snapshot); fills `digests`. */
export async function* backupLines(
  tx: Tx,
  tables: BackupTable[],
  digests: Record<string, TableDigest>,
): AsyncGenerator<string> {
  const header: FileHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: new Date().toISOString(),
    tables: tables.map((t) => t.name),
  };
  yield `${JSON.stringify(header)}\n`;
  for (const table of tables) {
    yield `${JSON.stringify({ table: table.name, columns: table.columns } satisfies TableHeader)}\n`;
    const d: TableDigest = { rows: 0, sha256: '' };
    yield* tablePages(tx, table, d);
    digests[table.name] = d;
    yield `${JSON.stringify({ end: table.name, rows: d.rows, sha256: d.sha256 } satisfies TableEnd)}\n`;
  }
  yield `${JSON.stringify({ end: true })}\n`;
}

/** Each table's row count and digest as the database holds them now (one snapshot). */
export async function digestTables(
  tx: Tx,
  tables: BackupTable[],
): Promise<Record<string, TableDigest>> {
  const digests: Record<string, TableDigest> = {};
  for (const table of tables) {
    const d: TableDigest = { rows: 0, sha256: '' };
    for await (const _page of tablePages(tx, table, d));
    digests[table.name] = d;
  }
  return digests;
}
