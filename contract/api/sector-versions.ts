/**
 * A sector's version cycle (spec section 7, "Sectors, topics, obligations"; issue 11): the
 * provider stamps a version (publish), sees what it changes (compare) and delivers it to the
 * subscribed customer companies (sync, a job); customers read their company's update lists.
 * Shared by server/modules/authoring (sector-versions.*) and the client.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { numberPageQuery, uuidString } from './library';

// --- the provider's calls ---

/** A version is not lower than the sector's last one; one version per sector per calendar day. */
export const sectorPublishBody = z.object({
  sector_uuid: uuidString(),
  version: z.coerce.number().int().min(1).max(1_000_000),
});
export type SectorPublishBody = z.input<typeof sectorPublishBody>;

export const sectorCompareBody = z.object({ sector_uuid: uuidString() });
export const sectorSyncBody = z.object({ sector_uuid: uuidString() });

const obligationRef = z.strictObject({
  obligation_uuid: z.string(),
  comp_title_en: z.string(),
  comp_title_id: z.string(),
  version_code: z.number().int(),
});

export const fieldChange = z.strictObject({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** What publishing the sector now would change, against its last published version. */
export const sectorCompareAnswer = z.strictObject({
  sector_uuid: z.string(),
  last_version: z.number().int(),
  added: z.array(obligationRef),
  changed: z.array(obligationRef.extend({ fields: z.array(fieldChange) })),
  repealed: z.array(obligationRef),
});
export type SectorCompareAnswer = z.infer<typeof sectorCompareAnswer>;

export const sectorVersionAnswer = z.strictObject({
  version_uuid: z.string(),
  sector_uuid: z.string(),
  version: z.number().int(),
  published_at: z.string(),
  added: z.number().int(),
  changed: z.number().int(),
  repealed: z.number().int(),
});
export type SectorVersionAnswer = z.infer<typeof sectorVersionAnswer>;

export const syncCompanyProgress = z.strictObject({
  company_uuid: z.string(),
  name: z.string(),
  done: z.boolean(),
  created: z.number().int(),
  confirmations: z.number().int(),
  deactivated: z.number().int(),
});

/** The sync job of the sector's last version and where each subscribed company stands. */
export const sectorSyncAnswer = z.strictObject({
  job_uuid: z.string().nullable(),
  state: z.string(),
  version_uuid: z.string(),
  version: z.number().int(),
  companies: z.array(syncCompanyProgress),
});
export type SectorSyncAnswer = z.infer<typeof sectorSyncAnswer>;

// --- the customers' update lists ---

export const UPDATE_KINDS = ['added', 'changed', 'repealed'] as const;

export const updateListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** One published day (YYYY-MM-DD) of the date list. */
  date: z.iso
    .date()
    .refine((d) => d >= '0001-01-01')
    .optional(),
  sector_uuid: uuidString().optional(),
});

export const companyUpdate = z.strictObject({
  update_uuid: z.string(),
  obligation_uuid: z.string(),
  sector_uuid: z.string(),
  comp_title_en: z.string(),
  comp_title_id: z.string(),
  sector_name_en: z.string(),
  sector_name_id: z.string(),
  kind: z.enum(UPDATE_KINDS),
  version: z.number().int(),
  version_code: z.number().int(),
  published_on: z.string(),
  seen: z.boolean(),
});
export type CompanyUpdate = z.infer<typeof companyUpdate>;

export const updateListAnswer = pageOf(companyUpdate);

/** One update with the company's compliances on the obligation. */
export const updateDetailAnswer = companyUpdate.extend({
  compliances: z.array(
    z.strictObject({
      compliance_uuid: z.string(),
      version_code: z.number().int(),
      process_status: z.string(),
      confirmation_status: z.string().nullable(),
      is_active: z.boolean(),
    }),
  ),
});

/** Marks updates seen: the listed ones, or every one of the company when `all`. */
export const updateSeenBody = z.object({
  update_uuid: z.array(uuidString()).max(500).optional(),
  all: z.boolean().optional(),
});
export const updateSeenAnswer = z.strictObject({ updated: z.number().int() });

export const updateNotificationAnswer = z.strictObject({
  has_notif: z.boolean(),
  counter: z.number().int(),
});

/** GET /obligation/updating-content/date-list: a page of the published days, newest first. */
export const updateDateListQuery = numberPageQuery();
export const updateDateListAnswer = pageOf(
  z.strictObject({ date: z.string(), total: z.number().int(), unseen: z.number().int() }),
);
