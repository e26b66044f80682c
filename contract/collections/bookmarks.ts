/** `bookmarks`: the caller's own bookmarks (server/modules/bookmarks/bookmarks.sync.ts). */
import { z } from 'zod';
import { defineCollection } from './define';
import { boundedEnum, key, text } from './fields';

export const BOOKMARK_ENTITIES = ['obligation', 'regulation', 'document', 'compliance'] as const;
export type BookmarkEntity = (typeof BOOKMARK_ENTITIES)[number];

export const bookmarksCollection = defineCollection({
  name: 'bookmarks',
  module: 'bookmarks',
  schema: z.object({
    /** `${entity_type}:${entity_uuid}`: the same key on client and server, so an optimistic
     * bookmark made offline and the server's echo are one document. */
    id: key(120),
    entity_type: boundedEnum(BOOKMARK_ENTITIES, 20),
    entity_uuid: key(),
    created_at: text(),
    updated_at: text(),
  }),
  required: ['id', 'entity_type', 'entity_uuid'],
  indexes: ['entity_type'],
  version: 0,
  migrations: {},
});

export const bookmarkId = (type: BookmarkEntity, uuid: string) => `${type}:${uuid}`;
