import { z } from 'zod';
import { OBLIGATION_TYPES, PRIORITIES, SANCTIONS } from '../enums';
import type { LabelledOption } from '../labels';
import { numberPageQuery, uuidString, type ObligationSummary } from './library';

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

export interface BookmarkToggleResult {
  bookmarked: boolean;
  bookmark_uuid: string;
}

export interface ObligationListItem extends ObligationSummary {
  sector_uuid: string;
  topic_uuid: string;
  sector_title: string;
  topic_title: string;
  subtopic_title: string | null;
  master: boolean;
  is_bookmarked: boolean;
}

export interface ChecklistTemplateEntry {
  title: string;
  title_en: string;
  title_id: string;
}

export interface RelatedRegulation {
  regulation_guid: string;
  title: string;
  number: string;
  year: number;
  type: string;
  legal_status: string;
}

/**
 * What the caller may do on one obligation, from the server's policy (obligations.policy.ts):
 * the client shows an action's button exactly when this says true.
 */
export interface ObligationActions {
  /** POST /obligation/bookmark would be accepted. */
  bookmark: boolean;
}

/** GET /obligation/{id}: texts in the request language and in both languages. */
export interface ObligationDetail extends ObligationSummary {
  comp_title_en: string;
  comp_title_id: string;
  regulation_obligation_description: string | null;
  regulation_obligation_description_en: string | null;
  regulation_obligation_description_id: string | null;
  regulation_penalty_description: string | null;
  regulation_penalty_description_en: string | null;
  regulation_penalty_description_id: string | null;
  checklist_template: ChecklistTemplateEntry[];
  regulations: RelatedRegulation[];
  master: boolean;
  company_uuid: string | null;
  has_notif: boolean;
  sector_uuid: string;
  /** The obligation's own topic: a subtopic, or a topic when it hangs directly under one. */
  topic_uuid: string;
  /** The topic above that subtopic; null when topic_uuid is itself a top-level topic. */
  parent_topic_uuid: string | null;
  sector_title: string;
  topic_title: string;
  subtopic_title: string | null;
  published_at: string | null;
  updated_at: string | null;
  is_bookmarked: boolean;
  actions: ObligationActions;
}

/** GET /obligation/sector/filter: the options of the obligation filters. */
export interface ObligationFilterOptions {
  types: LabelledOption[];
  priorities: LabelledOption[];
  sanctions: LabelledOption[];
}
