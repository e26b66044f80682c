/**
 * `comments`: the comments on the compliances the caller may see, with the author's name so the
 * thread reads offline. `id` is the `comment_uuid` the client generates (PUT /comments), so a
 * comment written offline and the server's echo are one document.
 * Loader: server/modules/compliance/comments/comments.sync.ts.
 */
import { z } from 'zod';
import { defineCollection } from './define';
import { key, text } from './fields';

export const commentsCollection = defineCollection({
  name: 'comments',
  module: 'compliance',
  schema: z.object({
    id: key(),
    compliance_uuid: key(),
    user_uuid: key(),
    user_name: text(),
    body: text(),
    /** True once the author edited it (the earlier text stays in the activity log). */
    edited: z.boolean(),
    created_at: key(40),
    updated_at: text(),
  }),
  required: ['id', 'compliance_uuid', 'user_uuid', 'body', 'created_at'],
  indexes: [['compliance_uuid', 'created_at']],
  version: 0,
  migrations: {},
});
