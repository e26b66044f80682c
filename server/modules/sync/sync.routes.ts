import type { FastifyInstance } from 'fastify';
import { syncPull } from '../../../contract/api/sync-endpoints';
import { collectionModule, isSyncCollection } from '../../../contract/collections';
import type { Deps } from '../../deps';
import { can } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { pull } from './sync.service';

export async function syncRoutes(app: FastifyInstance, deps: Deps) {
  // Access depends on the collection: each one needs the view right of its descriptor's module.
  implement(app, syncPull, {
    handler: async ({ params, query: q, user }) => {
      const collection = params.collection;
      if (!isSyncCollection(collection)) throw errors.notFound();
      if (!can(user, collectionModule(collection), 'view')) throw errors.forbidden();
      const since = q.updated_at && q.id ? { updated_at: q.updated_at, id: q.id } : null;
      return pull(deps.database, collection, since, user, q.limit);
    },
  });
}
