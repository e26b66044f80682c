import type { FastifyInstance } from 'fastify';
import { bookmarkExample } from '../../../contract/api/examples';
import { bookmarkToggleResult, obligationBookmarkBody } from '../../../contract/api/obligations';
import { regulationBookmarkBody } from '../../../contract/api/regulations';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { isReadableObligation } from '../obligations/obligations.repository';
import { callerOf } from '../../lib/caller';
import { isReadableRegulation } from '../regulations/regulations.repository';
import { BOOKMARK_TOGGLE } from './bookmarks.policy';
import { toggle } from './bookmarks.service';

/**
 * Bookmark toggles. Only what the caller may open can be bookmarked: anything else, another
 * company's row included, is simply not found. The check runs before the transaction (PGlite has
 * one connection, so no second query may run while the transaction holds it).
 */
export async function bookmarkRoutes(app: FastifyInstance, deps: Deps) {
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

  defineRoute(app, {
    method: 'POST',
    url: '/regulations/bookmark',
    access: BOOKMARK_TOGGLE,
    summary: 'Bookmark a regulation, or remove its bookmark',
    description:
      'Toggles the caller’s bookmark; the message says which way it went. A regulation the caller may not open is not found.',
    body: regulationBookmarkBody,
    response: bookmarkToggleResult,
    message: 'bookmark_added',
    example: bookmarkExample,
    errors: [404],
    handler: async ({ req, reply, body, user }) => {
      const id = body.regulation_guid;
      if (!isUuid(id) || !(await isReadableRegulation(deps.database, callerOf(user), id)))
        throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => toggle(m, user, 'regulation', id));
    },
  });
}
