import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { message } from '../../../contract/messages';
import { SYNC_COLLECTIONS, SYNC_PAGE_SIZE } from '../../../contract/sync';
import type { Deps } from '../../deps';
import { can } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { COLLECTIONS } from './collections';
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
  // Access depends on the collection: each one needs the view right of its module.
  defineRoute(app, {
    method: 'GET',
    url: '/sync/:collection',
    access: { authenticated: true },
    params: z.object({ collection: z.enum(SYNC_COLLECTIONS) }),
    query,
    handler: async ({ params, query: q, user, lang }) => {
      const collection = SYNC_COLLECTIONS.find((c) => c === params.collection);
      if (!collection) throw errors.notFound();
      if (!can(user, COLLECTIONS[collection].module, 'view')) throw errors.forbidden();
      const since = q.updated_at && q.id ? { updated_at: q.updated_at, id: q.id } : null;
      return { message: message('success', lang), data: await pull(deps.database, collection, since, user, q.limit) };
    },
  });
}
