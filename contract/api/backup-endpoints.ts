/**
 * The backup calls, declared once (contract/endpoint.ts): server/modules/backups implements them,
 * src/features/backups reads and writes through them, src/state/maintenance.ts asks the
 * maintenance status. The provider's `backup` module: every customer user gets 403.
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import {
  backupIdParams,
  backupItem,
  backupListAnswer,
  backupListQuery,
  maintenanceEvent,
  restoreBody,
} from './backups';
import { backupExample, backupListExample } from './examples-backups';

export const BACKUP_VIEW = { module: 'backup', action: 'view' } as const satisfies Access;
export const BACKUP_CREATE = { module: 'backup', action: 'create' } as const satisfies Access;
export const BACKUP_RESTORE = { module: 'backup', action: 'update' } as const satisfies Access;

export const backupList = endpoint({
  method: 'GET',
  path: '/database/list',
  access: BACKUP_VIEW,
  summary: 'The backups of the whole database',
  description:
    'Newest first: file name, size in bytes, sha256 checksum of the file, state of the backup and of its last restore. `maintenance` says whether a restore holds the service now.',
  query: backupListQuery,
  response: backupListAnswer,
  example: backupListExample,
});

export const backupTake = endpoint({
  method: 'POST',
  path: '/database/backup',
  access: BACKUP_CREATE,
  summary: 'Take a backup now',
  description:
    'Writes the backup’s row (`pending`) and queues its job; the list shows it `running`, then `done` with its size and checksum (or `failed`). 409 while another backup or a restore is under way.',
  response: backupItem,
  status: 201,
  message: 'backup_queued',
  example: {
    ...backupExample,
    status: 'pending',
    trigger: 'manual',
    size: 0,
    checksum: null,
    table_count: null,
    row_count: null,
    finished_at: null,
  },
  errors: [409],
});

export const backupRestore = endpoint({
  method: 'POST',
  path: '/database/restore/:id',
  access: BACKUP_RESTORE,
  summary: 'Restore a backup: replaces the whole database’s data with the backup’s',
  description:
    '`confirmation` must repeat the backup’s `file_name` (else 400 on the field). The restore runs as a job in one transaction while every other call answers 503 `maintenance` and clients show the maintenance modal (socket `maintenance`). 409 when the backup is not finished or another backup or restore is under way.',
  params: backupIdParams,
  body: restoreBody,
  response: backupItem,
  message: 'restore_queued',
  example: { ...backupExample, restore_state: 'queued' },
  errors: [409],
});

export const maintenanceStatus = endpoint({
  method: 'GET',
  path: '/database/maintenance',
  access: { public: true },
  summary: 'Whether the service is in maintenance (a restore), and its progress',
  description:
    'Answers during maintenance too: the clients’ maintenance modal asks it until the window ends.',
  response: maintenanceEvent,
  example: { active: false, reason: 'restore' },
});
