/**
 * The comment writes (src/db/writes). A new comment is created under a comment_uuid made here,
 * which is also its local document's id and the id the server's echo arrives under: written
 * offline, it shows at once as pending and lands once however often the outbox replays it.
 * Only the author edits or deletes; the server refuses anyone else (403) and the kit rolls back.
 */
import type { CommentCreateBody, CommentEditBody } from '../../../../contract/api/checklists';
import {
  commentCreate,
  commentDelete,
  commentEdit,
} from '../../../../contract/api/comment-endpoints';
import { defineWrite, endpointCall } from '../../../db/writes';

export interface NewComment {
  comment_uuid: string;
  compliance_uuid: string;
  user_uuid: string;
  user_name: string;
  body: string;
}

export const addComment = defineWrite<NewComment>({
  name: 'comments/add',
  target: (c) => ({ collection: 'comments', id: c.comment_uuid }),
  effect: async (collections, c) => {
    const stamp = new Date().toISOString();
    await collections.comments.upsert({
      id: c.comment_uuid,
      compliance_uuid: c.compliance_uuid,
      user_uuid: c.user_uuid,
      user_name: c.user_name,
      body: c.body,
      edited: false,
      created_at: stamp,
      updated_at: stamp,
    });
  },
  call: (c) => {
    const body: CommentCreateBody = {
      comment_uuid: c.comment_uuid,
      comp_uuid: c.compliance_uuid,
      body: c.body,
    };
    return endpointCall(commentCreate, { body });
  },
  label: 'checklist:writeLabel.addComment',
});

export const editComment = defineWrite<{ comment_uuid: string; body: string }>({
  name: 'comments/edit',
  target: (c) => ({ collection: 'comments', id: c.comment_uuid }),
  effect: async (collections, c) => {
    await (
      await collections.comments.findOne(c.comment_uuid).exec()
    )?.incrementalPatch({ body: c.body, edited: true, updated_at: new Date().toISOString() });
  },
  call: (c) => {
    const body: CommentEditBody = { comment_uuid: c.comment_uuid, body: c.body };
    return endpointCall(commentEdit, { body });
  },
  label: 'checklist:writeLabel.editComment',
});

export const deleteComment = defineWrite<{ comment_uuid: string }>({
  name: 'comments/delete',
  target: (c) => ({ collection: 'comments', id: c.comment_uuid }),
  effect: async (collections, c) => {
    await (await collections.comments.findOne(c.comment_uuid).exec())?.remove();
  },
  call: (c) => endpointCall(commentDelete, { body: { comment_uuid: c.comment_uuid } }),
  label: 'checklist:writeLabel.deleteComment',
});
