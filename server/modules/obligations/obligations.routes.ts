import type { FastifyInstance } from 'fastify';
import {
  obligationCategoryList,
  obligationFilters,
  obligationGet,
  obligationList,
} from '../../../contract/api/obligation-endpoints';
import {
  OBLIGATION_TYPE_LABELS,
  options,
  PRIORITY_LABELS,
  SANCTION_LABELS,
} from '../../../contract/labels';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import { toPage, wholePage } from '../../lib/page';
import { assertCanOpenObligation, obligationActions } from './obligations.policy';
import { presentListItem, presentObligation } from './obligations.presenter';
import { findObligation, listObligations, relatedRegulations } from './obligations.repository';

export async function obligationRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, obligationList, {
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listObligations(deps.database, callerOf(user), query, lang);
      return toPage(rows.map(presentListItem), total, query.page, query.limit);
    },
  });

  implement(app, obligationCategoryList, {
    handler: async ({ lang }) => wholePage(options(OBLIGATION_TYPE_LABELS, lang)),
  });

  implement(app, obligationFilters, {
    handler: async ({ lang }) => ({
      types: options(OBLIGATION_TYPE_LABELS, lang),
      priorities: options(PRIORITY_LABELS, lang),
      sanctions: options(SANCTION_LABELS, lang),
    }),
  });

  implement(app, obligationGet, {
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
