/**
 * The maintenance gate: while a restore holds the service (server/modules/backups/maintenance.ts),
 * every /api call but the exempt few answers 503 with the stable code `maintenance`, before
 * authentication (which would wait on the tables the restore holds).
 */
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { inMaintenance, isExempt } from '../modules/backups/maintenance';

const RETRY_AFTER_SECONDS = 30;

export const maintenancePlugin = fp<{ database: Database }>(async (app, { database }) => {
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0];
    if (!path.startsWith('/api/') || isExempt(path)) return;
    if (await inMaintenance(database)) {
      throw new AppError(
        'maintenance',
        'maintenance',
        undefined,
        {},
        { 'retry-after': RETRY_AFTER_SECONDS },
      );
    }
  });
});
