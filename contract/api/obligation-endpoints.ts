/**
 * The obligation reads, declared once (contract/endpoint.ts): server/modules/obligations
 * implements them; the authoring editor and the regulation editor's obligation picker read
 * through them. (The bookmark toggle is in bookmark-endpoints.ts.)
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import {
  obligationCategoryExample,
  obligationDetailExample,
  obligationFilterExample,
  obligationListExample,
} from './examples';
import {
  obligationDetail,
  obligationFilterOptions,
  obligationListItem,
  obligationListQuery,
} from './obligations';
import { labelledOption } from './values';

export const OBLIGATION_VIEW = { module: 'obligation', action: 'view' } as const satisfies Access;

export const obligationList = endpoint({
  method: 'GET',
  path: '/obligation/list',
  access: OBLIGATION_VIEW,
  summary: 'A page of the obligations the caller may read, filtered',
  description: '`is_bookmark=1` lists the caller’s bookmarked obligations.',
  query: obligationListQuery,
  response: pageOf(obligationListItem),
  example: obligationListExample,
});

export const obligationCategoryList = endpoint({
  method: 'GET',
  path: '/obligation/category/list',
  access: OBLIGATION_VIEW,
  summary: 'The obligation types, labelled',
  response: pageOf(labelledOption),
  example: obligationCategoryExample,
});

export const obligationFilters = endpoint({
  method: 'GET',
  path: '/obligation/sector/filter',
  access: OBLIGATION_VIEW,
  summary: 'The options of the obligation filters: types, priorities, sanctions',
  response: obligationFilterOptions,
  example: obligationFilterExample,
});

export const obligationGet = endpoint({
  method: 'GET',
  path: '/obligation/:id',
  access: OBLIGATION_VIEW,
  summary: 'An obligation with its texts in both languages and its regulations',
  params: z.object({ id: z.string() }),
  response: obligationDetail,
  example: obligationDetailExample,
});
