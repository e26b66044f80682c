import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { moduleList } from '../../../contract/api/user-endpoints';
import { modules } from '../../db/schema/identity';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { wholePage } from '../../lib/page';

export async function moduleRoutes(app: FastifyInstance, deps: Deps) {
  // The modules a privilege role can grant in the caller's company: provider modules only for the provider.
  implement(app, moduleList, {
    handler: async ({ user, lang }) => {
      const rows = await deps.database.db.select().from(modules).orderBy(asc(modules.sort));
      const data = rows
        .filter((r) => user.is_provider || !r.is_provider)
        .map((r) => ({
          module_code: r.module_code,
          name: lang === 'id' ? r.name_id : r.name_en,
          is_provider: r.is_provider,
        }));
      // A list answers the list shape of api.md, even when it is short and never paged.
      return wholePage(data);
    },
  });
}
