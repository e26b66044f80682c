import { z } from 'zod';
import { LEGAL_STATUSES, type HierarchyRelation } from '../enums';
import { LIMITS } from '../limits';
import { numberPageQuery, type ObligationSummary } from './library';

/** GET /regulations/list; is_bookmark=1 lists the caller's bookmarked regulations. */
export const regulationListQuery = numberPageQuery().extend({
  search: z.string().trim().max(200).optional(),
  legal_status: z.enum(LEGAL_STATUSES).optional(),
  is_bookmark: z.enum(['0', '1']).optional(),
});
export type RegulationListQuery = z.infer<typeof regulationListQuery>;

/** GET /v2/regulations/hierarchy/{id} and GET /regulations/hierarchy/list: limit 100 (spec section 9). */
export const hierarchyPageQuery = numberPageQuery({ limit: LIMITS.hierarchyLimit, max: LIMITS.hierarchyLimit });

/** GET /regulation/document: one document's metadata. */
export const regulationDocumentQuery = z.object({ doc_guid: z.string().trim().min(1) });

/** POST /regulations/bookmark: toggles the caller's bookmark. */
export const regulationBookmarkBody = z.object({ regulation_guid: z.string().trim().min(1) });

export interface RegulationListItem {
  regulation_guid: string;
  title: string;
  title_en: string;
  title_id: string;
  number: string;
  year: number;
  type: string;
  issuer: string | null;
  legal_status: string;
  enacted_at: string | null;
  effective_at: string | null;
  is_bookmarked: boolean;
}

export interface RegulationDocumentInfo {
  doc_guid: string;
  regulation_guid: string;
  alias_name: string;
  file_name: string;
  extension: string;
  size_bytes: number;
  created_at: string | null;
}

export type HierarchySummary = Record<HierarchyRelation, number> & { total: number };

/** What the caller may do on one regulation, from the server's policy (regulations.policy.ts). */
export interface RegulationActions {
  /** POST /regulations/bookmark would be accepted. */
  bookmark: boolean;
}

export interface RegulationDetail extends RegulationListItem {
  abstract: string | null;
  abstract_en: string | null;
  abstract_id: string | null;
  full_text: string | null;
  full_text_en: string | null;
  full_text_id: string | null;
  company_uuid: string | null;
  created_at: string | null;
  updated_at: string | null;
  documents: Pick<RegulationDocumentInfo, 'doc_guid' | 'alias_name' | 'extension'>[];
  hierarchy_summary: HierarchySummary;
  obligations: ObligationSummary[];
  actions: RegulationActions;
}

/** A regulation seen from another through a hierarchy link. */
export interface HierarchyLink {
  hierarchy_uuid: string;
  relation: HierarchyRelation;
  relation_label: string;
  regulation_guid: string;
  title: string;
  number: string;
  year: number;
  type: string;
  legal_status: string;
}

/** GET /regulations/central/{id}: the regulation and its direct neighbours by relation. */
export interface CentralView {
  regulation: Omit<RegulationListItem, 'is_bookmarked'>;
  relations: Record<HierarchyRelation, Omit<HierarchyLink, 'relation' | 'relation_label'>[]>;
}

export interface HierarchyListItem extends Omit<RegulationListItem, 'is_bookmarked'> {
  link_count: number;
}
