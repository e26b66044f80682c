/**
 * The library reads (sectors and topics), declared once (contract/endpoint.ts):
 * server/modules/library implements them; the authoring screens read sectors through them.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import {
  lastSyncExample,
  sectorDetailExample,
  sectorListExample,
  topicFilterExample,
  topicListExample,
} from './examples';
import {
  lastSyncAnswer,
  sectorDetail,
  sectorLastSyncQuery,
  sectorListAnswer,
  sectorListQuery,
  topicFilterItem,
  topicFilterQuery,
  topicListItem,
  topicListQuery,
} from './library';

export const LIBRARY_VIEW = { module: 'library', action: 'view' } as const satisfies Access;

export const sectorList = endpoint({
  method: 'GET',
  path: '/v2/sectors',
  access: LIBRARY_VIEW,
  summary: 'A page of the sectors the caller may read',
  description:
    '`limit=~` lists every sector on one page. The provider also gets `unpublished_content`, its count of draft obligations.',
  query: sectorListQuery,
  response: sectorListAnswer,
  example: sectorListExample,
});

export const sectorGet = endpoint({
  method: 'GET',
  path: '/v2/sectors/:id',
  access: LIBRARY_VIEW,
  summary: 'A sector and its tree of topics, subtopics and obligations',
  params: z.object({ id: z.string() }),
  response: sectorDetail,
  example: sectorDetailExample,
});

export const sectorLastSync = endpoint({
  method: 'GET',
  path: '/v2/sectors-last-sync',
  access: LIBRARY_VIEW,
  summary: 'When the caller’s library last received published content',
  description:
    'The provider may ask about a customer with `companyUUID`; a customer always gets its own company.',
  query: sectorLastSyncQuery,
  response: lastSyncAnswer,
  example: lastSyncExample,
});

export const topicList = endpoint({
  method: 'GET',
  path: '/v2/topics',
  access: LIBRARY_VIEW,
  summary: 'A page of a sector’s topics, or of one topic’s subtopics',
  query: topicListQuery,
  response: pageOf(topicListItem),
  example: topicListExample,
});

export const topicFilter = endpoint({
  method: 'GET',
  path: '/topics/filter/list',
  access: LIBRARY_VIEW,
  summary: 'Every topic and subtopic (of a sector) for the filter drop-downs',
  query: topicFilterQuery,
  response: pageOf(topicFilterItem),
  example: topicFilterExample,
});
