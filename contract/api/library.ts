import { z } from 'zod';
import { LIMITS } from '../limits';

/** Page and limit; `limit=~` means no limit where the specification allows it (sectors). */
export const pageQuery = (opts: { allowAll?: boolean } = {}) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z
      .union([z.literal('~'), z.coerce.number().int().min(1).max(LIMITS.maxPageSize)])
      .default(LIMITS.pageSize)
      .refine((v) => opts.allowAll || v !== '~'),
  });

/** Page and a numeric limit (no "all"), with its own default and maximum where the spec sets one. */
export const numberPageQuery = (opts: { limit?: number; max?: number } = {}) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(opts.max ?? LIMITS.maxPageSize)
      .default(opts.limit ?? LIMITS.pageSize),
  });

export const sectorListQuery = pageQuery({ allowAll: true }).extend({
  search: z.string().trim().max(200).optional(),
});

export interface SectorListItem {
  sector_uuid: string;
  code: string;
  name: string;
  name_en: string;
  name_id: string;
  description: string | null;
  sort: number;
  version: number;
  last_published_at: string | null;
  last_synced_at: string | null;
  topic_count: number;
  obligation_count: number;
}

/** A UUID in a query or body filter; a malformed one is a validation error. */
export const uuidString = () =>
  z.string().trim().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** GET /v2/sectors-last-sync: the provider may ask about a customer; a customer always gets its own. */
export const sectorLastSyncQuery = z.object({ companyUUID: uuidString().optional() });

/** GET /v2/topics: a sector's topics, or the subtopics of one topic. */
export const topicListQuery = numberPageQuery().extend({
  sector_uuid: uuidString().optional(),
  parent_uuid: uuidString().optional(),
  search: z.string().trim().max(200).optional(),
});

/** GET /topics/filter/list: the topics of a sector, for filter drop-downs. */
export const topicFilterQuery = z.object({ sector_uuid: uuidString().optional() });

/** An obligation as it appears in the sector tree and lists. */
export interface ObligationSummary {
  obligation_uuid: string;
  comp_title: string;
  type: string | null;
  priority: string;
  sanction: string;
  obligation_status: number;
  version_code: number;
  is_active: boolean;
}

export interface SubtopicNode {
  topic_uuid: string;
  parent_uuid: string;
  title: string;
  title_en: string;
  title_id: string;
  sort: number;
  obligations: ObligationSummary[];
}

export interface TopicNode extends Omit<SubtopicNode, 'parent_uuid'> {
  parent_uuid: null;
  subtopics: SubtopicNode[];
}

/** GET /v2/sectors/{id}: the sector and its topics tree. */
export interface SectorDetail extends Omit<SectorListItem, 'topic_count' | 'obligation_count'> {
  is_active: boolean;
  description_en: string | null;
  description_id: string | null;
  topics: TopicNode[];
}

export interface TopicListItem {
  topic_uuid: string;
  sector_uuid: string;
  parent_uuid: string | null;
  title: string;
  title_en: string;
  title_id: string;
  sort: number;
  subtopic_count: number;
  obligation_count: number;
}
