import type { FastifyInstance } from 'fastify';
import { bookmarkExample } from '../../../contract/api/examples';
import type { Deps } from '../../deps';
import { callerOf } from '../../lib/caller';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { BOOKMARK_TOGGLE } from '../bookmarks';
import { toggle } from '../bookmarks';
import { bookmarkToggleResult, obligationBookmarkBody } from '../../../contract/api/obligations';
import { isReadableObligation } from './obligations.repository';

/**
 * The obligation's bookmark toggle. Only what the caller may open can be bookmarked: anything else, another
 * company's row included, is simply not found. The check runs before the transaction (PGlite has
 * one connection, so no second query may run while the transaction holds it); the bookmark itself
 * is the bookmarks area's (toggle).
 */
export async function obligationBookmarkRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'POST',
    url: '/obligation/bookmark',
    access: BOOKMARK_TOGGLE,
    summary: 'Bookmark an obligation, or remove its bookmark',
    description:
      'Toggles the caller’s bookmark; the message says which way it went. An obligation the caller may not open is not found.',
    body: obligationBookmarkBody,
    response: bookmarkToggleResult,
    message: 'bookmark_added',
    example: bookmarkExample,
    errors: [404],
    handler: async ({ req, reply, body, user }) => {
      const id = body.obligation_uuid;
      if (!isUuid(id) || !(await isReadableObligation(deps.database, callerOf(user), id)))
        throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => toggle(m, user, 'obligation', id));
    },
  });
}
