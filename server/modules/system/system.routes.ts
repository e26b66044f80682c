import type { FastifyInstance } from 'fastify';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';

export async function systemRoutes(app: FastifyInstance, deps: Deps) {
  // The client checks the version with its token; an Unauthorized answer clears its session.
  defineRoute(app, {
    method: 'GET',
    url: '/version',
    access: { authenticated: true },
    handler: async ({ lang }) => ({
      message: message('version', lang),
      data: { version: deps.config.APP_VERSION },
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/health',
    access: { public: true },
    handler: async ({ lang }) => {
      await deps.database.query('SELECT 1');
      return { message: message('success', lang), data: { status: 'ok' } };
    },
  });
}
