/**
 * `compliances`: the compliances of the caller's company the caller may see (compliance policy:
 * a company compliance manager sees all, anyone else those they are a member of), with their
 * members inside (a member list is small and always read with its compliance) and the caller's
 * own obligation actions on each, so the client offers offline exactly what the server would
 * accept. The obligation's title, sector, topic, type and sanction ride along so lists filter and
 * show offline without the library (repealed obligations are not in the customer's library).
 * Loader: server/modules/compliance/compliances.sync.ts.
 */
import { z } from 'zod';
import {
  CONFIRMATION_STATUSES,
  MEMBER_ROLES,
  OBLIGATION_ACTIONS,
  OBLIGATION_TYPES,
  PRIORITIES,
  PROCESS_STATUSES,
  SANCTIONS,
} from '../enums';
import { defineCollection } from './define';
import { boundedEnum, int, key, nullableText, text } from './fields';

export const complianceMemberDoc = z.object({
  member_uuid: z.string(),
  user_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  group_uuid: z.string().nullable(),
  role_code: z.enum(MEMBER_ROLES),
  member_role_uuid: z.string().nullable(),
});
export type ComplianceMemberDoc = z.infer<typeof complianceMemberDoc>;

export const compliancesCollection = defineCollection({
  name: 'compliances',
  module: 'compliance',
  schema: z.object({
    id: key(),
    obligation_uuid: key(),
    version_code: int(),
    cycle: int(),
    process_status: boundedEnum(PROCESS_STATUSES, 20),
    confirmation_status: z.enum(CONFIRMATION_STATUSES).nullable(),
    priority: boundedEnum(PRIORITIES, 20),
    /** YYYY-MM-DD or null. */
    deadline: nullableText(),
    is_active: z.boolean(),
    is_duplicate: z.boolean(),
    duplicated_from: nullableText(),
    renewal_of: nullableText(),
    claimed_at: nullableText(),
    approved_at: nullableText(),
    reject_reason: nullableText(),
    /** The PIC's working note (PUT /compliance/update). */
    note: nullableText(),
    comp_title_en: text(),
    comp_title_id: text(),
    sector_uuid: key(),
    topic_uuid: key(),
    type: boundedEnum([...OBLIGATION_TYPES, ''], 20),
    sanction: boundedEnum(SANCTIONS, 40),
    members: z.array(complianceMemberDoc),
    /** The caller's obligation actions on this compliance (all of them for a company manager). */
    actions: z.array(z.enum(OBLIGATION_ACTIONS)),
    checklist_total: int(),
    checklist_claimed: int(),
    created_at: text(),
    /** ISO time; indexed (lists sort by it), so bounded as RxDB requires. */
    updated_at: key(40),
  }),
  required: [
    'id',
    'obligation_uuid',
    'process_status',
    'priority',
    'sector_uuid',
    'topic_uuid',
    'type',
    'sanction',
    'updated_at',
  ],
  indexes: ['process_status', 'priority', 'updated_at'],
  version: 0,
  migrations: {},
});
