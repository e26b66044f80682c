/**
 * The sync pull, declared once (contract/endpoint.ts): server/modules/sync implements it, the
 * client's replication (src/lib/sync-api.ts) pulls through it.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { SYNC_COLLECTIONS, SYNC_PAGE_SIZE } from '../sync';
import { syncExample } from './examples';
import { syncAnswer } from './sync';

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
export const syncPullQuery = z
  .object({
    updated_at: position(2n ** 64n - 1n).optional(),
    id: position(2n ** 63n - 1n).optional(),
    limit: z.coerce.number().int().min(1).max(SYNC_PAGE_SIZE.max).default(SYNC_PAGE_SIZE.default),
  })
  .refine((q) => (q.updated_at === undefined) === (q.id === undefined), { path: ['id'] });

// Access depends on the collection: each one needs the view right of its descriptor's module
// (the server checks it in the handler).
export const syncPull = endpoint({
  method: 'GET',
  path: '/sync/:collection',
  access: { authenticated: true },
  summary: 'The documents of a synced collection changed after a checkpoint, in commit order',
  description: `Collections: ${SYNC_COLLECTIONS.join(', ')}; each needs the view right of its module. Rows the caller may no longer read arrive as \`{ id, _deleted: true }\`.`,
  params: z.object({ collection: z.enum(SYNC_COLLECTIONS) }),
  response: syncAnswer,
  example: syncExample,
  query: syncPullQuery,
});
