import type { FastifyInstance } from 'fastify';
import { sectorListQuery } from '../../../contract/api/library';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { countUnpublished, lastSync, listSectors } from './sectors.repository';

export async function sectorRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/sectors',
    access: { module: 'library', action: 'view' },
    query: sectorListQuery,
    handler: async ({ query, user, lang }) => {
      const limit = query.limit === '~' ? null : query.limit;
      const [{ data, total }, unpublished, last_sync_at] = await Promise.all([
        listSectors(deps.database, { companyUuid: user.company_uuid, isProvider: user.is_provider, lang, page: query.page, limit, search: query.search }),
        user.is_provider ? countUnpublished(deps.database) : Promise.resolve(undefined),
        lastSync(deps.database, user.company_uuid),
      ]);
      const pageSize = limit ?? Math.max(total, 1);
      return {
        message: message('success', lang),
        data: {
          data,
          page: limit === null ? 1 : query.page,
          limit: limit ?? total,
          total,
          total_page: Math.max(1, Math.ceil(total / pageSize)),
          last_sync_at,
          ...(unpublished === undefined ? {} : { unpublished_content: unpublished }),
        },
      };
    },
  });
}
