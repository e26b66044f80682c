/** `sectors`: the library's sectors the caller may read (server/modules/library/sectors.sync.ts). */
import { z } from 'zod';
import { defineCollection } from './define';
import { int, key, nullableText, text } from './fields';

export const sectorsCollection = defineCollection({
  name: 'sectors',
  module: 'library',
  schema: z.object({
    id: key(),
    code: key(),
    name_en: text(),
    name_id: text(),
    description_en: nullableText(),
    description_id: nullableText(),
    sort: int(),
    version: int(),
    is_active: z.boolean(),
    company_uuid: nullableText(),
    last_published_at: nullableText(),
    last_synced_at: nullableText(),
    updated_at: text(),
  }),
  required: ['id', 'code', 'name_en', 'name_id', 'sort'],
  indexes: ['code'],
  version: 0,
  migrations: {},
});
