import type { FastifyInstance } from 'fastify';
import {
  commentCreate,
  commentDelete,
  commentEdit,
  commentList,
} from '../../../../contract/api/comment-endpoints';
import type { Deps } from '../../../deps';
import type { AuthUser } from '../../../lib/auth-user';
import { errors } from '../../../lib/errors';
import { implement } from '../../../lib/route';
import { gateCompliance } from '../compliance-gate';
import { assertMay } from '../compliance.policy';
import { findComment, listComments } from './comments.repository';
import { assertAuthor, createComment, deleteComment, editComment } from './comments.service';

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

  implement(app, commentList, {
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

  implement(app, commentCreate, {
    handler: async ({ req, reply, body, user }) => {
      const c = await gateCompliance(deps.database, user, body.comp_uuid);
      assertMay(c.actions, 'comment');
      return deps.mutations.forRequest(req, reply, (m) => createComment(m, user, body));
    },
  });

  implement(app, commentEdit, {
    handler: async ({ req, reply, body, user }) => {
      const { row, compliance } = await gatedComment(user, body.comment_uuid);
      assertMay(compliance.actions, 'comment');
      assertAuthor(user, row);
      return deps.mutations.forRequest(req, reply, (m) => editComment(m, user, row, body.body));
    },
  });

  implement(app, commentDelete, {
    handler: async ({ req, reply, body, user }) => {
      const { row, compliance } = await gatedComment(user, body.comment_uuid);
      assertMay(compliance.actions, 'comment');
      assertAuthor(user, row);
      return deps.mutations.forRequest(req, reply, (m) => deleteComment(m, row));
    },
  });
}
