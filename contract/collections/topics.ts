/** `topics`: topics and subtopics of the sectors the caller may read (server/modules/library/topics.sync.ts). */
import { z } from 'zod';
import { defineCollection } from './define';
import { int, key, nullableText, text } from './fields';

export const topicsCollection = defineCollection({
  name: 'topics',
  module: 'library',
  schema: z.object({
    id: key(),
    sector_uuid: key(),
    /** '' for a topic, the parent topic's id for a subtopic (indexed fields cannot be null). */
    parent_uuid: key(),
    title_en: text(),
    title_id: text(),
    sort: int(),
    company_uuid: nullableText(),
    updated_at: text(),
  }),
  required: ['id', 'sector_uuid', 'parent_uuid', 'title_en', 'title_id', 'sort'],
  indexes: [['sector_uuid', 'parent_uuid', 'sort']],
  version: 0,
  migrations: {},
});
