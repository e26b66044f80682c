import type { FastifyInstance } from 'fastify';
import { regulationBookmark } from '../../../contract/api/bookmark-endpoints';
import type { Deps } from '../../deps';
import { callerOf } from '../../lib/caller';
import { errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { toggle } from '../bookmarks';
import { isReadableRegulation } from './regulations.repository';

/**
 * The regulation's bookmark toggle (declared in contract/api/bookmark-endpoints.ts). Only what
 * the caller may open can be bookmarked: anything else, another company's row included, is simply
 * not found. The check runs before the transaction (PGlite has one connection, so no second query
 * may run while the transaction holds it); the bookmark itself is the bookmarks area's (toggle).
 */
export async function regulationBookmarkRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, regulationBookmark, {
    handler: async ({ req, reply, body, user }) => {
      const id = body.regulation_guid;
      if (!isUuid(id) || !(await isReadableRegulation(deps.database, callerOf(user), id)))
        throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => toggle(m, user, 'regulation', id));
    },
  });
}
