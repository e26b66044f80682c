/**
 * Takes a backup: every table of `backupTables` read inside ONE read-only REPEATABLE READ
 * transaction (one snapshot: the file is consistent across tables while writes go on), streamed
 * as gzip through the storage layer, which counts and hashes the bytes as they pass.
 */
import { pipeline } from 'node:stream';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { backupLines, digestTables, stableTextSettings, type TableDigest } from './backup-file';
import { backupTables } from './table-catalog';

export interface WrittenBackup {
  size: number;
  sha256: string;
  tables: Record<string, TableDigest>;
}

/**
 * `finish` runs in the same transaction once the file is stored (the backup's row marked done), so
 * the row says done exactly when the snapshot's transaction ends: a job runner that took the job
 * back meanwhile (its lease ran out while PGlite's one connection was busy here) sees it done.
 */
export async function writeBackup(
  database: Database,
  storage: Storage,
  key: string,
  finish?: (tx: Tx, written: WrittenBackup) => Promise<void>,
): Promise<WrittenBackup> {
  return database.db.transaction(async (tx) => {
    // Not READ ONLY: `finish` writes the backup's own row (never a backed-up table).
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    await stableTextSettings(tx);
    const tables = await backupTables(tx);
    const digests: Record<string, TableDigest> = {};
    const gzip = createGzip();
    // A failed read destroys the gzip stream with its error: the put fails and stores nothing.
    pipeline(Readable.from(backupLines(tx, tables, digests)), gzip, () => undefined);
    const put = await storage.put(key, gzip, { contentType: 'application/gzip' });
    const written = { size: put.size, sha256: put.sha256, tables: digests };
    await finish?.(tx, written);
    return written;
  });
}

/** Each backed-up table's row count and digest as the database holds them now (for tests and checks). */
export async function currentDigests(database: Database): Promise<Record<string, TableDigest>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
    await stableTextSettings(tx);
    return digestTables(tx, await backupTables(tx));
  });
}
