/**
 * The process a test kills mid-restore (backup-restore.test.ts): restores the backup stored at
 * BACKUP_KEY under BACKUP_STORAGE into the test's own database, says "halfway" once half the rows
 * are loaded inside the restore's transaction, and waits there to be killed (SIGKILL).
 */
import { localDiskStorage } from '../../../storage/local-disk';
import { restoreBackup } from '../backup-restore';
import { openDatabase } from '../../../db/client';

/** The database a parent's `isolatedDatabase` made (test/isolated-database.ts). */
const openFromEnv = () =>
  process.env.DATABASE_URL
    ? openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '', poolSize: 2 })
    : openDatabase({ dataDir: process.env.PGLITE_DIR! });

async function main() {
  const database = await openFromEnv();
  let paused = false;
  await restoreBackup(
    database,
    localDiskStorage(process.env.BACKUP_STORAGE!),
    process.env.BACKUP_KEY!,
    {
      totalRows: Number(process.env.BACKUP_ROWS),
      onProgress: async (percent) => {
        if (paused || percent < 50) return;
        paused = true;
        process.stdout.write('halfway\n');
        await new Promise(() => undefined);
      },
    },
  );
  process.stdout.write('finished\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
