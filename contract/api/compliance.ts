/**
 * The compliance reads (spec section 7, "Compliance and members"): the list and its filters, the
 * "my work" counts, the filter options and the detail, plus the compact answers of the workflow
 * writes (their bodies are in compliance-writes.ts). Shared by the server's routes and the client.
 */
import { z } from 'zod';
import {
  COMPLIANCE_SORTS,
  CONFIRMATION_STATUSES,
  OBLIGATION_ACTIONS,
  OBLIGATION_TYPES,
  PRIORITIES,
  PROCESS_STATUSES,
  SANCTIONS,
} from '../enums';

export { COMPLIANCE_SORTS };
import { CLAIM_WARNINGS, PROCESS_ACTIONS } from '../workflow';
import { calendarDate } from './compliance-writes';
import { numberPageQuery, uuidString } from './library';
import { isoTime, labelledOption, regulationRef } from './values';

/** One process status, or several separated by commas (`claim,audit`). */
const processStatusList = z
  .string()
  .trim()
  .refine(
    (v) => v.split(',').every((s) => (PROCESS_STATUSES as readonly string[]).includes(s.trim())),
    { params: { key: 'invalid_value' } },
  )
  .transform(
    (v) => [...new Set(v.split(',').map((s) => s.trim()))] as (typeof PROCESS_STATUSES)[number][],
  );

/** GET /v2/compliance/list and GET /compliance/list. */
export const complianceListQuery = numberPageQuery().extend({
  process_status: processStatusList.optional(),
  confirmation_status: z.enum(CONFIRMATION_STATUSES).optional(),
  priority: z.enum(PRIORITIES).optional(),
  sanction: z.enum(SANCTIONS).optional(),
  type: z.enum(OBLIGATION_TYPES).optional(),
  sector_uuid: uuidString().optional(),
  /** A topic or a subtopic: a topic also matches the obligations of its subtopics. */
  topic_uuid: uuidString().optional(),
  pic_uuid: uuidString().optional(),
  auditor_uuid: uuidString().optional(),
  /** Compliances with a member in this group or one of its sub-groups. */
  group_uuid: uuidString().optional(),
  deadline_from: calendarDate().optional(),
  deadline_to: calendarDate().optional(),
  overdue: z.enum(['0', '1']).optional(),
  /** Active ones unless `0` (inactive ones) or `all`. */
  is_active: z.enum(['1', '0', 'all']).default('1'),
  is_bookmark: z.enum(['0', '1']).optional(),
  /** Text in the obligation's title, in either language. */
  search: z.string().trim().max(200).optional(),
  sort_by: z.enum(COMPLIANCE_SORTS).default('deadline'),
  sort_value: z.enum(['asc', 'desc']).default('asc'),
});
export type ComplianceListQuery = z.infer<typeof complianceListQuery>;

export const complianceListItem = z.strictObject({
  compliance_uuid: z.string(),
  obligation_uuid: z.string(),
  version_code: z.number().int(),
  cycle: z.number().int(),
  process_status: z.enum(PROCESS_STATUSES),
  /** The status in the request language ("In progress" for not_comply, "Comply" for approved). */
  process_status_label: z.string(),
  confirmation_status: z.enum(CONFIRMATION_STATUSES).nullable(),
  priority: z.enum(PRIORITIES),
  /** YYYY-MM-DD or null. */
  deadline: z.string().nullable(),
  is_active: z.boolean(),
  is_duplicate: z.boolean(),
  comp_title: z.string(),
  comp_title_en: z.string(),
  comp_title_id: z.string(),
  type: z.string().nullable(),
  sanction: z.string(),
  sector_uuid: z.string(),
  sector_title: z.string(),
  topic_uuid: z.string(),
  topic_title: z.string(),
  subtopic_title: z.string().nullable(),
  pic_uuid: z.string().nullable(),
  pic_name: z.string().nullable(),
  auditor_uuid: z.string().nullable(),
  auditor_name: z.string().nullable(),
  checklist_claimed: z.number().int(),
  checklist_total: z.number().int(),
  is_bookmarked: z.boolean(),
  overdue: z.boolean(),
  updated_at: isoTime,
});
export type ComplianceListItem = z.infer<typeof complianceListItem>;

/** GET /v2/compliance/list-dashboard: the caller's "my work" counts and the status counts. */
export const complianceDashboard = z.strictObject({
  /** Assigned to the caller as PIC or group PIC, active, not yet comply. */
  assigned_to_me: z.number().int(),
  /** Of those, the ones due today or within the next 7 days. */
  due_this_week: z.number().int(),
  /** Of those, the ones whose deadline has passed. */
  overdue: z.number().int(),
  /** Claimed (no standing rejection) where the caller is the auditor. */
  waiting_my_audit: z.number().int(),
  /** Updated obligations the caller may confirm (need_confirmation, confirm_update action). */
  needs_my_confirmation: z.number().int(),
  /** Active compliances the caller sees, per process status (every status present, zero or more). */
  by_status: z.array(labelledOption.extend({ count: z.number().int() })),
  total: z.number().int(),
});
export type ComplianceDashboard = z.infer<typeof complianceDashboard>;

const titled = { title: z.string(), title_en: z.string(), title_id: z.string() };
const person = z.strictObject({ user_uuid: z.string(), name: z.string(), email: z.string() });

/** GET /v2/compliance/list-filter: the options of the list's filters, in the request language. */
export const complianceFilterOptions = z.strictObject({
  statuses: z.array(labelledOption),
  confirmation_statuses: z.array(labelledOption),
  priorities: z.array(labelledOption),
  sanctions: z.array(labelledOption),
  types: z.array(labelledOption),
  /** Sectors and topics of the obligations of the compliances the caller sees. */
  sectors: z.array(z.strictObject({ sector_uuid: z.string(), ...titled })),
  topics: z.array(
    z.strictObject({
      topic_uuid: z.string(),
      sector_uuid: z.string(),
      parent_uuid: z.string().nullable(),
      ...titled,
    }),
  ),
  pics: z.array(person),
  auditors: z.array(person),
  groups: z.array(
    z.strictObject({
      group_uuid: z.string(),
      name: z.string(),
      parent_uuid: z.string().nullable(),
    }),
  ),
});
export type ComplianceFilterOptions = z.infer<typeof complianceFilterOptions>;

export const complianceMember = z.strictObject({
  member_uuid: z.string(),
  user_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  group_uuid: z.string().nullable(),
  group_name: z.string().nullable(),
  role_code: z.string(),
  member_role_uuid: z.string().nullable(),
  /** The member role's name: a built-in role's label in the request language, a custom role's name. */
  role_label: z.string(),
});
export type ComplianceMember = z.infer<typeof complianceMember>;

export const complianceChecklistItem = z.strictObject({
  checklist_uuid: z.string(),
  title: z.string(),
  due_date: z.string().nullable(),
  is_claim_checklist: z.boolean(),
  sort: z.number().int(),
});

/** The obligation behind a compliance, in the request language and both languages. */
export const complianceObligation = z.strictObject({
  obligation_uuid: z.string(),
  comp_title: z.string(),
  comp_title_en: z.string(),
  comp_title_id: z.string(),
  regulation_obligation_description: z.string().nullable(),
  regulation_obligation_description_en: z.string().nullable(),
  regulation_obligation_description_id: z.string().nullable(),
  regulation_penalty_description: z.string().nullable(),
  regulation_penalty_description_en: z.string().nullable(),
  regulation_penalty_description_id: z.string().nullable(),
  sanction: z.string(),
  sanction_label: z.string(),
  priority: z.string(),
  type: z.string().nullable(),
  type_label: z.string().nullable(),
  sector_uuid: z.string(),
  sector_title: z.string(),
  topic_uuid: z.string(),
  topic_title: z.string(),
  subtopic_title: z.string().nullable(),
  /** The obligation's current version; the compliance's own is `version_code` beside it. */
  version_code: z.number().int(),
  regulations: z.array(regulationRef),
});

/** GET /compliance/{id}/ */
export const complianceDetail = z.strictObject({
  compliance_uuid: z.string(),
  obligation_uuid: z.string(),
  version_code: z.number().int(),
  cycle: z.number().int(),
  process_status: z.enum(PROCESS_STATUSES),
  process_status_label: z.string(),
  confirmation_status: z.enum(CONFIRMATION_STATUSES).nullable(),
  confirmation_status_label: z.string().nullable(),
  /** The obligation has a newer version than the one this compliance tracks. */
  has_newer_version: z.boolean(),
  priority: z.enum(PRIORITIES),
  priority_label: z.string(),
  deadline: z.string().nullable(),
  overdue: z.boolean(),
  is_active: z.boolean(),
  is_duplicate: z.boolean(),
  duplicated_from: z.string().nullable(),
  renewal_of: z.string().nullable(),
  /** The compliance of the next cycle, once this one was renewed. */
  next_cycle_uuid: z.string().nullable(),
  claimed_at: isoTime.nullable(),
  approved_at: isoTime.nullable(),
  reject_reason: z.string().nullable(),
  note: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  obligation: complianceObligation,
  members: z.array(complianceMember),
  checklist: z.array(complianceChecklistItem),
  checklist_total: z.number().int(),
  checklist_claimed: z.number().int(),
  /** The caller's obligation actions on this compliance (every action for a company manager). */
  actions: z.array(z.enum(OBLIGATION_ACTIONS)),
  /** The process steps the caller may take now (PUT /compliance/process/update). */
  transitions: z.array(z.enum(PROCESS_ACTIONS)),
  /** What a claim now would warn about (it needs `confirm: true` past them). */
  claim_warnings: z.array(z.enum(CLAIM_WARNINGS)),
  is_bookmarked: z.boolean(),
});
export type ComplianceDetail = z.infer<typeof complianceDetail>;

/** The answer of a workflow write: the compliance's state after it. */
export const complianceState = z.strictObject({
  compliance_uuid: z.string(),
  process_status: z.enum(PROCESS_STATUSES),
  confirmation_status: z.enum(CONFIRMATION_STATUSES).nullable(),
  priority: z.enum(PRIORITIES),
  deadline: z.string().nullable(),
  note: z.string().nullable(),
  is_active: z.boolean(),
  reject_reason: z.string().nullable(),
  claimed_at: isoTime.nullable(),
  approved_at: isoTime.nullable(),
  cycle: z.number().int(),
  renewal_of: z.string().nullable(),
  duplicated_from: z.string().nullable(),
  updated_at: isoTime,
});
export type ComplianceState = z.infer<typeof complianceState>;

/** Detail path: `/compliance/{id}/` (the specification's trailing slash) and without it. */
export const complianceIdParams = z.object({ id: z.string() });
