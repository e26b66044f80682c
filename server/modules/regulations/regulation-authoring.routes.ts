/**
 * The provider's regulation authoring (spec section 7, "Regulations"): create, update, delete,
 * the sync of one regulation and the obligation links (module `content`, so every customer gets
 * 403), and the search the editor's pickers use (any reader of regulations, under the policy).
 * The writes live in regulation-authoring.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  obligationRegulationCreate,
  regulationCreate,
  regulationDelete,
  regulationSearch,
  regulationSync,
  regulationUpdate,
} from '../../../contract/api/regulation-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import { toPage } from '../../lib/page';
import {
  createRegulation,
  deleteRegulation,
  linkObligationRegulations,
  syncRegulation,
  updateRegulation,
} from './regulation-authoring.service';
import { searchRegulations } from './regulations.repository';

export async function regulationAuthoringRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, regulationSearch, {
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await searchRegulations(deps.database, callerOf(user), query, lang);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  implement(app, regulationCreate, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createRegulation(m, user, body)),
  });

  implement(app, regulationUpdate, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updateRegulation(m, user, body)),
  });

  implement(app, regulationDelete, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteRegulation(m, user, body.regulation_guid)),
  });

  implement(app, regulationSync, {
    handler: ({ req, reply, params, user }) => {
      if (!isUuid(params.id)) throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => syncRegulation(m, user, params.id));
    },
  });

  implement(app, obligationRegulationCreate, {
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) =>
        linkObligationRegulations(m, user, body.obligation_uuid, body.regulation_guids),
      ),
  });
}
