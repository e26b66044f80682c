/**
 * Members of compliances, the company's member roles and assignment (spec section 7, "Compliance
 * and members"): request bodies and answers shared by server/modules/compliance/members and the client's
 * writes (src/features/compliance/members, src/features/member-roles).
 *
 * A member row is a user's position on one compliance (`role_code`, one of MEMBER_ROLES); its
 * obligation actions come from the company member role it points to (`member_role_uuid`), or,
 * without one, from the company's built-in role of the same code.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { MEMBER_ROLES, OBLIGATION_ACTIONS } from '../enums';
import type { MessageKey } from '../messages';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

/** Same bounds as the other bulk calls (compliance-writes.ts). */
const uuidList = () => z.array(uuidString()).min(1).max(500);
const roleName = () => z.string().trim().min(1).max(100);
/** A role's obligation actions: a set, so repeats collapse; `view` alone is a valid (read-only) role. */
const actionSet = () =>
  z
    .array(z.enum(OBLIGATION_ACTIONS))
    .min(1)
    .max(OBLIGATION_ACTIONS.length)
    .transform((a) => OBLIGATION_ACTIONS.filter((x) => a.includes(x)));

// --- member roles ---

export const memberRoleItem = z.strictObject({
  member_role_uuid: z.string(),
  company_uuid: z.string(),
  name: z.string(),
  code: z.string(),
  actions: z.array(z.enum(OBLIGATION_ACTIONS)),
  /** Built-in roles (PIC, group PIC, auditor, contributor, member) cannot be deleted. */
  is_default: z.boolean(),
  /** How many member rows hold this role (a role in use cannot be deleted). */
  member_count: z.number().int(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type MemberRoleItem = z.infer<typeof memberRoleItem>;

/** GET /member/role/list/{company_uuid}: a page of the company's member roles (api.md "Lists"). */
export const memberRoleListQuery = numberPageQuery();
export const memberRoleListAnswer = pageOf(memberRoleItem);
export const memberRoleIdParams = z.object({ id: uuidString() });
export const memberRoleCompanyParams = z.object({ company_uuid: uuidString() });

/** POST /member/role/create: company_uuid must be the caller's own company. */
export const memberRoleCreateBody = z.object({
  company_uuid: uuidString(),
  name: roleName(),
  actions: actionSet(),
});
export type MemberRoleCreateBody = z.input<typeof memberRoleCreateBody>;

/** PUT /member/role/update: a built-in role keeps its name; its actions may change. */
export const memberRoleUpdateBody = z.object({
  member_role_uuid: uuidString(),
  name: roleName().optional(),
  actions: actionSet().optional(),
});
export type MemberRoleUpdateBody = z.input<typeof memberRoleUpdateBody>;

export const memberRoleDeleteBody = z.object({ member_role_uuid: uuidString() });
export type MemberRoleDeleteBody = z.infer<typeof memberRoleDeleteBody>;

/** GET /member/obligation-action/list: every obligation action with its labels. */
export const obligationActionItem = z.strictObject({
  value: z.enum(OBLIGATION_ACTIONS),
  label: z.string(),
  label_en: z.string(),
  label_id: z.string(),
});
export const obligationActionListQuery = numberPageQuery();
export const obligationActionListAnswer = pageOf(obligationActionItem);

// --- members of a compliance ---

export const memberItem = z.strictObject({
  member_uuid: z.string(),
  compliance_uuid: z.string(),
  user_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  group_uuid: z.string().nullable(),
  group_name: z.string().nullable(),
  role_code: z.enum(MEMBER_ROLES),
  role_label: z.string(),
  member_role_uuid: z.string().nullable(),
  member_role_name: z.string().nullable(),
  created_at: isoTime,
});
export type MemberItem = z.infer<typeof memberItem>;

/** GET /member/list: a page of one compliance's members. */
export const memberListQuery = numberPageQuery().extend({ compliance_uuid: uuidString() });
export const memberListAnswer = pageOf(memberItem);

/** POST /member/create */
export const memberCreateBody = z.object({
  compliance_uuid: uuidString(),
  user_uuid: uuidString(),
  role_code: z.enum(MEMBER_ROLES),
  member_role_uuid: uuidString().nullable().optional(),
});
export type MemberCreateBody = z.infer<typeof memberCreateBody>;

/** PUT /member/update: the member's position and/or company role. */
export const memberUpdateBody = z.object({
  member_uuid: uuidString(),
  role_code: z.enum(MEMBER_ROLES).optional(),
  member_role_uuid: uuidString().nullable().optional(),
});
export type MemberUpdateBody = z.infer<typeof memberUpdateBody>;

export const memberDeleteBody = z.object({ member_uuid: uuidString() });
export type MemberDeleteBody = z.infer<typeof memberDeleteBody>;

// --- assignment ---

/** The assignable positions and the body field naming each one's user. */
export const ASSIGN_FIELDS = {
  pic_uuid: 'pic',
  group_pic_uuid: 'group_pic',
  auditor_uuid: 'auditor',
} as const;
export type AssignField = keyof typeof ASSIGN_FIELDS;

const assignee = () => uuidString().nullable().optional();
const assignees = {
  pic_uuid: assignee(),
  group_pic_uuid: assignee(),
  auditor_uuid: assignee(),
};
/** An assignment naming no position changes nothing: refused as a whole ("Form cannot be empty"). */
function somePosition(b: Partial<Record<AssignField, string | null>>, ctx: z.RefinementCtx) {
  if ((Object.keys(ASSIGN_FIELDS) as AssignField[]).some((f) => b[f] !== undefined)) return;
  const key: MessageKey = 'form_empty';
  for (const field of Object.keys(ASSIGN_FIELDS))
    ctx.addIssue({ code: 'custom', path: [field], params: { key, whole: true } });
}

/**
 * PUT /compliance/assign: each field optional; a user replaces whoever held that position, null
 * removes the position's holders, an absent field leaves it as it is.
 */
export const assignBody = z
  .object({ compliance_uuid: uuidString(), ...assignees })
  .superRefine(somePosition);
export type AssignBody = z.infer<typeof assignBody>;

/** The compliance's members after an assignment, and its process status. */
export const assignAnswer = z.strictObject({
  compliance_uuid: z.string(),
  process_status: z.string(),
  members: z.array(memberItem),
});
export type AssignAnswer = z.infer<typeof assignAnswer>;

/** POST /member/assign-bulk: the same positions over many compliances. */
export const assignBulkBody = z
  .object({ compliance_uuids: uuidList(), ...assignees })
  .superRefine(somePosition);
export type AssignBulkBody = z.infer<typeof assignBulkBody>;

// --- user search ---

export const complianceUserSearchQuery = numberPageQuery().extend({
  search: z.string().trim().max(200).optional(),
});
export const complianceUserItem = z.strictObject({
  user_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  group_uuid: z.string().nullable(),
  group_name: z.string().nullable(),
});
export type ComplianceUserItem = z.infer<typeof complianceUserItem>;
export const complianceUserSearchAnswer = pageOf(complianceUserItem);
