/**
 * `checklists`: the checklist items of the compliances the caller may see (the compliance policy
 * decides; an item follows its compliance). Loader: server/modules/compliance/checklists/checklists.sync.ts.
 */
import { z } from 'zod';
import { defineCollection } from './define';
import { int, key, nullableText, text } from './fields';

export const checklistsCollection = defineCollection({
  name: 'checklists',
  module: 'compliance',
  schema: z.object({
    id: key(),
    compliance_uuid: key(),
    title: text(),
    /** YYYY-MM-DD or null. */
    due_date: nullableText(),
    is_claim_checklist: z.boolean(),
    sort: int(),
    created_at: text(),
    updated_at: text(),
  }),
  required: ['id', 'compliance_uuid', 'title', 'is_claim_checklist', 'sort'],
  indexes: [['compliance_uuid', 'sort']],
  version: 0,
  migrations: {},
});
