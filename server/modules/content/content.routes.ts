import type { FastifyInstance } from 'fastify';
import {
  contentAddBody,
  contentDeleted,
  contentDetailQuery,
  contentIdParams,
  contentItem,
  contentListAnswer,
  contentListQuery,
  contentUpdateBody,
} from '../../../contract/api/content';
import { contentExample } from '../../../contract/api/examples-content';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { CONTENT_CREATE, CONTENT_DELETE, CONTENT_READ, CONTENT_UPDATE } from './content.policy';
import { findContent, listContent, presentContent } from './content.repository';
import { addContent, editContent, removeContent } from './content.service';

/** Static pages: users read the published ones (menu and footer); the provider edits them. */
export async function contentRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/content/list',
    access: CONTENT_READ,
    summary: 'Static pages: published ones for users, every page for the provider’s editors',
    query: contentListQuery,
    response: contentListAnswer,
    message: 'content_loaded',
    example: { data: [contentExample], page: 1, limit: 20, total: 1, total_page: 1 },
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

  defineRoute(app, {
    method: 'GET',
    url: '/content/detail',
    access: CONTENT_READ,
    summary: 'One static page by slug or page_uuid (a draft only for the provider’s editors)',
    query: contentDetailQuery,
    response: contentItem,
    example: contentExample,
    errors: [404],
    handler: async ({ query, user, lang }) => {
      const row = await findContent(deps.database, user, query);
      if (!row) throw errors.notFound();
      return presentContent(row, lang);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/content/add',
    access: CONTENT_CREATE,
    summary: 'Add a static page (bodies sanitised: no script, no event handler)',
    body: contentAddBody,
    response: contentItem,
    status: 201,
    message: 'content_created',
    example: contentExample,
    errors: [409],
    handler: async ({ req, reply, body, lang }) =>
      deps.mutations.forRequest(req, reply, async (m) =>
        presentContent(await addContent(m, body as Required<typeof body>), lang),
      ),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/content/update/:id',
    access: CONTENT_UPDATE,
    summary: 'Change a static page (any of its fields; bodies sanitised)',
    params: contentIdParams,
    body: contentUpdateBody,
    response: contentItem,
    message: 'content_updated',
    example: contentExample,
    errors: [404, 409],
    handler: async ({ req, reply, params, body, lang }) =>
      deps.mutations.forRequest(req, reply, async (m) =>
        presentContent(await editContent(m, params.id, body), lang),
      ),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/content/delete/:id',
    access: CONTENT_DELETE,
    summary: 'Delete a static page',
    params: contentIdParams,
    response: contentDeleted,
    message: 'content_deleted',
    example: { page_uuid: contentExample.page_uuid },
    errors: [404],
    handler: async ({ req, reply, params }) =>
      deps.mutations.forRequest(req, reply, (m) => removeContent(m, params.id)),
  });
}
