/**
 * Global search (spec section 7, "Regulations and search"): suggestions while typing, results by
 * type, and the filtered search answering in the Elasticsearch `hits.hits[]._source` shape.
 * In every result `type` names the kind of result; a regulation's own type is `regulation_type`
 * and an obligation's `obligation_type`.
 */
import { z } from 'zod';
import {
  HIERARCHY_RELATIONS,
  LEGAL_STATUSES,
  OBLIGATION_TYPES,
  PRIORITIES,
  SANCTIONS,
} from '../enums';
import { numberPageQuery, uuidString } from './library';

/** Suggestions start at this many characters; shorter text answers an empty list. */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 10;

/** GET /search/suggestions */
export const searchSuggestionsQuery = z.object({ q: z.string().trim().max(200).default('') });

export const SUGGESTION_TYPES = ['sector', 'topic', 'obligation', 'regulation'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export const searchSuggestion = z.strictObject({
  type: z.enum(SUGGESTION_TYPES),
  id: z.string(),
  title: z.string(),
  /** Topics only: the sector, where a topic is shown. */
  sector_id: z.string().optional(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

/** GET /search: the types the specification names. */
export const SEARCH_TYPES = ['sector', 'topics', 'regulations_hierarchy', 'regulations'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const searchQuery = numberPageQuery().extend({
  q: z.string().trim().min(1).max(200),
  type: z.enum(SEARCH_TYPES),
  /** The sector the user is looking at: results are limited to it. */
  page_section_id: uuidString().optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

const score = z.number();
export const sectorHit = z.strictObject({
  score,
  type: z.literal('sector'),
  sector_uuid: z.string(),
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
});
export type SectorHit = z.infer<typeof sectorHit>;
export const topicHit = z.strictObject({
  score,
  type: z.literal('topics'),
  topic_uuid: z.string(),
  sector_uuid: z.string(),
  parent_uuid: z.string().nullable(),
  title: z.string(),
  sector_title: z.string(),
});
export type TopicHit = z.infer<typeof topicHit>;
export const regulationHit = z.strictObject({
  score,
  type: z.enum(['regulations', 'regulations_hierarchy']),
  regulation_guid: z.string(),
  title: z.string(),
  number: z.string(),
  year: z.number().int(),
  regulation_type: z.string(),
  legal_status: z.string(),
  abstract: z.string().nullable(),
});
export type RegulationHit = z.infer<typeof regulationHit>;
export const hierarchyLinkHit = z.strictObject({
  relation: z.enum(HIERARCHY_RELATIONS),
  regulation_guid: z.string(),
  title: z.string(),
  number: z.string(),
  year: z.number().int(),
});
export type HierarchyLinkHit = z.infer<typeof hierarchyLinkHit>;
export const regulationHierarchyHit = regulationHit.extend({
  type: z.literal('regulations_hierarchy'),
  links: z.array(hierarchyLinkHit),
});
export type RegulationHierarchyHit = z.infer<typeof regulationHierarchyHit>;
export const searchHit = z.union([sectorHit, topicHit, regulationHierarchyHit, regulationHit]);
export type SearchHit = z.infer<typeof searchHit>;

/** POST /search-filter */
export const SEARCH_FILTER_TYPES = ['obligations', 'regulations'] as const;
export type SearchFilterType = (typeof SEARCH_FILTER_TYPES)[number];

export const searchFilterBody = numberPageQuery().extend({
  q: z.string().trim().min(1).max(200),
  type: z.enum(SEARCH_FILTER_TYPES).optional(),
  filters: z
    .object({
      legal_status: z.enum(LEGAL_STATUSES).optional(),
      year: z.coerce.number().int().min(1900).max(2200).optional(),
      sanction: z.enum(SANCTIONS).optional(),
      priority: z.enum(PRIORITIES).optional(),
      obligation_type: z.enum(OBLIGATION_TYPES).optional(),
    })
    .default({}),
});
export type SearchFilterBody = z.infer<typeof searchFilterBody>;

export const obligationSource = z.strictObject({
  type: z.literal('obligations'),
  obligation_uuid: z.string(),
  sector_uuid: z.string(),
  topic_uuid: z.string(),
  title: z.string(),
  title_en: z.string(),
  title_id: z.string(),
  description: z.string().nullable(),
  obligation_type: z.string().nullable(),
  sanction: z.string(),
  priority: z.string(),
  obligation_status: z.number().int(),
  sector_title: z.string(),
  topic_title: z.string(),
});
export type ObligationSource = z.infer<typeof obligationSource>;
export const regulationSource = z.strictObject({
  type: z.literal('regulations'),
  regulation_guid: z.string(),
  title: z.string(),
  title_en: z.string(),
  title_id: z.string(),
  number: z.string(),
  year: z.number().int(),
  regulation_type: z.string(),
  legal_status: z.string(),
  abstract: z.string().nullable(),
});
export type RegulationSource = z.infer<typeof regulationSource>;
export const searchFilterAnswer = z.strictObject({
  hits: z.strictObject({
    total: z.strictObject({ value: z.number().int() }),
    hits: z.array(
      z.strictObject({
        _id: z.string(),
        _score: z.number(),
        _source: z.union([obligationSource, regulationSource]),
      }),
    ),
  }),
});
export type SearchFilterAnswer = z.infer<typeof searchFilterAnswer>;
