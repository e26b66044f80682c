import type { FastifyInstance } from 'fastify';
import {
  commentCreateBody,
  commentDeleteBody,
  commentDeleted,
  commentEditBody,
  commentItem,
  commentListQuery,
  commentPage,
} from '../../../../contract/api/checklists';
import { commentExample } from '../../../../contract/api/examples-checklist';
import type { Deps } from '../../../deps';
import type { AuthUser } from '../../../lib/auth-user';
import { errors } from '../../../lib/errors';
import { defineRoute } from '../../../lib/route';
import { gateCompliance } from '../compliance-gate';
import { assertMay } from '../compliance.policy';
import { findComment, listComments } from './comments.repository';
import { assertAuthor, createComment, deleteComment, editComment } from './comments.service';

const VIEW = { module: 'compliance', action: 'view' } as const;
const UPDATE = { module: 'compliance', action: 'update' } as const;

/**
 * A compliance's comments. Every call first asks the compliance policy (404 when the caller may
 * not see the compliance), then the `comment` obligation action for writes; only the author edits
 * or deletes.
 */
export async function commentRoutes(app: FastifyInstance, deps: Deps) {
  /** A live comment of the caller's company on a compliance the caller may see, or 404. */
  async function gatedComment(user: AuthUser, commentUuid: string) {
    const row = await findComment(deps.database.db, user.company_uuid, commentUuid);
    if (!row) throw errors.notFound();
    const compliance = await gateCompliance(deps.database, user, row.compliance_uuid);
    return { row, compliance };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/comments/list',
    access: VIEW,
    summary: "A compliance's comments, newest first",
    description:
      'comp_uuid names the compliance; orderBy created_at, order desc (default) or asc; page and limit.',
    query: commentListQuery,
    response: commentPage,
    message: 'comments_loaded',
    example: { data: [commentExample], page: 1, limit: 20, total: 1, total_page: 1 },
    errors: [404],
    handler: async ({ query, user }) => {
      const c = await gateCompliance(deps.database, user, query.comp_uuid);
      const { rows, total } = await listComments(
        deps.database.db,
        user.company_uuid,
        c.compliance_uuid,
        query,
      );
      return {
        data: rows,
        page: query.page,
        limit: query.limit,
        total,
        total_page: Math.max(1, Math.ceil(total / query.limit)),
      };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/comments',
    access: UPDATE,
    summary: 'Add a comment under the comment_uuid the client made',
    description:
      'The specification lists no POST: PUT creates the comment under the client-generated comment_uuid, so an offline ' +
      "comment lands once however often it is replayed (a replay by the author answers the existing comment). An id of someone else's comment is refused, never overwritten.",
    body: commentCreateBody,
    response: commentItem,
    status: 201,
    message: 'comment_created',
    example: commentExample,
    errors: [404, 409],
    handler: async ({ req, reply, body, user }) => {
      const c = await gateCompliance(deps.database, user, body.comp_uuid);
      assertMay(c.actions, 'comment');
      return deps.mutations.forRequest(req, reply, (m) => createComment(m, user, body));
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/comments',
    access: UPDATE,
    summary: 'Edit a comment (its author only)',
    description:
      'The earlier text stays in the activity log (before); the comment shows as edited.',
    body: commentEditBody,
    response: commentItem,
    message: 'comment_updated',
    example: { ...commentExample, edited: true },
    errors: [404],
    handler: async ({ req, reply, body, user }) => {
      const { row, compliance } = await gatedComment(user, body.comment_uuid);
      assertMay(compliance.actions, 'comment');
      assertAuthor(user, row);
      return deps.mutations.forRequest(req, reply, (m) => editComment(m, user, row, body.body));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/comments',
    access: UPDATE,
    summary: 'Delete a comment (its author only)',
    description:
      'A soft delete: the synced comment becomes a tombstone; the text stays in the activity log.',
    body: commentDeleteBody,
    response: commentDeleted,
    message: 'comment_deleted',
    example: { comment_uuid: commentExample.comment_uuid },
    errors: [404],
    handler: async ({ req, reply, body, user }) => {
      const { row, compliance } = await gatedComment(user, body.comment_uuid);
      assertMay(compliance.actions, 'comment');
      assertAuthor(user, row);
      return deps.mutations.forRequest(req, reply, (m) => deleteComment(m, row));
    },
  });
}
