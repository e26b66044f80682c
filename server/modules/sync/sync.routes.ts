import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { syncExample } from '../../../contract/api/examples';
import { syncAnswer } from '../../../contract/api/sync';
import { collectionModule, isSyncCollection } from '../../../contract/collections';
import { SYNC_COLLECTIONS, SYNC_PAGE_SIZE } from '../../../contract/sync';
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
    summary: 'The documents of a synced collection changed after a checkpoint, in commit order',
    description: `Collections: ${SYNC_COLLECTIONS.join(', ')}; each needs the view right of its module. Rows the caller may no longer read arrive as \`{ id, _deleted: true }\`.`,
    params: z.object({ collection: z.string() }),
    response: syncAnswer,
    example: syncExample,
    query,
    handler: async ({ params, query: q, user }) => {
      const collection = params.collection;
      if (!isSyncCollection(collection)) throw errors.notFound();
      if (!can(user, collectionModule(collection), 'view')) throw errors.forbidden();
      const since = q.updated_at && q.id ? { updated_at: q.updated_at, id: q.id } : null;
      return pull(deps.database, collection, since, user, q.limit);
    },
  });
}
