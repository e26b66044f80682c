import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  lastSyncExample,
  sectorDetailExample,
  sectorListExample,
} from '../../../contract/api/examples';
import {
  lastSyncAnswer,
  sectorDetail,
  sectorLastSyncQuery,
  sectorListAnswer,
  sectorListQuery,
} from '../../../contract/api/library';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import { presentSectorTree } from './sector-tree.presenter';
import { findSectorTree } from './sector-tree.repository';
import { countUnpublished, lastSync, listSectors } from './sectors.repository';

export async function sectorRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/sectors',
    access: { module: 'library', action: 'view' },
    summary: 'A page of the sectors the caller may read',
    description:
      '`limit=~` lists every sector on one page. The provider also gets `unpublished_content`, its count of draft obligations.',
    query: sectorListQuery,
    response: sectorListAnswer,
    example: sectorListExample,
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

  defineRoute(app, {
    method: 'GET',
    url: '/v2/sectors/:id',
    access: { module: 'library', action: 'view' },
    summary: 'A sector and its tree of topics, subtopics and obligations',
    params: z.object({ id: z.string() }),
    response: sectorDetail,
    example: sectorDetailExample,
    handler: async ({ params, user, lang }) => {
      const tree = isUuid(params.id)
        ? await findSectorTree(deps.database, callerOf(user), params.id, lang)
        : null;
      if (!tree) throw errors.notFound();
      return presentSectorTree(tree, lang, user.is_provider);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/sectors-last-sync',
    access: { module: 'library', action: 'view' },
    summary: 'When the caller’s library last received published content',
    description:
      'The provider may ask about a customer with `companyUUID`; a customer always gets its own company.',
    query: sectorLastSyncQuery,
    response: lastSyncAnswer,
    example: lastSyncExample,
    handler: async ({ query, user }) => {
      // The provider may ask about any customer; a customer always gets its own company.
      const company = user.is_provider && query.companyUUID ? query.companyUUID : user.company_uuid;
      return { last_sync_at: await lastSync(deps.database, company) };
    },
  });
}
