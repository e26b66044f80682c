import { z } from 'zod';
import { OBLIGATION_TYPES, PRIORITIES, SANCTIONS } from '../enums';
import { numberPageQuery, obligationSummary, uuidString } from './library';
import { isoTime, labelledOption, regulationRef } from './values';

/** GET /obligation/list: filters of the obligation list; is_bookmark=1 lists the caller's bookmarks. */
export const obligationListQuery = numberPageQuery().extend({
  sector_uuid: uuidString().optional(),
  topic_uuid: uuidString().optional(),
  type: z.enum(OBLIGATION_TYPES).optional(),
  priority: z.enum(PRIORITIES).optional(),
  sanction: z.enum(SANCTIONS).optional(),
  search: z.string().trim().max(200).optional(),
  is_bookmark: z.enum(['0', '1']).optional(),
});
export type ObligationListQuery = z.infer<typeof obligationListQuery>;

/** POST /obligation/bookmark: toggles the caller's bookmark. */
export const obligationBookmarkBody = z.object({ obligation_uuid: z.string().trim().min(1) });

export const bookmarkToggleResult = z.strictObject({
  bookmarked: z.boolean(),
  bookmark_uuid: z.string(),
});
export type BookmarkToggleResult = z.infer<typeof bookmarkToggleResult>;

export const obligationListItem = obligationSummary.extend({
  sector_uuid: z.string(),
  topic_uuid: z.string(),
  sector_title: z.string(),
  topic_title: z.string(),
  subtopic_title: z.string().nullable(),
  master: z.boolean(),
  is_bookmarked: z.boolean(),
});
export type ObligationListItem = z.infer<typeof obligationListItem>;

export const checklistTemplateEntry = z.strictObject({
  title: z.string(),
  title_en: z.string(),
  title_id: z.string(),
});
export type ChecklistTemplateEntry = z.infer<typeof checklistTemplateEntry>;

export const relatedRegulation = regulationRef;
export type RelatedRegulation = z.infer<typeof relatedRegulation>;

/**
 * What the caller may do on one obligation, from the server's policy (obligations.policy.ts):
 * the client shows an action's button exactly when this says true.
 */
export const obligationActions = z.strictObject({
  /** POST /obligation/bookmark would be accepted. */
  bookmark: z.boolean(),
});
export type ObligationActions = z.infer<typeof obligationActions>;

/** GET /obligation/{id}: texts in the request language and in both languages. */
export const obligationDetail = obligationSummary.extend({
  comp_title_en: z.string(),
  comp_title_id: z.string(),
  regulation_obligation_description: z.string().nullable(),
  regulation_obligation_description_en: z.string().nullable(),
  regulation_obligation_description_id: z.string().nullable(),
  regulation_penalty_description: z.string().nullable(),
  regulation_penalty_description_en: z.string().nullable(),
  regulation_penalty_description_id: z.string().nullable(),
  checklist_template: z.array(checklistTemplateEntry),
  regulations: z.array(relatedRegulation),
  master: z.boolean(),
  company_uuid: z.string().nullable(),
  has_notif: z.boolean(),
  sector_uuid: z.string(),
  /** The obligation's own topic: a subtopic, or a topic when it hangs directly under one. */
  topic_uuid: z.string(),
  /** The topic above that subtopic; null when topic_uuid is itself a top-level topic. */
  parent_topic_uuid: z.string().nullable(),
  sector_title: z.string(),
  topic_title: z.string(),
  subtopic_title: z.string().nullable(),
  published_at: isoTime.nullable(),
  updated_at: isoTime.nullable(),
  is_bookmarked: z.boolean(),
  actions: obligationActions,
});
export type ObligationDetail = z.infer<typeof obligationDetail>;

/** GET /obligation/sector/filter: the options of the obligation filters. */
export const obligationFilterOptions = z.strictObject({
  types: z.array(labelledOption),
  priorities: z.array(labelledOption),
  sanctions: z.array(labelledOption),
});
export type ObligationFilterOptions = z.infer<typeof obligationFilterOptions>;
