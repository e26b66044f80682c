import type { FastifyInstance } from 'fastify';
import { topicFilter, topicList } from '../../../contract/api/library-endpoints';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import { toPage, wholePage } from '../../lib/page';
import { listTopics, topicFilterList } from './topics.repository';

export async function topicRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, topicList, {
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listTopics(deps.database, callerOf(user), query, lang);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  implement(app, topicFilter, {
    handler: async ({ query, user, lang }) => {
      const rows = await topicFilterList(deps.database, callerOf(user), query.sector_uuid, lang);
      return wholePage(rows);
    },
  });
}
