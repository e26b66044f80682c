/**
 * The provider's content authoring (spec section 7, "Sectors, topics, obligations"): sector,
 * topic and obligation writes, sorting and moving, publishing and bulk activation. Shared by
 * server/modules/authoring and src/features/authoring.
 *
 * Drafts: a new sector, topic or obligation is unpublished; changes to a published one wait in
 * its `draft` until published (server/modules/library/library.policy.ts says who sees what).
 */
import { z } from 'zod';
import { OBLIGATION_TYPES, PRIORITIES, SANCTIONS } from '../enums';
import { LIMITS } from '../limits';
import { uuidString } from './library';

/** A required text: missing or blank is the specification's "This field is required". */
export const requiredText = (max: number = LIMITS.name) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => s.length > 0, { params: { key: 'required' } });
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const LONG_TEXT = 20_000;

// --- sectors ---

export const sectorFields = z.object({
  name_en: requiredText(),
  name_id: requiredText(),
  description_en: optionalText(LONG_TEXT),
  description_id: optionalText(LONG_TEXT),
});

/** POST /sectors/create */
export const sectorCreateBody = sectorFields.extend({
  /** A short unique code; the list is ordered by it. */
  code: requiredText(40),
});
export type SectorCreateBody = z.input<typeof sectorCreateBody>;

/** PUT /sectors/update: the fields given change; `is_active` switches the sector on or off. */
export const sectorUpdateBody = sectorFields.partial().extend({
  sector_uuid: uuidString(),
  code: requiredText(40).optional(),
  is_active: z.boolean().optional(),
});
export type SectorUpdateBody = z.input<typeof sectorUpdateBody>;

/** DELETE /sectors/delete */
/**
 * DELETE /sectors/delete. The three deletes take their fields from a JSON body, as the
 * specification's client sends them (like /role/delete), or from the query: both schemas are
 * partial, and the handler checks the merged fields (body first) against the whole one.
 */
export const sectorDeleteInput = z.object({ sector_uuid: uuidString() });
export const sectorDeleteQuery = sectorDeleteInput.partial();
export const sectorDeleteBody = sectorDeleteInput.partial();

/** A sector as the authoring calls answer it: the working copy (draft applied) and its state. */
export const authoringSector = z.strictObject({
  sector_uuid: z.string(),
  code: z.string(),
  name_en: z.string(),
  name_id: z.string(),
  description_en: z.string().nullable(),
  description_id: z.string().nullable(),
  sort: z.number().int(),
  is_active: z.boolean(),
  is_published: z.boolean(),
  /** Published, with changes not yet published. */
  has_draft: z.boolean(),
});
export type AuthoringSector = z.infer<typeof authoringSector>;

// --- topics ---

/** POST /topics/create: a topic, or a subtopic when `parent_uuid` names a topic of the sector. */
export const topicCreateBody = z.object({
  sector_uuid: uuidString(),
  /** A company's own topic: its company (seed: Topic `customerId`); a customer may name only its own. */
  customerId: uuidString().nullable().optional(),
  parent_uuid: uuidString().nullable().optional(),
  title_en: requiredText(),
  title_id: requiredText(),
});
export type TopicCreateBody = z.input<typeof topicCreateBody>;

/** PUT /topics/update */
export const topicUpdateBody = z.object({
  topic_uuid: uuidString(),
  title_en: requiredText().optional(),
  title_id: requiredText().optional(),
});
export type TopicUpdateBody = z.input<typeof topicUpdateBody>;

/** DELETE /topics/delete (topic_uuid, customerId: the company whose own topic it is, when not master content). */
/** DELETE /topics/delete (topic_uuid, customerId): body or query, as sectorDeleteInput. */
export const topicDeleteInput = z.object({
  topic_uuid: uuidString(),
  customerId: uuidString().optional(),
});
export const topicDeleteQuery = topicDeleteInput.partial();
export const topicDeleteBody = topicDeleteInput.partial();

export const authoringTopic = z.strictObject({
  topic_uuid: z.string(),
  sector_uuid: z.string(),
  parent_uuid: z.string().nullable(),
  title_en: z.string(),
  title_id: z.string(),
  sort: z.number().int(),
  is_published: z.boolean(),
  has_draft: z.boolean(),
});
export type AuthoringTopic = z.infer<typeof authoringTopic>;

/** PUT /topic/sort: the new order of all the topics under one parent (or a sector's top level). */
export const topicSortBody = z.object({
  sector_uuid: uuidString(),
  parent_uuid: uuidString().nullable().optional(),
  topic_uuids: z.array(uuidString()).min(1).max(LIMITS.maxPageSize),
});
export type TopicSortBody = z.input<typeof topicSortBody>;

/** PUT /obligation/sort: the new order of all the obligations of one topic. */
export const obligationSortBody = z.object({
  topic_uuid: uuidString(),
  obligation_uuids: z.array(uuidString()).min(1).max(LIMITS.maxPageSize),
});
export type ObligationSortBody = z.input<typeof obligationSortBody>;

/**
 * PUT /move/regframe: moves a topic (with its subtopics and obligations) to another sector or
 * under another topic, or an obligation to another topic; it goes last there unless `position`.
 */
export const moveBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('topic'),
    topic_uuid: uuidString(),
    target_sector_uuid: uuidString(),
    /** null or absent: a top-level topic of the target sector. */
    target_parent_uuid: uuidString().nullable().optional(),
    position: z.number().int().min(0).max(100_000).optional(),
  }),
  z.object({
    type: z.literal('obligation'),
    obligation_uuid: uuidString(),
    target_topic_uuid: uuidString(),
    position: z.number().int().min(0).max(100_000).optional(),
  }),
]);
export type MoveBody = z.input<typeof moveBody>;

export const sortAnswer = z.strictObject({ sorted: z.number().int().min(0) });
export const moveAnswer = z.strictObject({
  type: z.enum(['topic', 'obligation']),
  uuid: z.string(),
  sector_uuid: z.string(),
  parent_uuid: z.string().nullable(),
  sort: z.number().int(),
});

// --- obligations ---

export const checklistTemplateInput = z
  .array(z.object({ title_en: requiredText(), title_id: requiredText() }))
  .max(100);

/** The obligation editor's fields (bilingual texts, type, sanction, priority, checklist template). */
export const obligationFields = z.object({
  comp_title_en: requiredText(),
  comp_title_id: requiredText(),
  regulation_obligation_description_en: optionalText(LONG_TEXT),
  regulation_obligation_description_id: optionalText(LONG_TEXT),
  regulation_penalty_description_en: optionalText(LONG_TEXT),
  regulation_penalty_description_id: optionalText(LONG_TEXT),
  /** Needed before publishing (spec section 5); a draft may leave it empty. */
  type: z.enum(OBLIGATION_TYPES).nullable().optional(),
  sanction: z.enum(SANCTIONS).optional(),
  priority: z.enum(PRIORITIES).optional(),
  checklist_template: checklistTemplateInput.optional(),
});
export type ObligationFields = z.input<typeof obligationFields>;
/** The fields a draft holds (the editor's, without status). */
export const OBLIGATION_DRAFT_FIELDS = Object.keys(
  obligationFields.shape,
) as (keyof ObligationFields)[];

/** POST /obligation/create: a draft in a topic (or subtopic). */
export const obligationCreateBody = obligationFields.extend({
  topic_uuid: uuidString(),
  /** A company's own obligation: its company (seed: Obligation `company_uuid`); a customer may name only its own. */
  company_uuid: uuidString().nullable().optional(),
});
export type ObligationCreateBody = z.input<typeof obligationCreateBody>;

/**
 * PUT /obligation/update: the fields given change (on a published obligation they wait in its
 * draft). `obligation_status` 1 publishes a company's own obligation (master ones publish through
 * POST /v2/obligation/publish), -2 repeals, 0 is refused on a published one.
 */
export const obligationUpdateBody = obligationFields.partial().extend({
  obligation_uuid: uuidString(),
  obligation_status: z.union([z.literal(1), z.literal(0), z.literal(-2)]).optional(),
});
export type ObligationUpdateBody = z.input<typeof obligationUpdateBody>;

/** POST /obligation/publish: publishes drafts (and their pending changes) as they stand. */
export const obligationPublishBody = z.object({
  obligation_uuid: z.union([uuidString(), z.array(uuidString()).min(1).max(LIMITS.maxPageSize)]),
});

/**
 * POST /v2/obligation/publish: the editor's payload of a master obligation, saved and published
 * in one call. The status is not part of it (spec section 4: publishing removes the status field).
 */
export const obligationPublishV2Body = obligationFields
  .partial()
  .extend({ obligation_uuid: uuidString() });
export type ObligationPublishV2Body = z.input<typeof obligationPublishV2Body>;

/** DELETE /obligation/delete (topic_uuid, obligation_uuid): body or query, as sectorDeleteInput. */
export const obligationDeleteInput = z.object({
  topic_uuid: uuidString(),
  obligation_uuid: uuidString(),
});
export const obligationDeleteQuery = obligationDeleteInput.partial();
export const obligationDeleteBody = obligationDeleteInput.partial();

/** POST /v3/obligation/bulk-activation (is_active, obligation_uuid list) */
export const bulkActivationBody = z.object({
  is_active: z.boolean(),
  obligation_uuid: z.array(uuidString()).min(1).max(LIMITS.maxPageSize),
});
export const bulkActivationAnswer = z.strictObject({
  updated: z.number().int().min(0),
  is_active: z.boolean(),
});

export const authoringObligation = z.strictObject({
  obligation_uuid: z.string(),
  topic_uuid: z.string(),
  sector_uuid: z.string(),
  comp_title_en: z.string(),
  comp_title_id: z.string(),
  regulation_obligation_description_en: z.string().nullable(),
  regulation_obligation_description_id: z.string().nullable(),
  regulation_penalty_description_en: z.string().nullable(),
  regulation_penalty_description_id: z.string().nullable(),
  type: z.enum(OBLIGATION_TYPES).nullable(),
  sanction: z.enum(SANCTIONS),
  priority: z.enum(PRIORITIES),
  checklist_template: z.array(z.strictObject({ title_en: z.string(), title_id: z.string() })),
  obligation_status: z.number().int(),
  is_active: z.boolean(),
  master: z.boolean(),
  version_code: z.number().int(),
  sort: z.number().int(),
  has_draft: z.boolean(),
});
export type AuthoringObligation = z.infer<typeof authoringObligation>;

export const publishAnswer = z.strictObject({ published: z.array(authoringObligation) });

export { authoringState, type AuthoringState } from './library';
