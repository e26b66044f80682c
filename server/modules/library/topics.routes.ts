import type { FastifyInstance } from 'fastify';
import { topicFilterQuery, topicListQuery } from '../../../contract/api/library';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { callerOf } from './caller';
import { toPage, wholePage } from './page.presenter';
import { listTopics, topicFilterList } from './topics.repository';

export async function topicRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/topics',
    access: { module: 'library', action: 'view' },
    query: topicListQuery,
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listTopics(deps.database, callerOf(user), query, lang);
      return { message: message('success', lang), data: toPage(rows, total, query.page, query.limit) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/topics/filter/list',
    access: { module: 'library', action: 'view' },
    query: topicFilterQuery,
    handler: async ({ query, user, lang }) => {
      const rows = await topicFilterList(deps.database, callerOf(user), query.sector_uuid, lang);
      return { message: message('success', lang), data: wholePage(rows) };
    },
  });
}
