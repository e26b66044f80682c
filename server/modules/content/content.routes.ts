import type { FastifyInstance } from 'fastify';
import {
  contentAdd,
  contentDelete,
  contentDetail,
  contentList,
  contentUpdate,
} from '../../../contract/api/content-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { findContent, listContent, presentContent } from './content.repository';
import { addContent, editContent, removeContent } from './content.service';

/** Static pages: users read the published ones (menu and footer); the provider edits them. */
export async function contentRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, contentList, {
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listContent(deps.database, user, query);
      return {
        data: rows.map((r) => presentContent(r, lang)),
        page: query.page,
        limit: query.limit,
        total,
        total_page: Math.max(1, Math.ceil(total / query.limit)),
      };
    },
  });

  implement(app, contentDetail, {
    handler: async ({ query, user, lang }) => {
      const row = await findContent(deps.database, user, query);
      if (!row) throw errors.notFound();
      return presentContent(row, lang);
    },
  });

  implement(app, contentAdd, {
    handler: async ({ req, reply, body, lang }) =>
      deps.mutations.forRequest(req, reply, async (m) =>
        presentContent(await addContent(m, body as Required<typeof body>), lang),
      ),
  });

  implement(app, contentUpdate, {
    handler: async ({ req, reply, params, body, lang }) =>
      deps.mutations.forRequest(req, reply, async (m) =>
        presentContent(await editContent(m, params.id, body), lang),
      ),
  });

  implement(app, contentDelete, {
    handler: async ({ req, reply, params }) =>
      deps.mutations.forRequest(req, reply, (m) => removeContent(m, params.id)),
  });
}
