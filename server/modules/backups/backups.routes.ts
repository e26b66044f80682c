import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import {
  backupIdParams,
  backupItem,
  backupListAnswer,
  backupListQuery,
  maintenanceEvent,
  restoreBody,
} from '../../../contract/api/backups';
import { backupExample, backupListExample } from '../../../contract/api/examples-backups';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { toPage } from '../../lib/page';
import { BACKUP_CREATE, BACKUP_RESTORE, BACKUP_VIEW } from './backups.policy';
import { listBackups } from './backups.repository';
import { requestBackup, requestRestore } from './backups.service';
import { inMaintenance, maintenanceProgress } from './maintenance';

/** Backups of the whole database and their restore: the provider's `backup` module (customers get 403). */
export async function backupRoutes(app: FastifyInstance, deps: Deps) {
  const q = poolRows(deps.database);

  defineRoute(app, {
    method: 'GET',
    url: '/database/list',
    access: BACKUP_VIEW,
    summary: 'The backups of the whole database',
    description:
      'Newest first: file name, size in bytes, sha256 checksum of the file, state of the backup and of its last restore. `maintenance` says whether a restore holds the service now.',
    query: backupListQuery,
    response: backupListAnswer,
    example: backupListExample,
    handler: async ({ query }) => {
      const { rows, total } = await listBackups(q, query.page, query.limit);
      return {
        ...toPage(rows, total, query.page, query.limit),
        maintenance: await inMaintenance(deps.database),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/database/backup',
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
    handler: async ({ req, reply, user }) =>
      deps.mutations.forRequest(req, reply, (m) => requestBackup(m, user)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/database/restore/:id',
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
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) =>
        requestRestore(m, user, params.id, body.confirmation),
      ),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/database/maintenance',
    access: { public: true },
    summary: 'Whether the service is in maintenance (a restore), and its progress',
    description:
      'Answers during maintenance too: the clients’ maintenance modal asks it until the window ends.',
    response: maintenanceEvent,
    example: { active: false, reason: 'restore' },
    handler: async () => {
      const active = await inMaintenance(deps.database);
      return active
        ? { active, reason: 'restore' as const, progress: maintenanceProgress(deps.database) }
        : { active, reason: 'restore' as const };
    },
  });
}
