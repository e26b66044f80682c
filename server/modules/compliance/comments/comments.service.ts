/**
 * Comment writes, each in the request's mutation transaction with the compliance's activity-log
 * row and the `comments` change-feed entry. A comment is created under the id the client made
 * (PUT /comments), so an offline comment replayed any number of times is created once: a replay
 * by the same author answers the existing comment; an id naming anyone else's comment is refused
 * and never overwritten (another company's: not found).
 */
import type { CommentCreateBody } from '../../../../contract/api/checklists';
import { answer } from '../../../lib/answer';
import type { AuthUser } from '../../../lib/auth-user';
import { AppError, errors } from '../../../lib/errors';
import type { MutationContext } from '../../../lib/mutation';
import { notifyComment } from '../../notifications';
import {
  type CommentRow,
  findAnyComment,
  insertComment,
  presentComment,
  setBody,
  softDelete,
} from './comments.repository';

async function record(
  m: MutationContext,
  action: string,
  row: CommentRow,
  before: string | null,
  after: string | null,
) {
  await m.log({
    type: 'compliance',
    type_uuid: row.compliance_uuid,
    action,
    before: before === null ? null : { comment_uuid: row.comment_uuid, body: before },
    after: after === null ? null : { comment_uuid: row.comment_uuid, body: after },
  });
  await m.feed({
    collection: 'comments',
    row_id: row.comment_uuid,
    company_uuid: row.company_uuid,
    op: after === null ? 'delete' : 'upsert',
  });
}

export async function createComment(m: MutationContext, user: AuthUser, body: CommentCreateBody) {
  const row = await insertComment(m.tx, {
    comment_uuid: body.comment_uuid,
    company_uuid: user.company_uuid,
    compliance_uuid: body.comp_uuid,
    user_uuid: user.user_uuid,
    body: body.body,
  });
  if (row) {
    await record(m, 'comment_create', row, null, row.body);
    await notifyComment(m, row.compliance_uuid, user, row.body);
    return answer(presentComment(row, user.name), 'comment_created');
  }
  const existing = await findAnyComment(m.tx, body.comment_uuid);
  if (!existing || existing.company_uuid !== user.company_uuid) throw errors.notFound();
  const replay =
    existing.user_uuid === user.user_uuid &&
    existing.compliance_uuid === body.comp_uuid &&
    !existing.deleted_at;
  if (!replay) throw new AppError('conflict', 'id_taken');
  return answer(presentComment(existing, user.name), 'comment_created');
}

/** Only the author edits or deletes (403 comment_not_author). */
export function assertAuthor(user: AuthUser, row: CommentRow) {
  if (row.user_uuid !== user.user_uuid) throw errors.forbidden('comment_not_author');
}

export async function editComment(
  m: MutationContext,
  user: AuthUser,
  row: CommentRow,
  text: string,
) {
  const updated = await setBody(m.tx, row, text);
  await record(m, 'comment_update', updated, row.body, updated.body);
  return answer(presentComment(updated, user.name), 'comment_updated');
}

export async function deleteComment(m: MutationContext, row: CommentRow) {
  await softDelete(m.tx, row);
  await record(m, 'comment_delete', row, row.body, null);
  return answer({ comment_uuid: row.comment_uuid }, 'comment_deleted');
}
