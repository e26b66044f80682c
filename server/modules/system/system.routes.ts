import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthAnswer, versionAnswer } from '../../../contract/api/system';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { apiDocsRoutes } from './api-docs.routes';
import { clientConfigRoutes } from './client-config.routes';

export async function systemRoutes(app: FastifyInstance, deps: Deps) {
  // The client checks the version with its token; an Unauthorized answer clears its session.
  defineRoute(app, {
    method: 'GET',
    url: '/version',
    access: { authenticated: true },
    summary: "The server's version",
    response: versionAnswer,
    message: 'version',
    example: { version: '1.0.0' },
    handler: async () => ({ version: deps.config.APP_VERSION }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/health',
    access: { public: true },
    summary: 'Health check: the server answers and reaches its database',
    response: healthAnswer,
    example: { status: 'ok' },
    handler: async () => {
      await deps.database.rows(sql`SELECT 1`);
      return { status: 'ok' as const };
    },
  });

  await clientConfigRoutes(app, deps);
  await apiDocsRoutes(app);
}
