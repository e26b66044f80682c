/**
 * GET /api/openapi.json (the OpenAPI 3.1 document generated from the route table) and GET
 * /api/docs (the interactive reference with its assets). Public: an integrator reads them before
 * holding a token. They answer documents, not the JSON envelope, so they are plain Fastify routes
 * with the same route-table config as defineRoute's.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Access } from '../../../contract/modules';
import { errors } from '../../lib/errors';
import { parseOrThrow } from '../../lib/validate';
import { buildOpenApi } from '../../lib/openapi/document';
import { REFERENCE_INIT, REFERENCE_PAGE, referenceAsset } from '../../lib/openapi/reference-page';
import type { RouteSchemas } from '../../lib/route';

const PUBLIC: Access = { public: true };
const assetParams = z.object({ file: z.string().max(100) });

export async function apiDocsRoutes(app: FastifyInstance) {
  // Built on the first call: the route table is complete only once every module has registered.
  let document: ReturnType<typeof buildOpenApi> | undefined;
  const doc = (schemas: RouteSchemas) => ({ access: PUBLIC, schemas });

  app.route({
    method: 'GET',
    url: '/openapi.json',
    config: doc({ summary: 'This API as an OpenAPI 3.1 document', produces: 'application/json' }),
    handler: async (_req, reply) => {
      document ??= buildOpenApi(app.apiRoutes, app.deps.config.APP_VERSION);
      return reply.header('cache-control', 'no-cache').send(document);
    },
  });

  app.route({
    method: 'GET',
    url: '/docs',
    config: doc({ summary: 'The interactive API reference (Swagger UI)', produces: 'text/html' }),
    handler: async (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(REFERENCE_PAGE),
  });

  app.route({
    method: 'GET',
    url: '/docs/:file',
    config: doc({
      summary: 'An asset of the API reference page',
      params: assetParams,
      produces: 'application/octet-stream',
      errors: [404],
    }),
    handler: async (req, reply) => {
      const { file } = parseOrThrow(assetParams, req.params);
      if (file === 'init.js')
        return reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(REFERENCE_INIT);
      const asset = referenceAsset(file);
      if (!asset) throw errors.notFound();
      return reply
        .type(asset.type)
        .header('cache-control', 'public, max-age=86400')
        .send(asset.stream());
    },
  });
}
