/**
 * A compliance's comments, declared once (contract/endpoint.ts):
 * server/modules/compliance/comments implements them, the comment writes of
 * src/features/compliance send them.
 */
import { endpoint } from '../endpoint';
import {
  commentCreateBody,
  commentDeleteBody,
  commentDeleted,
  commentEditBody,
  commentItem,
  commentListQuery,
  commentPage,
} from './checklists';
import { COMPLIANCE_UPDATE, COMPLIANCE_VIEW } from './compliance-access';
import { commentExample } from './examples-checklist';

export const commentList = endpoint({
  method: 'GET',
  path: '/comments/list',
  access: COMPLIANCE_VIEW,
  summary: "A compliance's comments, newest first",
  description:
    'comp_uuid names the compliance; orderBy created_at, order desc (default) or asc; page and limit.',
  query: commentListQuery,
  response: commentPage,
  message: 'comments_loaded',
  example: { data: [commentExample], page: 1, limit: 20, total: 1, total_page: 1 },
  errors: [404],
});

export const commentCreate = endpoint({
  method: 'PUT',
  path: '/comments',
  access: COMPLIANCE_UPDATE,
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
});

export const commentEdit = endpoint({
  method: 'PATCH',
  path: '/comments',
  access: COMPLIANCE_UPDATE,
  summary: 'Edit a comment (its author only)',
  description: 'The earlier text stays in the activity log (before); the comment shows as edited.',
  body: commentEditBody,
  response: commentItem,
  message: 'comment_updated',
  example: { ...commentExample, edited: true },
  errors: [404],
});

export const commentDelete = endpoint({
  method: 'DELETE',
  path: '/comments',
  access: COMPLIANCE_UPDATE,
  summary: 'Delete a comment (its author only)',
  description:
    'A soft delete: the synced comment becomes a tombstone; the text stays in the activity log.',
  body: commentDeleteBody,
  response: commentDeleted,
  message: 'comment_deleted',
  example: { comment_uuid: commentExample.comment_uuid },
  errors: [404],
});
