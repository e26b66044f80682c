import { z } from 'zod';
import { pageOf } from '../envelope';
import { LIMITS } from '../limits';
import { isoTime } from './values';

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

export const sectorListItem = z.strictObject({
  sector_uuid: z.string(),
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  name_id: z.string(),
  description: z.string().nullable(),
  sort: z.number().int(),
  version: z.number().int(),
  last_published_at: isoTime.nullable(),
  last_synced_at: isoTime.nullable(),
  topic_count: z.number().int(),
  obligation_count: z.number().int(),
});
export type SectorListItem = z.infer<typeof sectorListItem>;

/** GET /v2/sectors: a page of sectors, the caller's last sync, and (provider) unpublished work. */
export const sectorListAnswer = pageOf(sectorListItem).extend({
  last_sync_at: isoTime.nullable(),
  unpublished_content: z.number().int().optional(),
});

/** GET /v2/sectors-last-sync */
export const lastSyncAnswer = z.strictObject({ last_sync_at: isoTime.nullable() });

/** A UUID in a query or body filter; a malformed one is a validation error. */
export const uuidString = () =>
  z
    .string()
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

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

/**
 * What the provider's tree and obligation detail add for its editors (absent for customers, who
 * never see a draft): published or not, and the unpublished changes field by field.
 */
export const regulationChange = z.strictObject({
  regulation_guid: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  at: z.string(),
});
export type RegulationChange = z.infer<typeof regulationChange>;

export const authoringState = z.strictObject({
  is_published: z.boolean(),
  draft: z.record(z.string(), z.unknown()).nullable(),
  /** Obligations only: a regulation they rest on changed its legal status since the last version. */
  regulation_changed: regulationChange.nullable().optional(),
});
export type AuthoringState = z.infer<typeof authoringState>;

/** An obligation as it appears in the sector tree and lists. */
export const obligationSummary = z.strictObject({
  obligation_uuid: z.string(),
  comp_title: z.string(),
  type: z.string().nullable(),
  priority: z.string(),
  sanction: z.string(),
  obligation_status: z.number().int(),
  version_code: z.number().int(),
  is_active: z.boolean(),
  authoring: authoringState.optional(),
});
export type ObligationSummary = z.infer<typeof obligationSummary>;

export const subtopicNode = z.strictObject({
  topic_uuid: z.string(),
  parent_uuid: z.string(),
  title: z.string(),
  title_en: z.string(),
  title_id: z.string(),
  sort: z.number().int(),
  obligations: z.array(obligationSummary),
  authoring: authoringState.optional(),
});
export type SubtopicNode = z.infer<typeof subtopicNode>;

export const topicNode = subtopicNode.extend({
  parent_uuid: z.null(),
  subtopics: z.array(subtopicNode),
});
export type TopicNode = z.infer<typeof topicNode>;

/** GET /v2/sectors/{id}: the sector and its topics tree. */
export const sectorDetail = sectorListItem
  .omit({ topic_count: true, obligation_count: true })
  .extend({
    is_active: z.boolean(),
    description_en: z.string().nullable(),
    description_id: z.string().nullable(),
    topics: z.array(topicNode),
    authoring: authoringState.optional(),
  });
export type SectorDetail = z.infer<typeof sectorDetail>;

export const topicListItem = z.strictObject({
  topic_uuid: z.string(),
  sector_uuid: z.string(),
  parent_uuid: z.string().nullable(),
  title: z.string(),
  title_en: z.string(),
  title_id: z.string(),
  sort: z.number().int(),
  subtopic_count: z.number().int(),
  obligation_count: z.number().int(),
});
export type TopicListItem = z.infer<typeof topicListItem>;

/** GET /topics/filter/list: one topic or subtopic of the filter drop-downs. */
export const topicFilterItem = z.strictObject({
  topic_uuid: z.string(),
  parent_uuid: z.string().nullable(),
  sector_uuid: z.string(),
  title: z.string(),
});
export type TopicFilterItem = z.infer<typeof topicFilterItem>;
