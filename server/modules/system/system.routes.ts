import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthGet, versionGet } from '../../../contract/api/system-endpoints';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { apiDocsRoutes } from './api-docs.routes';
import { clientConfigRoutes } from './client-config.routes';

export async function systemRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, versionGet, { handler: async () => ({ version: deps.config.APP_VERSION }) });

  implement(app, healthGet, {
    handler: async () => {
      await deps.database.rows(sql`SELECT 1`);
      return { status: 'ok' as const };
    },
  });

  await clientConfigRoutes(app, deps);
  await apiDocsRoutes(app);
}
