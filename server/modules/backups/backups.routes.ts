import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import {
  backupList,
  backupRestore,
  backupTake,
  maintenanceStatus,
} from '../../../contract/api/backup-endpoints';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { toPage } from '../../lib/page';
import { listBackups } from './backups.repository';
import { requestBackup, requestRestore } from './backups.service';
import { inMaintenance, maintenanceProgress } from './maintenance';

/** Backups of the whole database and their restore: the provider's `backup` module (customers get 403). */
export async function backupRoutes(app: FastifyInstance, deps: Deps) {
  const q = poolRows(deps.database);

  implement(app, backupList, {
    handler: async ({ query }) => {
      const { rows, total } = await listBackups(q, query.page, query.limit);
      return {
        ...toPage(rows, total, query.page, query.limit),
        maintenance: await inMaintenance(deps.database),
      };
    },
  });

  implement(app, backupTake, {
    handler: async ({ req, reply, user }) =>
      deps.mutations.forRequest(req, reply, (m) => requestBackup(m, user)),
  });

  implement(app, backupRestore, {
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) =>
        requestRestore(m, user, params.id, body.confirmation),
      ),
  });

  implement(app, maintenanceStatus, {
    handler: async () => {
      const active = await inMaintenance(deps.database);
      return active
        ? { active, reason: 'restore' as const, progress: maintenanceProgress(deps.database) }
        : { active, reason: 'restore' as const };
    },
  });
}
