import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { message } from '../../../contract/messages';
import { modules } from '../../db/schema/identity';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';

export async function moduleRoutes(app: FastifyInstance, deps: Deps) {
  // The modules a privilege role can grant in the caller's company: provider modules only for the provider.
  defineRoute(app, {
    method: 'GET',
    url: '/module/list',
    access: { authenticated: true },
    handler: async ({ user, lang }) => {
      const rows = await deps.database.db.select().from(modules).orderBy(asc(modules.sort));
      const data = rows
        .filter((r) => user.is_provider || !r.is_provider)
        .map((r) => ({ module_code: r.module_code, name: lang === 'id' ? r.name_id : r.name_en, is_provider: r.is_provider }));
      return { message: message('success', lang), data };
    },
  });
}
