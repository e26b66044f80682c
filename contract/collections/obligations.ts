/** `obligations`: the obligations the caller may see (server/modules/obligations/obligations.sync.ts). */
import { z } from 'zod';
import { OBLIGATION_TYPES, PRIORITIES, SANCTIONS } from '../enums';
import { defineCollection } from './define';
import { boundedEnum, int, key, nullableText, text } from './fields';

export const obligationsCollection = defineCollection({
  name: 'obligations',
  module: 'obligation',
  schema: z.object({
    id: key(),
    topic_uuid: key(),
    sector_uuid: key(),
    comp_title_en: text(),
    comp_title_id: text(),
    regulation_obligation_description_en: nullableText(),
    regulation_obligation_description_id: nullableText(),
    regulation_penalty_description_en: nullableText(),
    regulation_penalty_description_id: nullableText(),
    sanction: boundedEnum(SANCTIONS, 40),
    priority: boundedEnum(PRIORITIES, 20),
    /** '' while a draft has no type yet. */
    type: boundedEnum([...OBLIGATION_TYPES, ''], 20),
    checklist_template: z.array(z.object({ title_en: z.string(), title_id: z.string() })),
    version_code: int(),
    obligation_status: int(),
    is_active: z.boolean(),
    master: z.boolean(),
    company_uuid: nullableText(),
    sort: int(),
    regulation_guids: z.array(z.string()),
    updated_at: text(),
  }),
  required: ['id', 'topic_uuid', 'sector_uuid', 'comp_title_en', 'comp_title_id', 'sanction', 'priority', 'type', 'sort'],
  indexes: [['sector_uuid', 'topic_uuid', 'sort'], 'type', 'priority', 'sanction'],
  version: 0,
  migrations: {},
});
