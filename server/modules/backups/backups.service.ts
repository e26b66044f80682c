/**
 * Backups and restores as jobs (server/jobs): the routes only write the backup's row and enqueue
 * its job; the job does the work and records the outcome on the row, which the list shows.
 *
 * - `backup.take`: daily (schedule.ts, a `scheduled` row made by the job) or on demand (the
 *   route's `manual` row). The file goes to storage under `backups/<uuid>.ndjson.gz`; the row gets
 *   its size, sha256 and each table's rows and digest. The newest KEEP_SCHEDULED scheduled backups
 *   are kept; older scheduled ones are removed with their files (manual ones stay).
 * - `backup.restore`: opens the maintenance window, restores in one transaction
 *   (backup-restore.ts), closes the window. A job run again after its process died mid-restore
 *   does not restore again: the transaction rolled back, and the row says so.
 */
import { eq, sql } from 'drizzle-orm';
import type { BackupItem } from '../../../contract/api/backups';
import { type Database, poolRows, txRowsOf } from '../../db/client';
import type { Deps } from '../../deps';
import { enqueueJob } from '../../jobs/queue';
import { PermanentJobError } from '../../jobs/job-errors';
import type { JobHandler } from '../../jobs/runner';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import type { Storage } from '../../storage/storage';
import { writeBackup } from './backup-export';
import { restoreBackup } from './backup-restore';
import { backups } from '../../db/schema/engagement';
import { maintenanceState } from '../../db/schema/platform';
import { busy, findBackup, insertBackup, itemOf, setBackup } from './backups.repository';
import { beginMaintenance } from './maintenance';

import { BACKUP_RESTORE_JOB, BACKUP_TAKE_JOB } from './backup-kinds';
import { errorText } from '../../logger';

export { BACKUP_RESTORE_JOB, BACKUP_TAKE_JOB };
export const KEEP_SCHEDULED = 14;
/** One backup or restore asked for at a time (transaction-scoped advisory lock). */
const REQUEST_LOCK = 804_211_013;

export const storageKeyOf = (uuid: string) => `backups/${uuid}.ndjson.gz`;
const errorTextOf = (err: unknown) => errorText(err, 1000);

async function lockRequests(m: MutationContext) {
  await m.tx.execute(sql`SELECT pg_advisory_xact_lock(${REQUEST_LOCK})`);
  if (await busy(txRowsOf(m.tx))) throw new AppError('conflict', 'backup_busy');
}

/** POST /database/backup: the row and its job. */
export async function requestBackup(m: MutationContext, user: AuthUser): Promise<BackupItem> {
  await lockRequests(m);
  const row = await insertBackup(txRowsOf(m.tx), 'manual', user.user_uuid);
  await enqueueJob(m.tx, {
    kind: BACKUP_TAKE_JOB,
    payload: { backup_uuid: row.backup_uuid },
    maxAttempts: 2,
  });
  await m.log({
    type: 'backup',
    type_uuid: row.backup_uuid,
    action: 'create',
    after: { file_name: row.file_name },
    company_uuid: null,
  });
  return row;
}

/** POST /database/restore/{id}: a finished backup, its name typed again; the restore's job. */
export async function requestRestore(
  m: MutationContext,
  user: AuthUser,
  uuid: string,
  confirmation: string,
): Promise<BackupItem> {
  const q = txRowsOf(m.tx);
  const backup = await findBackup(q, uuid);
  if (!backup) throw errors.notFound();
  if (confirmation !== backup.file_name)
    throw errors.field('confirmation', 'backup_confirmation_mismatch');
  if (backup.status !== 'done' || !backup.storage_key)
    throw new AppError('conflict', 'backup_not_ready');
  await lockRequests(m);
  await setBackup(q, uuid, {
    restore_state: 'queued',
    restore_error: null,
    restored_by: user.user_uuid,
  });
  await enqueueJob(m.tx, {
    kind: BACKUP_RESTORE_JOB,
    payload: { backup_uuid: uuid },
    maxAttempts: 2,
  });
  // Logged in the backup's record (the activity log itself is replaced by the restore).
  return itemOf((await findBackup(q, uuid))!);
}

/** Takes the backup of `uuid` now: the file, then the row's outcome. Throws after recording a failure. */
export async function takeBackup(
  database: Database,
  storage: Storage,
  uuid: string,
): Promise<void> {
  const q = poolRows(database);
  const key = storageKeyOf(uuid);
  await setBackup(q, uuid, { status: 'running', storage_key: key });
  try {
    await writeBackup(database, storage, key, (tx, written) =>
      setBackup(txRowsOf(tx), uuid, {
        status: 'done',
        size_bytes: written.size,
        checksum: written.sha256,
        tables: written.tables,
        finished_at: new Date().toISOString(),
        error: null,
      }),
    );
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    await setBackup(q, uuid, {
      status: 'failed',
      error: errorTextOf(err),
      finished_at: new Date().toISOString(),
    });
    throw err;
  }
}

/** Removes scheduled backups beyond the newest KEEP_SCHEDULED, files first. */
async function pruneScheduled(database: Database, storage: Storage): Promise<void> {
  const old = await database.rows<{ backup_uuid: string; storage_key: string | null }>(
    sql`SELECT backup_uuid, storage_key FROM backups WHERE trigger = 'scheduled' AND status IN ('done', 'failed')
      ORDER BY created_at DESC OFFSET ${KEEP_SCHEDULED}`,
  );
  for (const b of old) {
    if (b.storage_key) await storage.delete(b.storage_key);
    await database.db.delete(backups).where(eq(backups.backup_uuid, b.backup_uuid));
  }
}

export const takeBackupJob: JobHandler = async ({ job, deps }) => {
  const q = poolRows(deps.database);
  let uuid = typeof job.payload.backup_uuid === 'string' ? job.payload.backup_uuid : null;
  if (!uuid) {
    // The scheduled slot's row, made once even when the job runs again.
    if (job.attempts > 1) {
      await q(sql`UPDATE backups SET status = 'failed', error = 'interrupted: its process stopped while writing it', finished_at = now()
                WHERE trigger = 'scheduled' AND status IN ('pending', 'running')`);
      return { interrupted: 'scheduled' };
    }
    uuid = (await insertBackup(q, 'scheduled', null)).backup_uuid;
  } else if (job.attempts > 1) {
    // Taken back after its lease ran out: done when the first run finished meanwhile.
    if ((await findBackup(q, uuid))?.status === 'done') return { backup_uuid: uuid };
    await deps.storage.delete(storageKeyOf(uuid)).catch(() => undefined);
    await setBackup(q, uuid, {
      status: 'failed',
      error: 'interrupted: its process stopped while writing it',
      finished_at: new Date().toISOString(),
    });
    return { interrupted: uuid };
  }
  try {
    await takeBackup(deps.database, deps.storage, uuid);
  } catch (err) {
    throw new PermanentJobError(errorTextOf(err));
  }
  await pruneScheduled(deps.database, deps.storage);
  return { backup_uuid: uuid };
};

/** Runs a restore: the maintenance window around the one transaction, the outcome on the row. */
export async function runRestore(
  deps: Pick<Deps, 'database' | 'storage'> & { realtime: Deps['realtime'] | null },
  uuid: string,
): Promise<void> {
  const q = poolRows(deps.database);
  const backup = await findBackup(q, uuid);
  if (!backup?.storage_key) throw new PermanentJobError('the backup no longer exists');
  await setBackup(q, uuid, { restore_state: 'running', restore_error: null });
  const window = await beginMaintenance(deps.database, deps.realtime, uuid);
  try {
    await restoreBackup(deps.database, deps.storage, backup.storage_key, {
      totalRows: backup.row_count ?? undefined,
      onProgress: (percent) => window.progress(percent),
      // The outcome commits with the data: a runner that took the job back meanwhile sees it done.
      finish: (tx) =>
        setBackup(txRowsOf(tx), uuid, {
          restore_state: 'done',
          restored_at: new Date().toISOString(),
          restore_error: null,
        }),
    });
  } catch (err) {
    await window.end();
    await setBackup(q, uuid, { restore_state: 'failed', restore_error: errorTextOf(err) });
    throw new PermanentJobError(errorTextOf(err));
  }
  await window.end();
}

export const restoreJob: JobHandler = async ({ job, deps }) => {
  const uuid = String(job.payload.backup_uuid);
  if (job.attempts > 1) {
    // Taken back after its lease ran out (PGlite's one connection busy restoring): done already.
    if ((await findBackup(poolRows(deps.database), uuid))?.restore_state === 'done')
      return { restored: uuid };
    await deps.database.db.delete(maintenanceState);
    await setBackup(poolRows(deps.database), uuid, {
      restore_state: 'failed',
      restore_error: 'interrupted: its process stopped mid-restore; the previous data was kept',
    });
    return { interrupted: uuid };
  }
  await runRestore(deps, uuid);
  return { restored: uuid };
};
