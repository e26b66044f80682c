import { z } from 'zod';
import { HIERARCHY_RELATIONS, LEGAL_STATUSES, type HierarchyRelation } from '../enums';
import { LIMITS } from '../limits';
import { numberPageQuery, obligationSummary } from './library';
import { dateText, isoTime, regulationRef } from './values';

/** GET /regulations/list; is_bookmark=1 lists the caller's bookmarked regulations. */
export const regulationListQuery = numberPageQuery().extend({
  search: z.string().trim().max(200).optional(),
  legal_status: z.enum(LEGAL_STATUSES).optional(),
  is_bookmark: z.enum(['0', '1']).optional(),
});
export type RegulationListQuery = z.infer<typeof regulationListQuery>;

/** GET /v2/regulations/hierarchy/{id} and GET /regulations/hierarchy/list: limit 100 (spec section 9). */
export const hierarchyPageQuery = numberPageQuery({
  limit: LIMITS.hierarchyLimit,
  max: LIMITS.hierarchyLimit,
});

/** GET /regulation/document: one document's metadata. */
/** GET /regulation/document: the metadata, or with `download=1` the file itself (download_regulation module). */
export const regulationDocumentQuery = z.object({
  doc_guid: z.string().trim().min(1),
  download: z.enum(['0', '1']).optional(),
});

/** POST /regulations/bookmark: toggles the caller's bookmark. */
export const regulationBookmarkBody = z.object({ regulation_guid: z.string().trim().min(1) });

export const regulationListItem = z.strictObject({
  regulation_guid: z.string(),
  title: z.string(),
  title_en: z.string(),
  title_id: z.string(),
  number: z.string(),
  year: z.number().int(),
  type: z.string(),
  /** The issuer in the request's language (`lang`), beside both texts, as `title` is. */
  issuer: z.string().nullable(),
  issuer_en: z.string().nullable(),
  issuer_id: z.string().nullable(),
  legal_status: z.string(),
  enacted_at: dateText.nullable(),
  effective_at: dateText.nullable(),
  is_bookmarked: z.boolean(),
});
export type RegulationListItem = z.infer<typeof regulationListItem>;

/** GET /regulation/document: one document's metadata. */
export const regulationDocumentInfo = z.strictObject({
  doc_guid: z.string(),
  regulation_guid: z.string(),
  alias_name: z.string(),
  file_name: z.string(),
  extension: z.string(),
  size_bytes: z.number().int(),
  created_at: isoTime.nullable(),
});
export type RegulationDocumentInfo = z.infer<typeof regulationDocumentInfo>;

const relationCounts = Object.fromEntries(
  HIERARCHY_RELATIONS.map((r) => [r, z.number().int()]),
) as Record<HierarchyRelation, z.ZodNumber>;
export const hierarchySummary = z.strictObject({ ...relationCounts, total: z.number().int() });
export type HierarchySummary = Record<HierarchyRelation, number> & { total: number };

/** What the caller may do on one regulation, from the server's policy (regulations.policy.ts). */
export const regulationActions = z.strictObject({
  /** POST /regulations/bookmark would be accepted. */
  bookmark: z.boolean(),
});
export type RegulationActions = z.infer<typeof regulationActions>;

export const regulationDetail = regulationListItem.extend({
  abstract: z.string().nullable(),
  abstract_en: z.string().nullable(),
  abstract_id: z.string().nullable(),
  full_text: z.string().nullable(),
  full_text_en: z.string().nullable(),
  full_text_id: z.string().nullable(),
  company_uuid: z.string().nullable(),
  created_at: isoTime.nullable(),
  updated_at: isoTime.nullable(),
  documents: z.array(
    regulationDocumentInfo.pick({ doc_guid: true, alias_name: true, extension: true }),
  ),
  hierarchy_summary: hierarchySummary,
  obligations: z.array(obligationSummary),
  actions: regulationActions,
});
export type RegulationDetail = z.infer<typeof regulationDetail>;

/** A regulation seen from another through a hierarchy link. */
export const hierarchyLink = regulationRef.extend({
  hierarchy_uuid: z.string(),
  relation: z.enum(HIERARCHY_RELATIONS),
  relation_label: z.string(),
});
export type HierarchyLink = z.infer<typeof hierarchyLink>;

const neighbour = hierarchyLink.omit({ relation: true, relation_label: true });
const neighbours = Object.fromEntries(
  HIERARCHY_RELATIONS.map((r) => [r, z.array(neighbour)]),
) as Record<HierarchyRelation, z.ZodArray<typeof neighbour>>;

/** GET /regulations/central/{id}: the regulation and its direct neighbours by relation. */
export const centralView = z.strictObject({
  regulation: regulationListItem.omit({ is_bookmarked: true }),
  relations: z.strictObject(neighbours),
});
export type CentralView = z.infer<typeof centralView>;

export const hierarchyListItem = regulationListItem
  .omit({ is_bookmarked: true })
  .extend({ link_count: z.number().int() });
export type HierarchyListItem = z.infer<typeof hierarchyListItem>;
