/**
 * The compliance workflow writes. Each runs inside one mutation transaction (the route's
 * deps.mutations.forRequest): it locks the compliance as the caller sees it (404 otherwise),
 * checks the caller's obligation action (403), the state machine (409), changes the row, and
 * writes the activity log (before/after) and the change feed of the `compliances` collection.
 */
import { sql } from 'drizzle-orm';
import type { ComplianceState } from '../../../contract/api/compliance';
import type {
  BulkActivationBody,
  BulkDeleteBody,
  BulkResult,
  ComplianceUpdateBody,
  ProcessUpdateBody,
  RenewalBody,
  StatusUpdateBody,
} from '../../../contract/api/compliance-writes';
import type { ObligationAction } from '../../../contract/enums';
import { PROCESS_ACTION_LABELS, PROCESS_STATUS_LABELS } from '../../../contract/labels';
import { MESSAGES } from '../../../contract/messages';
import {
  applyTransition,
  claimWarnings,
  LOCKED_FOR_EDIT,
  TRANSITIONS,
  transitionRefusal,
  WITHHELD_FROM_CLAIMER,
} from '../../../contract/workflow';
import { answer } from '../../lib/answer';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import {
  actionsFrom,
  assertMay,
  conflict,
  isClaimer,
  isComplianceManager,
} from './compliance.policy';
import { presentState } from './compliance.presenter';
import {
  type ComplianceRow,
  hasPic,
  insertCycle,
  lockVisibleCompliance,
  lockVisible,
  nextCycle,
  obligationTemplate,
  updateCompliance,
  type LockedCompliance,
} from './compliance.repository';
import { notifyWorkflow } from '../notifications';

type Lang = 'en' | 'id';

/** The compliance, locked, with the caller's actions; 404 when the caller may not see it. */
async function subject(
  m: MutationContext,
  user: AuthUser,
  id: string,
): Promise<LockedCompliance & { actions: ObligationAction[] }> {
  const row = await lockVisibleCompliance(m.tx, user, id);
  if (!row) throw errors.notFound();
  return { ...row, actions: actionsFrom(row.actions) };
}

/** The activity row (before/after the state) and the change feed entry of one changed compliance. */
async function record(
  m: MutationContext,
  action: string,
  before: ComplianceRow | null,
  after: ComplianceRow,
  extra: Record<string, unknown> = {},
) {
  await m.log({
    type: 'compliance',
    type_uuid: after.compliance_uuid,
    action,
    before: before ? presentState(before) : null,
    after: { ...presentState(after), ...extra },
    company_uuid: after.company_uuid,
  });
  await m.feed({
    collection: 'compliances',
    row_id: after.compliance_uuid,
    company_uuid: after.company_uuid,
    op: 'upsert',
  });
}

const stateLabel = (s: ComplianceRow['process_status']) => PROCESS_STATUS_LABELS[s];

/** PUT /compliance/update: deadline, priority, note (set_deadline); closed while audited or comply. */
export async function updateDetails(
  m: MutationContext,
  user: AuthUser,
  body: ComplianceUpdateBody,
): Promise<ComplianceState> {
  const c = await subject(m, user, body.compliance_uuid);
  assertMay(c.actions, 'set_deadline');
  if (!c.is_active) throw conflict('compliance_inactive');
  if (LOCKED_FOR_EDIT.includes(c.process_status))
    throw conflict('compliance_locked', { from: stateLabel(c.process_status) });
  const set: Record<string, unknown> = {};
  if (body.deadline !== undefined) set.deadline = body.deadline;
  if (body.priority !== undefined) set.priority = body.priority;
  if (body.note !== undefined) set.note = body.note === '' ? null : body.note;
  if (Object.keys(set).length === 0) return presentState(c);
  const after = await updateCompliance(m.tx, c.compliance_uuid, set);
  await record(m, 'update', c, after);
  return presentState(after);
}

/** PUT /compliance/process/update: one step of the state machine (contract/workflow.ts). */
export async function processUpdate(m: MutationContext, user: AuthUser, body: ProcessUpdateBody) {
  const c = await subject(m, user, body.compliance_uuid);
  const t = TRANSITIONS[body.action];
  // Separation of duties: the claimer's actions lack `audit`; say why rather than a bare 403.
  if (t.needs === WITHHELD_FROM_CLAIMER && isClaimer(user, c))
    throw errors.forbidden('duty_claimer_audit');
  assertMay(c.actions, t.needs);
  if (body.from_status && body.from_status !== c.process_status) {
    throw conflict('transition_stale', {
      from: stateLabel(c.process_status),
      expected: stateLabel(body.from_status),
    });
  }
  const refusal = transitionRefusal(c, body.action);
  if (refusal === 'inactive') throw conflict('compliance_inactive');
  if (refusal) {
    throw conflict('transition_not_allowed', {
      action: PROCESS_ACTION_LABELS[body.action],
      from: stateLabel(c.process_status),
      to: stateLabel(t.to),
    });
  }
  if (body.action === 'claim' && !body.confirm) {
    const items = Array.from({ length: c.checklist_total }, (_, i) => ({
      is_claim_checklist: i < c.checklist_claimed,
    }));
    const warnings = claimWarnings(c, items);
    if (warnings.length) {
      const words = warnings.map((w) => MESSAGES[`claim_warning_${w}`]);
      throw new AppError(
        'conflict',
        'claim_needs_confirmation',
        { warnings },
        {
          warnings: {
            en: words.map((w) => w.en).join('; '),
            id: words.map((w) => w.id).join('; '),
          },
        },
      );
    }
  }
  const next = applyTransition(c, body.action, body.reason ?? null);
  const stamps =
    body.action === 'claim' ? ['claimed_at'] : body.action === 'approve' ? ['approved_at'] : [];
  const set: Record<string, unknown> = {
    process_status: next.process_status,
    reject_reason: next.reject_reason,
  };
  if (body.action === 'claim') set.claimed_by = user.user_uuid;
  const after = await updateCompliance(m.tx, c.compliance_uuid, set, stamps);
  await record(m, body.action, c, after, body.action === 'reject' ? { reason: body.reason } : {});
  await notifyWorkflow(m, c.compliance_uuid, body.action, user, body.reason ?? null);
  return answer(presentState(after), 'compliance_updated');
}

/** PUT /compliance/status/update: a company compliance manager sets the status directly (reopen). */
export async function statusUpdate(
  m: MutationContext,
  user: AuthUser,
  body: StatusUpdateBody,
): Promise<ComplianceState> {
  const c = await subject(m, user, body.compliance_uuid);
  if (!isComplianceManager(user)) throw errors.forbidden('compliance_manager_only');
  if (!c.is_active) throw conflict('compliance_inactive');
  const to = body.process_status;
  const set: Record<string, unknown> = { process_status: to, reject_reason: null };
  // Comply is stamped when reached and forgotten when left; a claim stamp belongs to claimed states.
  if (to !== 'approved') set.approved_at = null;
  if (!['claim', 'audit', 'approved'].includes(to))
    Object.assign(set, { claimed_at: null, claimed_by: null });
  const stamps = to === 'approved' && c.process_status !== 'approved' ? ['approved_at'] : [];
  // Set into a claimed state without a claim: the manager who set it stands as the claimer.
  if (['claim', 'audit', 'approved'].includes(to) && !c.claimed_at) {
    stamps.push('claimed_at');
    set.claimed_by = user.user_uuid;
  }
  const after = await updateCompliance(m.tx, c.compliance_uuid, set, stamps);
  await record(m, 'status', c, after, body.reason ? { reason: body.reason } : {});
  return presentState(after);
}

/**
 * POST /compliance/renewal: closes this cycle (inactive, kept with its history) and opens the next
 * from the obligation's current version: members copied, checklist from the obligation's template.
 */
export async function renew(m: MutationContext, user: AuthUser, body: RenewalBody, lang: Lang) {
  const c = await subject(m, user, body.compliance_uuid);
  assertMay(c.actions, 'renew');
  if (!c.is_active) throw conflict('compliance_inactive');
  const closed = await updateCompliance(m.tx, c.compliance_uuid, { is_active: false });
  await record(m, 'renewal_close', c, closed);
  const ob = await obligationTemplate(m.tx, c.obligation_uuid);
  const cycle = await nextCycle(m.tx, c);
  const picked = await hasPic(m.tx, c.compliance_uuid);
  const opened = await insertCycle(
    m.tx,
    c,
    {
      version_code: ob.version_code,
      cycle,
      process_status: picked ? 'assigned' : 'not_assigned',
      deadline: body.deadline ?? null,
      is_duplicate: false,
      duplicated_from: null,
      renewal_of: c.compliance_uuid,
      created_by: user.user_uuid,
    },
    (ob.checklist_template ?? []).map((i) => (lang === 'id' ? i.title_id : i.title_en)),
  );
  await record(m, 'renewal_open', null, opened);
  return answer(presentState(opened), 'compliance_renewed');
}

/** POST /compliance/duplicate: a copy (members, checklist template) outside the cycle rule; never of a duplicate. */
export async function duplicate(
  m: MutationContext,
  user: AuthUser,
  complianceUuid: string,
  lang: Lang,
) {
  const c = await subject(m, user, complianceUuid);
  assertMay(c.actions, 'assign');
  if (c.is_duplicate) throw conflict('duplicate_of_duplicate');
  const ob = await obligationTemplate(m.tx, c.obligation_uuid);
  const picked = await hasPic(m.tx, c.compliance_uuid);
  const copy = await insertCycle(
    m.tx,
    c,
    {
      version_code: c.version_code,
      cycle: c.cycle,
      process_status: picked ? 'assigned' : 'not_assigned',
      deadline: c.deadline,
      is_duplicate: true,
      duplicated_from: c.compliance_uuid,
      renewal_of: null,
      created_by: user.user_uuid,
    },
    (ob.checklist_template ?? []).map((i) => (lang === 'id' ? i.title_id : i.title_en)),
  );
  await record(m, 'duplicate', null, copy);
  return answer(presentState(copy), 'compliance_duplicated');
}

/** The ids asked for that the caller does not see: skipped, as if they did not exist. */
function skippedOf(ids: string[], found: ComplianceRow[]): BulkResult['skipped'] {
  const seen = new Set(found.map((r) => r.compliance_uuid));
  return [...new Set(ids)]
    .filter((id) => !seen.has(id))
    .map((id) => ({ compliance_uuid: id, reason: 'not_found' }));
}

/** PUT /compliance/bulk-activation (company compliance manager: the route's access rule). */
export async function bulkActivation(
  m: MutationContext,
  user: AuthUser,
  body: BulkActivationBody,
): Promise<BulkResult> {
  const rows = await lockVisible(m.tx, user, body.compliance_uuids);
  for (const c of rows) {
    if (c.is_active === body.is_active) continue;
    const after = await updateCompliance(m.tx, c.compliance_uuid, { is_active: body.is_active });
    await record(m, body.is_active ? 'activate' : 'deactivate', c, after);
  }
  return {
    done: rows.map((r) => r.compliance_uuid),
    skipped: skippedOf(body.compliance_uuids, rows),
  };
}

/** POST /v2/compliance/bulk-delete: soft delete (company compliance manager: the route's access rule). */
export async function bulkDelete(m: MutationContext, user: AuthUser, body: BulkDeleteBody) {
  const rows = await lockVisible(m.tx, user, body.compliance_uuids);
  if (rows.length) {
    await m.rows(
      sql`UPDATE compliances SET deleted_at = now(), updated_at = now() WHERE compliance_uuid = ANY(${sql.param(rows.map((r) => r.compliance_uuid))}::uuid[]) AND company_uuid = ${user.company_uuid}`,
    );
  }
  for (const c of rows) {
    await m.log({
      type: 'compliance',
      type_uuid: c.compliance_uuid,
      action: 'delete',
      before: presentState(c),
      after: null,
      company_uuid: c.company_uuid,
    });
  }
  if (rows.length) {
    await m.feed(
      ...rows.map((c) => ({
        collection: 'compliances' as const,
        row_id: c.compliance_uuid,
        company_uuid: c.company_uuid,
        op: 'delete' as const,
      })),
    );
  }
  const result: BulkResult = {
    done: rows.map((r) => r.compliance_uuid),
    skipped: skippedOf(body.compliance_uuids, rows),
  };
  return answer(result, 'compliances_deleted');
}
