import type { FastifyInstance } from 'fastify';
import { topicFilterExample, topicListExample } from '../../../contract/api/examples';
import {
  topicFilterItem,
  topicFilterQuery,
  topicListItem,
  topicListQuery,
} from '../../../contract/api/library';
import { pageOf } from '../../../contract/envelope';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import { toPage, wholePage } from '../../lib/page';
import { listTopics, topicFilterList } from './topics.repository';

export async function topicRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/topics',
    access: { module: 'library', action: 'view' },
    summary: 'A page of a sector’s topics, or of one topic’s subtopics',
    query: topicListQuery,
    response: pageOf(topicListItem),
    example: topicListExample,
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listTopics(deps.database, callerOf(user), query, lang);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/topics/filter/list',
    access: { module: 'library', action: 'view' },
    summary: 'Every topic and subtopic (of a sector) for the filter drop-downs',
    query: topicFilterQuery,
    response: pageOf(topicFilterItem),
    example: topicFilterExample,
    handler: async ({ query, user, lang }) => {
      const rows = await topicFilterList(deps.database, callerOf(user), query.sector_uuid, lang);
      return wholePage(rows);
    },
  });
}
