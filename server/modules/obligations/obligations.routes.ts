import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { obligationListQuery, type ObligationFilterOptions } from '../../../contract/api/obligations';
import { OBLIGATION_TYPE_LABELS, options, PRIORITY_LABELS, SANCTION_LABELS } from '../../../contract/labels';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { callerOf } from '../library/caller';
import { toPage, wholePage } from '../library/page.presenter';
import { assertCanOpenObligation, obligationActions } from './obligations.policy';
import { presentListItem, presentObligation } from './obligations.presenter';
import { findObligation, listObligations, relatedRegulations } from './obligations.repository';

export async function obligationRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/obligation/list',
    access: { module: 'obligation', action: 'view' },
    query: obligationListQuery,
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listObligations(deps.database, callerOf(user), query, lang);
      return { message: message('success', lang), data: toPage(rows.map(presentListItem), total, query.page, query.limit) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/obligation/category/list',
    access: { module: 'obligation', action: 'view' },
    handler: async ({ lang }) => ({ message: message('success', lang), data: wholePage(options(OBLIGATION_TYPE_LABELS, lang)) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/obligation/sector/filter',
    access: { module: 'obligation', action: 'view' },
    handler: async ({ lang }) => {
      const data: ObligationFilterOptions = {
        types: options(OBLIGATION_TYPE_LABELS, lang),
        priorities: options(PRIORITY_LABELS, lang),
        sanctions: options(SANCTION_LABELS, lang),
      };
      return { message: message('success', lang), data };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/obligation/:id',
    access: { module: 'obligation', action: 'view' },
    params: z.object({ id: z.string() }),
    handler: async ({ params, user, lang }) => {
      const row = isUuid(params.id) ? await findObligation(deps.database, callerOf(user), params.id) : null;
      if (!row) throw errors.notFound();
      assertCanOpenObligation(callerOf(user), row);
      const regulations = await relatedRegulations(deps.database, user.company_uuid, row.obligation_uuid, lang);
      return { message: message('success', lang), data: presentObligation(row, regulations, obligationActions(user), lang) };
    },
  });
}
