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

/**
 * A checkpoint is a feed position: `updated_at` a transaction id (xid8, unsigned 64-bit) and `id`
 * a feed id (bigint). A value beyond its column's range cannot be a position; bounding it here
 * answers 400 naming the field instead of letting PostgreSQL fail the cast (500).
 */
const position = (max: bigint) =>
  z
    .string()
    .regex(/^\d{1,20}$/)
    .refine((v) => !/^\d+$/.test(v) || BigInt(v) <= max, { params: { key: 'out_of_range' } });
const query = z
  .object({
    updated_at: position(2n ** 64n - 1n).optional(),
    id: position(2n ** 63n - 1n).optional(),
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
    params: z.object({ collection: z.enum(SYNC_COLLECTIONS) }),
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
