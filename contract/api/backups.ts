/**
 * Backups of the whole database and their restore (spec section 7, "Companies": `GET
 * /database/list`, `POST /database/restore/{id}`), plus `POST /database/backup` to take one now.
 * The provider's `backup` module only. Shared by server/modules/backups and src/features/backups.
 *
 * A backup is taken by a job (daily, or on demand): `status` pending -> running -> done | failed.
 * A restore names the backup and repeats its file name in `confirmation`; it runs as a job too
 * (`restore_state` queued -> running -> done | failed) while the service is in maintenance.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

export const BACKUP_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type BackupStatus = (typeof BACKUP_STATUSES)[number];
export const BACKUP_TRIGGERS = ['manual', 'scheduled'] as const;
export const RESTORE_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type RestoreState = (typeof RESTORE_STATES)[number];

export const backupListQuery = numberPageQuery();
export type BackupListQuery = z.input<typeof backupListQuery>;

export const backupIdParams = z.object({ id: uuidString() });

/** A backup as the list shows it: its file, size in bytes, sha256 of the file, and its state. */
export const backupItem = z.strictObject({
  backup_uuid: z.string(),
  file_name: z.string(),
  size: z.number().int().min(0),
  checksum: z.string().nullable(),
  status: z.enum(BACKUP_STATUSES),
  trigger: z.enum(BACKUP_TRIGGERS),
  /** How many tables and rows the file holds (null until it is written). */
  table_count: z.number().int().min(0).nullable(),
  row_count: z.number().int().min(0).nullable(),
  error: z.string().nullable(),
  created_at: isoTime,
  finished_at: isoTime.nullable(),
  restore_state: z.enum(RESTORE_STATES).nullable(),
  restore_error: z.string().nullable(),
  restored_at: isoTime.nullable(),
});
export type BackupItem = z.infer<typeof backupItem>;

/** The page of backups, newest first, and whether the service is in maintenance now. */
export const backupListAnswer = pageOf(backupItem).extend({
  maintenance: z.boolean(),
});
export type BackupListAnswer = z.infer<typeof backupListAnswer>;

/** POST /database/restore/{id}: the backup's file name typed again, as the confirmation. */
export const restoreBody = z.object({
  confirmation: z.string().trim().min(1).max(200),
});
export type RestoreInput = z.infer<typeof restoreBody>;

/** The socket event `maintenance`: while a restore runs, then once more with `active: false`. */
export const maintenanceEvent = z.object({
  active: z.boolean(),
  reason: z.literal('restore'),
  /** Percent of the restore done (0-100), when known. */
  progress: z.number().min(0).max(100).optional(),
});
export type MaintenanceEvent = z.infer<typeof maintenanceEvent>;
