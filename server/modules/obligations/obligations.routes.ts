import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  obligationCategoryExample,
  obligationDetailExample,
  obligationFilterExample,
  obligationListExample,
} from '../../../contract/api/examples';
import {
  obligationDetail,
  obligationFilterOptions,
  obligationListItem,
  obligationListQuery,
} from '../../../contract/api/obligations';
import { labelledOption } from '../../../contract/api/values';
import { pageOf } from '../../../contract/envelope';
import {
  OBLIGATION_TYPE_LABELS,
  options,
  PRIORITY_LABELS,
  SANCTION_LABELS,
} from '../../../contract/labels';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import { toPage, wholePage } from '../../lib/page';
import { assertCanOpenObligation, obligationActions } from './obligations.policy';
import { presentListItem, presentObligation } from './obligations.presenter';
import { findObligation, listObligations, relatedRegulations } from './obligations.repository';

export async function obligationRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/obligation/list',
    access: { module: 'obligation', action: 'view' },
    summary: 'A page of the obligations the caller may read, filtered',
    description: '`is_bookmark=1` lists the caller’s bookmarked obligations.',
    query: obligationListQuery,
    response: pageOf(obligationListItem),
    example: obligationListExample,
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listObligations(deps.database, callerOf(user), query, lang);
      return toPage(rows.map(presentListItem), total, query.page, query.limit);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/obligation/category/list',
    access: { module: 'obligation', action: 'view' },
    summary: 'The obligation types, labelled',
    response: pageOf(labelledOption),
    example: obligationCategoryExample,
    handler: async ({ lang }) => wholePage(options(OBLIGATION_TYPE_LABELS, lang)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/obligation/sector/filter',
    access: { module: 'obligation', action: 'view' },
    summary: 'The options of the obligation filters: types, priorities, sanctions',
    response: obligationFilterOptions,
    example: obligationFilterExample,
    handler: async ({ lang }) => ({
      types: options(OBLIGATION_TYPE_LABELS, lang),
      priorities: options(PRIORITY_LABELS, lang),
      sanctions: options(SANCTION_LABELS, lang),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/obligation/:id',
    access: { module: 'obligation', action: 'view' },
    summary: 'An obligation with its texts in both languages and its regulations',
    params: z.object({ id: z.string() }),
    response: obligationDetail,
    example: obligationDetailExample,
    handler: async ({ params, user, lang }) => {
      const row = isUuid(params.id)
        ? await findObligation(deps.database, callerOf(user), params.id)
        : null;
      if (!row) throw errors.notFound();
      assertCanOpenObligation(callerOf(user), row);
      const regulations = await relatedRegulations(
        deps.database,
        user.company_uuid,
        row.obligation_uuid,
        lang,
      );
      return presentObligation(row, regulations, obligationActions(user), lang, user.is_provider);
    },
  });
}
