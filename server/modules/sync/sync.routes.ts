import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { message } from '../../../contract/messages';
import { collectionModule, isSyncCollection } from '../../../contract/collections';
import { SYNC_PAGE_SIZE } from '../../../contract/sync';
import type { Deps } from '../../deps';
import { can } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { pull } from './sync.service';

const position = z.string().regex(/^\d{1,20}$/);
const query = z
  .object({
    updated_at: position.optional(),
    id: position.optional(),
    limit: z.coerce.number().int().min(1).max(SYNC_PAGE_SIZE.max).default(SYNC_PAGE_SIZE.default),
  })
  .refine((q) => (q.updated_at === undefined) === (q.id === undefined), { path: ['id'] });

export async function syncRoutes(app: FastifyInstance, deps: Deps) {
  // Access depends on the collection: each one needs the view right of its descriptor's module.
  defineRoute(app, {
    method: 'GET',
    url: '/sync/:collection',
    access: { authenticated: true },
    params: z.object({ collection: z.string() }),
    query,
    handler: async ({ params, query: q, user, lang }) => {
      const collection = params.collection;
      if (!isSyncCollection(collection)) throw errors.notFound();
      if (!can(user, collectionModule(collection), 'view')) throw errors.forbidden();
      const since = q.updated_at && q.id ? { updated_at: q.updated_at, id: q.id } : null;
      return { message: message('success', lang), data: await pull(deps.database, collection, since, user, q.limit) };
    },
  });
}
