/**
 * The compliance state machine (product.md "Compliance"), one definition for the server, which
 * enforces it, and the client, which applies a transition optimistically and offers only the
 * transitions the current state allows.
 *
 *   not_assigned --assign PIC--> assigned --start--> not_comply ("In progress")
 *   assigned | not_comply --claim--> claim --audit--> audit --approve--> approved ("Comply")
 *   claim | audit --reject (reason)--> claim, with the reason kept until the next claim
 *
 * "Reject returns to claim" is the specification's wording: the claim stays with the PIC, marked
 * rejected with the auditor's reason, and the PIC claims again once the evidence is fixed (a
 * claim from `claim` is allowed only while a reject reason stands). A transition sent with
 * `from_status` (what the sender saw, e.g. a change queued offline) is refused when the
 * compliance has moved on meanwhile, so a stale claim never lands on a rejected or approved one.
 */
import type { MemberRole, ObligationAction, ProcessStatus } from './enums';

export const PROCESS_ACTIONS = ['start', 'claim', 'audit', 'approve', 'reject'] as const;
export type ProcessAction = (typeof PROCESS_ACTIONS)[number];

interface Transition {
  from: readonly ProcessStatus[];
  to: ProcessStatus;
  /** The member-role obligation action the caller needs (member_roles.actions). */
  needs: ObligationAction;
}

export const TRANSITIONS: Record<ProcessAction, Transition> = {
  start: { from: ['assigned'], to: 'not_comply', needs: 'claim' },
  claim: { from: ['assigned', 'not_comply', 'claim'], to: 'claim', needs: 'claim' },
  audit: { from: ['claim'], to: 'audit', needs: 'audit' },
  approve: { from: ['audit'], to: 'approved', needs: 'audit' },
  reject: { from: ['claim', 'audit'], to: 'claim', needs: 'audit' },
};

export interface WorkflowState {
  process_status: ProcessStatus;
  reject_reason: string | null;
  is_active: boolean;
}

/**
 * Why `action` cannot run on a compliance in `state`, or null when it can. A claim from `claim`
 * is a re-claim and needs a standing reject; an inactive compliance takes no transition.
 */
export function transitionRefusal(
  state: WorkflowState,
  action: ProcessAction,
): 'inactive' | 'not_allowed' | null {
  if (!state.is_active) return 'inactive';
  const t = TRANSITIONS[action];
  if (!t.from.includes(state.process_status)) return 'not_allowed';
  if (action === 'claim' && state.process_status === 'claim' && !state.reject_reason)
    return 'not_allowed';
  if (action === 'audit' && state.reject_reason) return 'not_allowed';
  return null;
}

/** The transitions `state` allows, among those the caller's obligation actions permit. */
export function availableTransitions(
  state: WorkflowState,
  actions: readonly ObligationAction[],
): ProcessAction[] {
  return PROCESS_ACTIONS.filter(
    (a) => actions.includes(TRANSITIONS[a].needs) && transitionRefusal(state, a) === null,
  );
}

/** The state after `action` (the caller checked transitionRefusal first). */
export function applyTransition<S extends WorkflowState>(
  state: S,
  action: ProcessAction,
  reason?: string | null,
): S {
  const to = TRANSITIONS[action].to;
  return {
    ...state,
    process_status: to,
    reject_reason:
      action === 'reject' ? (reason ?? null) : action === 'claim' ? null : state.reject_reason,
  };
}

/**
 * The warnings a claim must be confirmed past (the specification: "Claiming warns when no
 * deadline is set or the checklist is incomplete"). The server answers them with 409
 * `claim_needs_confirmation` unless the request says `confirm: true`.
 */
export const CLAIM_WARNINGS = ['no_deadline', 'unclaimed_checklist'] as const;
export type ClaimWarning = (typeof CLAIM_WARNINGS)[number];

export function claimWarnings(
  c: { deadline: string | null },
  checklist: readonly { is_claim_checklist: boolean }[],
): ClaimWarning[] {
  const w: ClaimWarning[] = [];
  if (!c.deadline) w.push('no_deadline');
  if (checklist.some((i) => !i.is_claim_checklist)) w.push('unclaimed_checklist');
  return w;
}

/** Checklist and deadline edits are closed while an auditor reviews it and once it complies. */
export const LOCKED_FOR_EDIT: readonly ProcessStatus[] = ['audit', 'approved'];

/** Whether a compliance is overdue on `today` (YYYY-MM-DD): a deadline passed and not yet comply. */
export function isOverdue(
  c: { deadline: string | null; process_status: string; is_active: boolean },
  today: string,
): boolean {
  return (
    c.is_active && c.process_status !== 'approved' && c.deadline !== null && c.deadline < today
  );
}

/**
 * Separation of duties (issue 23). Whoever claimed the current cycle does not hold this action on
 * it (so neither audits, approves nor rejects their own claim): the server's policy takes it out
 * of the claimer's `actions`, and a claim made on the client takes it out of the local document.
 */
export const WITHHELD_FROM_CLAIMER = 'audit' as const satisfies ObligationAction;

/** The actions left to whoever just claimed the compliance. */
export function claimerActions<A extends string>(actions: readonly A[]): A[] {
  return actions.filter((a) => a !== WITHHELD_FROM_CLAIMER);
}

/** Positions one person may not hold together on one compliance: the PIC and the auditor. */
export const SEPARATE_POSITIONS: Partial<Record<MemberRole, MemberRole>> = {
  pic: 'auditor',
  auditor: 'pic',
};

/** The users who may not take `role` on a compliance with these members: they hold its opposite position. */
export function dutyExcluded(
  role: MemberRole,
  members: readonly { user_uuid: string; role_code: string }[],
): Set<string> {
  const opposite = SEPARATE_POSITIONS[role];
  return new Set(
    opposite ? members.filter((m) => m.role_code === opposite).map((m) => m.user_uuid) : [],
  );
}

/** The user holding both the PIC and the auditor position among these member rows, if any. */
export function doubleDuty(
  members: readonly { user_uuid: string; role_code: string }[],
): string | null {
  const auditors = dutyExcluded('pic', members);
  return members.find((m) => m.role_code === 'pic' && auditors.has(m.user_uuid))?.user_uuid ?? null;
}
