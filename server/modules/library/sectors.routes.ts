import type { FastifyInstance } from 'fastify';
import { sectorGet, sectorLastSync, sectorList } from '../../../contract/api/library-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import { presentSectorTree } from './sector-tree.presenter';
import { findSectorTree } from './sector-tree.repository';
import { countUnpublished, lastSync, listSectors } from './sectors.repository';

export async function sectorRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, sectorList, {
    handler: async ({ query, user, lang }) => {
      const limit = query.limit === '~' ? null : query.limit;
      const [{ data, total }, unpublished, last_sync_at] = await Promise.all([
        listSectors(deps.database, {
          companyUuid: user.company_uuid,
          isProvider: user.is_provider,
          lang,
          page: query.page,
          limit,
          search: query.search,
        }),
        user.is_provider ? countUnpublished(deps.database) : Promise.resolve(undefined),
        lastSync(deps.database, user.company_uuid),
      ]);
      const pageSize = limit ?? Math.max(total, 1);
      return {
        data,
        page: limit === null ? 1 : query.page,
        limit: limit ?? total,
        total,
        total_page: Math.max(1, Math.ceil(total / pageSize)),
        last_sync_at,
        ...(unpublished === undefined ? {} : { unpublished_content: unpublished }),
      };
    },
  });

  implement(app, sectorGet, {
    handler: async ({ params, user, lang }) => {
      const tree = isUuid(params.id)
        ? await findSectorTree(deps.database, callerOf(user), params.id, lang)
        : null;
      if (!tree) throw errors.notFound();
      return presentSectorTree(tree, lang, user.is_provider);
    },
  });

  implement(app, sectorLastSync, {
    handler: async ({ query, user }) => {
      // The provider may ask about any customer; a customer always gets its own company.
      const company = user.is_provider && query.companyUUID ? query.companyUUID : user.company_uuid;
      return { last_sync_at: await lastSync(deps.database, company) };
    },
  });
}
