/** Compliance rows as the API answers them: labels in the request language, times in ISO UTC. */
import type {
  ComplianceDetail,
  ComplianceListItem,
  ComplianceMember,
  ComplianceState,
} from '../../../contract/api/compliance';
import type { RelatedRegulation } from '../../../contract/api/obligations';
import type { MemberRole } from '../../../contract/enums';
import {
  CONFIRMATION_STATUS_LABELS,
  labelOf,
  MEMBER_ROLE_LABELS,
  OBLIGATION_TYPE_LABELS,
  PRIORITY_LABELS,
  PROCESS_STATUS_LABELS,
  SANCTION_LABELS,
} from '../../../contract/labels';
import { availableTransitions, claimWarnings, isOverdue } from '../../../contract/workflow';
import type { AuthUser } from '../../lib/auth-user';
import { iso } from '../../lib/page';
import { actionsFrom } from './compliance.policy';
import type { ComplianceListRow } from './compliance-list.repository';
import type { ComplianceRow, DetailRow, MemberRow } from './compliance.repository';

type Lang = 'en' | 'id';

/** Today in UTC as YYYY-MM-DD: the day overdue and "due this week" are counted from. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function presentListItem(row: ComplianceListRow, lang: Lang): ComplianceListItem {
  const { t_title, p_title, updated_at, ...rest } = row;
  return {
    ...rest,
    process_status: row.process_status as ComplianceListItem['process_status'],
    process_status_label: labelOf(PROCESS_STATUS_LABELS, row.process_status, lang),
    confirmation_status: row.confirmation_status as ComplianceListItem['confirmation_status'],
    priority: row.priority as ComplianceListItem['priority'],
    comp_title: lang === 'id' ? row.comp_title_id : row.comp_title_en,
    // An obligation hangs under a subtopic (a topic with a parent) or directly under a topic.
    topic_title: p_title ?? t_title,
    subtopic_title: p_title === null ? null : t_title,
    updated_at: iso(updated_at)!,
  };
}

/** A member's role name: a built-in role's label in the request language, else the company role's name. */
export function presentMember(m: MemberRow, lang: Lang): ComplianceMember {
  const builtIn = Object.hasOwn(MEMBER_ROLE_LABELS, m.role_code);
  return {
    member_uuid: m.member_uuid,
    user_uuid: m.user_uuid,
    name: m.name,
    email: m.email,
    group_uuid: m.group_uuid,
    group_name: m.group_name,
    role_code: m.role_code,
    member_role_uuid: m.member_role_uuid,
    role_label: builtIn
      ? MEMBER_ROLE_LABELS[m.role_code as MemberRole][lang]
      : (m.role_name ?? m.role_code),
  };
}

export function presentState(row: ComplianceRow): ComplianceState {
  return {
    compliance_uuid: row.compliance_uuid,
    process_status: row.process_status,
    confirmation_status: row.confirmation_status,
    priority: row.priority,
    deadline: row.deadline,
    note: row.note,
    is_active: row.is_active,
    reject_reason: row.reject_reason,
    claimed_at: iso(row.claimed_at),
    approved_at: iso(row.approved_at),
    cycle: row.cycle,
    renewal_of: row.renewal_of,
    duplicated_from: row.duplicated_from,
    updated_at: iso(row.updated_at)!,
  };
}

export function presentDetail(
  user: AuthUser,
  row: DetailRow,
  parts: {
    members: MemberRow[];
    checklist: {
      checklist_uuid: string;
      title: string;
      due_date: string | null;
      is_claim_checklist: boolean;
      sort: number;
    }[];
    regulations: RelatedRegulation[];
  },
  lang: Lang,
  today: string,
): ComplianceDetail {
  const pick = (en: string | null, id: string | null) => (lang === 'id' ? id : en);
  const inSubtopic = row.t_parent_uuid !== null;
  const actions = actionsFrom(row.actions);
  return {
    compliance_uuid: row.compliance_uuid,
    obligation_uuid: row.obligation_uuid,
    version_code: row.version_code,
    cycle: row.cycle,
    process_status: row.process_status,
    process_status_label: labelOf(PROCESS_STATUS_LABELS, row.process_status, lang),
    confirmation_status: row.confirmation_status,
    confirmation_status_label: row.confirmation_status
      ? labelOf(CONFIRMATION_STATUS_LABELS, row.confirmation_status, lang)
      : null,
    has_newer_version: row.o_version_code > row.version_code,
    priority: row.priority,
    priority_label: labelOf(PRIORITY_LABELS, row.priority, lang),
    deadline: row.deadline,
    overdue: isOverdue(row, today),
    is_active: row.is_active,
    is_duplicate: row.is_duplicate,
    duplicated_from: row.duplicated_from,
    renewal_of: row.renewal_of,
    next_cycle_uuid: row.next_cycle_uuid,
    claimed_at: iso(row.claimed_at),
    approved_at: iso(row.approved_at),
    reject_reason: row.reject_reason,
    note: row.note,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    obligation: {
      obligation_uuid: row.obligation_uuid,
      comp_title: pick(row.o_comp_title_en, row.o_comp_title_id)!,
      comp_title_en: row.o_comp_title_en,
      comp_title_id: row.o_comp_title_id,
      regulation_obligation_description: pick(row.o_description_en, row.o_description_id),
      regulation_obligation_description_en: row.o_description_en,
      regulation_obligation_description_id: row.o_description_id,
      regulation_penalty_description: pick(row.o_penalty_en, row.o_penalty_id),
      regulation_penalty_description_en: row.o_penalty_en,
      regulation_penalty_description_id: row.o_penalty_id,
      sanction: row.o_sanction,
      sanction_label: labelOf(SANCTION_LABELS, row.o_sanction, lang),
      priority: row.o_priority,
      type: row.o_type,
      type_label: row.o_type ? labelOf(OBLIGATION_TYPE_LABELS, row.o_type, lang) : null,
      sector_uuid: row.sector_uuid,
      sector_title: pick(row.s_name_en, row.s_name_id)!,
      topic_uuid: row.topic_uuid,
      topic_title: inSubtopic
        ? pick(row.p_title_en, row.p_title_id)!
        : pick(row.t_title_en, row.t_title_id)!,
      subtopic_title: inSubtopic ? pick(row.t_title_en, row.t_title_id) : null,
      version_code: row.o_version_code,
      regulations: parts.regulations,
    },
    members: parts.members.map((m) => presentMember(m, lang)),
    checklist: parts.checklist,
    checklist_total: parts.checklist.length,
    checklist_claimed: parts.checklist.filter((k) => k.is_claim_checklist).length,
    actions,
    transitions: availableTransitions(row, actions),
    claim_warnings: claimWarnings(row, parts.checklist),
    is_bookmarked: row.is_bookmarked,
  };
}
