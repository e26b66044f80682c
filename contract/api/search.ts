/**
 * Global search (spec section 7, "Regulations and search"): suggestions while typing, results by
 * type, and the filtered search answering in the Elasticsearch `hits.hits[]._source` shape.
 * In every result `type` names the kind of result; a regulation's own type is `regulation_type`
 * and an obligation's `obligation_type`.
 */
import { z } from 'zod';
import { LEGAL_STATUSES, OBLIGATION_TYPES, PRIORITIES, SANCTIONS, type HierarchyRelation } from '../enums';
import { numberPageQuery, uuidString } from './library';

/** Suggestions start at this many characters; shorter text answers an empty list. */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 10;

/** GET /search/suggestions */
export const searchSuggestionsQuery = z.object({ q: z.string().trim().max(200).default('') });

export const SUGGESTION_TYPES = ['sector', 'topic', 'obligation', 'regulation'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export interface SearchSuggestion {
  type: SuggestionType;
  id: string;
  title: string;
  /** Topics only: the sector, where a topic is shown. */
  sector_id?: string;
}

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

interface Scored {
  score: number;
}
export interface SectorHit extends Scored {
  type: 'sector';
  sector_uuid: string;
  code: string;
  title: string;
  description: string | null;
}
export interface TopicHit extends Scored {
  type: 'topics';
  topic_uuid: string;
  sector_uuid: string;
  parent_uuid: string | null;
  title: string;
  sector_title: string;
}
export interface RegulationHit extends Scored {
  type: 'regulations' | 'regulations_hierarchy';
  regulation_guid: string;
  title: string;
  number: string;
  year: number;
  regulation_type: string;
  legal_status: string;
  abstract: string | null;
}
export interface HierarchyLinkHit {
  relation: HierarchyRelation;
  regulation_guid: string;
  title: string;
  number: string;
  year: number;
}
export interface RegulationHierarchyHit extends RegulationHit {
  type: 'regulations_hierarchy';
  links: HierarchyLinkHit[];
}
export type SearchHit = SectorHit | TopicHit | RegulationHit | RegulationHierarchyHit;

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

export interface ObligationSource {
  type: 'obligations';
  obligation_uuid: string;
  sector_uuid: string;
  topic_uuid: string;
  title: string;
  title_en: string;
  title_id: string;
  description: string | null;
  obligation_type: string | null;
  sanction: string;
  priority: string;
  obligation_status: number;
  sector_title: string;
  topic_title: string;
}
export interface RegulationSource {
  type: 'regulations';
  regulation_guid: string;
  title: string;
  title_en: string;
  title_id: string;
  number: string;
  year: number;
  regulation_type: string;
  legal_status: string;
  abstract: string | null;
}
export interface SearchFilterAnswer {
  hits: {
    total: { value: number };
    hits: { _id: string; _score: number; _source: ObligationSource | RegulationSource }[];
  };
}
