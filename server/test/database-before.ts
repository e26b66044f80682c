/**
 * A migration's test starts from a database created before it: PGlite in memory with the
 * committed migrations whose names sort before `first` applied (copied to a folder of their own),
 * so the test can write rows in the old shape and then run the rest with `runMigrations`.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { migrationsDir, runMigrations } from '../db/migrate';

export async function databaseBefore(
  first: string,
): Promise<{ database: Database; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), `migrations-before-${first}-`));
  for (const file of readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql') && f < first)) {
    cpSync(join(migrationsDir(), file), join(dir, file));
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database, dir);
  return {
    database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
