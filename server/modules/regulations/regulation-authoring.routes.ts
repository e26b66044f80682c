/**
 * The provider's regulation authoring (spec section 7, "Regulations"): create, update, delete,
 * the sync of one regulation and the obligation links (module `content`, so every customer gets
 * 403), and the search the editor's pickers use (any reader of regulations, under the policy).
 * The writes live in regulation-authoring.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  obligationRegulationExample,
  regulationDeleteExample,
  regulationSavedExample,
  regulationSearchExample,
  regulationSyncExample,
} from '../../../contract/api/examples-regulation-authoring';
import {
  obligationRegulationAnswer,
  obligationRegulationBody,
  regulationCreateBody,
  regulationDeleteAnswer,
  regulationDeleteBody,
  regulationSaved,
  regulationSearchItem,
  regulationSearchQuery,
  regulationSyncAnswer,
  regulationUpdateBody,
} from '../../../contract/api/regulation-authoring';
import { pageOf } from '../../../contract/envelope';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
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
  defineRoute(app, {
    method: 'GET',
    url: '/regulations/search',
    access: { module: 'regulation', action: 'view' },
    summary:
      'A page of the regulations whose title, number or year matches `q` (the editor’s pickers)',
    description: '`exclude` leaves one regulation out (the one being edited).',
    query: regulationSearchQuery,
    response: pageOf(regulationSearchItem),
    example: regulationSearchExample,
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await searchRegulations(deps.database, callerOf(user), query, lang);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/regulations/create',
    access: { module: 'content', action: 'create' },
    summary:
      'Creates a regulation, with its hierarchy links (the inverse written on each neighbour) and obligations',
    body: regulationCreateBody,
    response: regulationSaved,
    status: 201,
    message: 'regulation_created',
    example: regulationSavedExample,
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createRegulation(m, user, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/regulations/update',
    access: { module: 'content', action: 'update' },
    summary:
      'Updates a regulation; `hierarchy` and `obligation_uuids`, when given, replace the stored sets',
    body: regulationUpdateBody,
    response: regulationSaved,
    message: 'regulation_updated',
    example: regulationSavedExample,
    errors: [404],
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updateRegulation(m, user, body)),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/regulations/delete',
    access: { module: 'content', action: 'delete' },
    summary:
      'Deletes a regulation and every reference to it (hierarchy links both ways, obligation links, bookmarks, document relations)',
    body: regulationDeleteBody,
    response: regulationDeleteAnswer,
    message: 'regulation_deleted',
    example: regulationDeleteExample,
    errors: [404],
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteRegulation(m, user, body.regulation_guid)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/regulations/sync/:id',
    access: { module: 'content', action: 'update' },
    summary: 'Sends a regulation and the obligations resting on it to every client again',
    params: z.object({ id: z.string() }),
    response: regulationSyncAnswer,
    message: 'regulation_synced',
    example: regulationSyncExample,
    errors: [404],
    handler: ({ req, reply, params, user }) => {
      if (!isUuid(params.id)) throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => syncRegulation(m, user, params.id));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/obligation-regulation/create',
    // Also a customer's, on its own obligations (issue 24: related regulations of its own content).
    access: {
      provider: { module: 'content', action: 'create' },
      customer: { module: 'library', action: 'create' },
    },
    summary:
      'Links an obligation to regulations (links already there are kept); answers all of its regulations',
    body: obligationRegulationBody,
    response: obligationRegulationAnswer,
    status: 201,
    message: 'obligation_regulation_linked',
    example: obligationRegulationExample,
    errors: [404],
    handler: ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) =>
        linkObligationRegulations(m, user, body.obligation_uuid, body.regulation_guids),
      ),
  });
}
