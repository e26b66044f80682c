/** `obligations`: the obligations the caller may see (server/modules/obligations/obligations.sync.ts). */
import { z } from 'zod';
import { LEGAL_STATUSES, OBLIGATION_TYPES, PRIORITIES, SANCTIONS } from '../enums';
import { defineCollection } from './define';
import { boundedEnum, int, key, nullableText, text } from './fields';

/**
 * The mark of an obligation resting on a regulation whose legal status changed since the sector's
 * last published version (`obligations.regulation_changed`, cleared by the next version): which
 * regulation (its number and title when the reader may see it), from what status to what, when.
 */
export const obligationRegulationChange = z.object({
  regulation_guid: z.string(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  title_en: z.string().nullable(),
  title_id: z.string().nullable(),
  from: z.enum(LEGAL_STATUSES).nullable(),
  to: z.enum(LEGAL_STATUSES),
  at: z.string(),
});
export type ObligationRegulationChange = z.infer<typeof obligationRegulationChange>;

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
    /** Version 1: null, or the regulation change the editors have not yet resolved by a sector version. */
    regulation_changed: obligationRegulationChange.nullable(),
    updated_at: text(),
  }),
  required: [
    'id',
    'topic_uuid',
    'sector_uuid',
    'comp_title_en',
    'comp_title_id',
    'sanction',
    'priority',
    'type',
    'sort',
  ],
  indexes: [['sector_uuid', 'topic_uuid', 'sort'], 'type', 'priority', 'sanction'],
  version: 1,
  migrations: {
    // Version 1 added `regulation_changed`: unknown until the pull (restarted at a new version)
    // brings the server's mark, so none is shown meanwhile.
    1: (doc: Record<string, unknown>) => ({ ...doc, regulation_changed: null }),
  },
});
