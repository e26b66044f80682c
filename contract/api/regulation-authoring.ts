/**
 * The provider's regulation authoring (spec section 7, "Regulations"): create, update, delete,
 * the picker's search, the sync of one regulation and the obligation links. Hierarchy links are
 * given from the edited regulation's side; the server writes the inverse on the other regulation
 * (contract/enums.ts INVERSE_RELATION).
 */
import { z } from 'zod';
import { HIERARCHY_RELATIONS, LEGAL_STATUSES, REGULATION_TYPES } from '../enums';
import { LIMITS } from '../limits';
import { numberPageQuery, uuidString } from './library';

const text = (max: number = LIMITS.name) => z.string().trim().min(1).max(max);
const optionalText = (max: number = 20_000) => z.string().trim().max(max).nullable().optional();
const isoDate = z.iso.date().nullable().optional();

/** One hierarchy link as the editor gives it: this regulation `relation` the other one. */
export const hierarchyLinkInput = z.object({
  relation: z.enum(HIERARCHY_RELATIONS),
  regulation_guid: uuidString(),
});
export type HierarchyLinkInput = z.infer<typeof hierarchyLinkInput>;

const regulationFields = {
  title_en: text(1000),
  title_id: text(1000),
  number: text(100),
  year: z.coerce.number().int().min(1800).max(2200),
  type: z.enum(REGULATION_TYPES),
  issuer_en: optionalText(LIMITS.name),
  issuer_id: optionalText(LIMITS.name),
  enacted_at: isoDate,
  effective_at: isoDate,
  legal_status: z.enum(LEGAL_STATUSES).optional(),
  abstract_en: optionalText(),
  abstract_id: optionalText(),
  full_text_en: optionalText(1_000_000),
  full_text_id: optionalText(1_000_000),
  /** The whole set of this regulation's links (replaces the stored set when given). */
  hierarchy: z.array(hierarchyLinkInput).max(200).optional(),
  /** The whole set of obligations resting on it (replaces the stored set when given). */
  obligation_uuids: z.array(uuidString()).max(500).optional(),
};

/** POST /regulations/create: the effective date not before the enactment (update: checked against the stored dates). */
export const regulationCreateBody = z.object(regulationFields).superRefine((b, ctx) => {
  if (b.enacted_at && b.effective_at && b.effective_at < b.enacted_at) {
    ctx.addIssue({
      code: 'custom',
      path: ['effective_at'],
      params: { key: 'regulation_dates_order' },
      message: 'regulation_dates_order',
    });
  }
});
export type RegulationCreateBody = z.infer<typeof regulationCreateBody>;

/** PUT /regulations/update: the regulation and the fields that change. */
export const regulationUpdateBody = z
  .object({ regulation_guid: uuidString(), ...regulationFields })
  .partial()
  .required({ regulation_guid: true });
export type RegulationUpdateBody = z.infer<typeof regulationUpdateBody>;

/** DELETE /regulations/delete. */
export const regulationDeleteBody = z.object({ regulation_guid: uuidString() });

/** GET /regulations/search: the editor's pickers (hierarchy links, related regulations). */
export const regulationSearchQuery = numberPageQuery().extend({
  q: z.string().trim().max(200).optional(),
  /** A regulation to leave out (the one being edited). */
  exclude: uuidString().optional(),
});
export type RegulationSearchQuery = z.infer<typeof regulationSearchQuery>;

/** A found regulation, in brief. */
export const regulationSearchItem = z.strictObject({
  regulation_guid: z.string(),
  title: z.string(),
  number: z.string(),
  year: z.number().int(),
  type: z.string(),
  legal_status: z.string(),
});
export type RegulationSearchItem = z.infer<typeof regulationSearchItem>;

/** DELETE /regulations/delete: what the deletion removed beside the regulation. */
export const regulationDeleteAnswer = z.strictObject({
  regulation_guid: z.string(),
  hierarchy_links: z.number().int(),
  obligation_links: z.number().int(),
  bookmarks: z.number().int(),
  document_relations: z.number().int(),
});
export type RegulationDeleteAnswer = z.infer<typeof regulationDeleteAnswer>;

/** GET /regulations/sync/{id}: the regulation and its obligations sent again to every client. */
export const regulationSyncAnswer = z.strictObject({
  regulation_guid: z.string(),
  obligations: z.number().int(),
  synced_at: z.iso.datetime({ offset: true }),
});
export type RegulationSyncAnswer = z.infer<typeof regulationSyncAnswer>;

/** POST /obligation-regulation/create: links an obligation to regulations (added to its own). */
export const obligationRegulationBody = z.object({
  obligation_uuid: uuidString(),
  regulation_guids: z.array(uuidString()).min(1).max(200),
});
export type ObligationRegulationBody = z.input<typeof obligationRegulationBody>;
export const obligationRegulationAnswer = z.strictObject({
  obligation_uuid: z.string(),
  regulation_guids: z.array(z.string()),
});
export type ObligationRegulationAnswer = z.infer<typeof obligationRegulationAnswer>;

/** POST /regulations/create and PUT /regulations/update: the stored regulation, its links and obligations. */
export const regulationSaved = z.strictObject({
  regulation_guid: z.string(),
  title_en: z.string(),
  title_id: z.string(),
  number: z.string(),
  year: z.number().int(),
  type: z.string(),
  issuer_en: z.string().nullable(),
  issuer_id: z.string().nullable(),
  enacted_at: z.string().nullable(),
  effective_at: z.string().nullable(),
  legal_status: z.string(),
  abstract_en: z.string().nullable(),
  abstract_id: z.string().nullable(),
  full_text_en: z.string().nullable(),
  full_text_id: z.string().nullable(),
  company_uuid: z.string().nullable(),
  hierarchy: z.array(
    z.strictObject({ relation: z.enum(HIERARCHY_RELATIONS), regulation_guid: z.string() }),
  ),
  obligation_uuids: z.array(z.string()),
});
export type RegulationSaved = z.infer<typeof regulationSaved>;
