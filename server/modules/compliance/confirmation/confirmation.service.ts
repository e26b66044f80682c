/**
 * Confirmation of an updated obligation (POST /compliance/confirm). The compliance is on an older
 * version of its obligation; confirming opens the compliance of the obligation's current version
 * in the same cycle and closes the old one's confirmation:
 * - progress 'carry': the new compliance keeps the process status (claim/approval stamps, reject
 *   reason), priority, deadline and every checklist item with its claim and due date; items the
 *   new version's template adds are appended unclaimed;
 * - progress 'new': it starts fresh from the current version (the template's items unclaimed,
 *   the obligation's priority, no deadline; assigned if it had a PIC, else not assigned).
 * Members are carried either way: they stay responsible for the obligation, and a member who
 * confirms must keep seeing the compliance they confirmed.
 * deactivate_old 'now' makes the old compliance inactive at once; 'later' leaves it active until
 * it is deactivated (bulk activation). The outcome is recorded in the activity log: success with
 * the new compliance, or (see the route) error with the reason.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ConfirmBody, ConfirmResult } from '../../../../contract/api/checklists';
import type { ProcessStatus } from '../../../../contract/enums';
import { CONFIRMATION_STATUS_LABELS } from '../../../../contract/labels';
import type { MessageVar } from '../../../../contract/messages';
import { checklists, complianceMembers, compliances } from '../../../db/schema/compliance';
import { obligations, type ChecklistTemplateItem } from '../../../db/schema/library';
import { answer } from '../../../lib/answer';
import type { AuthUser } from '../../../lib/auth-user';
import { AppError, errors } from '../../../lib/errors';
import type { MutationContext } from '../../../lib/mutation';
import { complianceFeed } from '../compliance-feed';
import { lockComplianceRow } from '../compliance-gate';

const CONFIRMABLE = ['need_confirmation', 'waiting_confirmation'];

/** 409 naming the compliance's confirmation state when there is nothing to confirm. */
export function notConfirmable(status: string | null): AppError {
  const from: MessageVar =
    status && status in CONFIRMATION_STATUS_LABELS
      ? CONFIRMATION_STATUS_LABELS[status as keyof typeof CONFIRMATION_STATUS_LABELS]
      : { en: 'without an update to confirm', id: 'tanpa pembaruan untuk dikonfirmasi' };
  return new AppError('conflict', 'confirmation_not_needed', undefined, { from });
}

export function assertConfirmable(c: { confirmation_status: string | null }) {
  if (!CONFIRMABLE.includes(c.confirmation_status ?? ''))
    throw notConfirmable(c.confirmation_status);
}

const titleOf = (i: ChecklistTemplateItem, lang: string) =>
  lang === 'id' ? i.title_id : i.title_en;

export async function confirmUpdate(m: MutationContext, user: AuthUser, body: ConfirmBody) {
  const old = await lockComplianceRow(m.tx, body.compliance_uuid);
  assertConfirmable(old);
  const [ob] = await m.tx
    .select()
    .from(obligations)
    .where(eq(obligations.obligation_uuid, old.obligation_uuid));
  if (!ob) throw errors.notFound();
  if (ob.version_code <= old.version_code) throw notConfirmable(null);
  const taken = await m.tx
    .select({ id: compliances.compliance_uuid })
    .from(compliances)
    .where(
      and(
        eq(compliances.company_uuid, old.company_uuid),
        eq(compliances.obligation_uuid, old.obligation_uuid),
        eq(compliances.version_code, ob.version_code),
        eq(compliances.cycle, old.cycle),
        eq(compliances.is_duplicate, false),
        isNull(compliances.deleted_at),
      ),
    );
  if (taken.length) throw new AppError('conflict', 'confirmation_target_exists');

  const members = await m.tx
    .select()
    .from(complianceMembers)
    .where(eq(complianceMembers.compliance_uuid, old.compliance_uuid));
  const carry = body.progress === 'carry';
  const freshStatus: ProcessStatus = members.some((x) => x.role_code === 'pic')
    ? 'assigned'
    : 'not_assigned';
  const [fresh] = await m.tx
    .insert(compliances)
    .values({
      company_uuid: old.company_uuid,
      obligation_uuid: old.obligation_uuid,
      version_code: ob.version_code,
      cycle: old.cycle,
      renewal_of: old.renewal_of,
      is_active: true,
      created_by: user.user_uuid,
      ...(carry
        ? {
            process_status: old.process_status,
            priority: old.priority,
            deadline: old.deadline,
            claimed_at: old.claimed_at,
            approved_at: old.approved_at,
            reject_reason: old.reject_reason,
          }
        : { process_status: freshStatus, priority: ob.priority, deadline: null }),
    })
    .returning();
  if (members.length) {
    await m.tx.insert(complianceMembers).values(
      members.map(({ member_uuid: _id, created_at: _at, ...x }) => ({
        ...x,
        compliance_uuid: fresh.compliance_uuid,
      })),
    );
  }

  const lang = user.language === 'id' ? 'id' : 'en';
  const oldItems = carry
    ? await m.tx
        .select()
        .from(checklists)
        .where(eq(checklists.compliance_uuid, old.compliance_uuid))
        .orderBy(checklists.sort)
    : [];
  const kept = oldItems.map((i) => ({
    title: i.title,
    due_date: i.due_date,
    is_claim_checklist: i.is_claim_checklist,
  }));
  const added = ob.checklist_template
    .map((t) => titleOf(t, lang))
    .filter((title) => !kept.some((k) => k.title === title))
    .map((title) => ({ title, due_date: null, is_claim_checklist: false }));
  const items = [...kept, ...added];
  const inserted = items.length
    ? await m.tx
        .insert(checklists)
        .values(
          items.map((i, sort) => ({
            ...i,
            sort,
            company_uuid: old.company_uuid,
            compliance_uuid: fresh.compliance_uuid,
          })),
        )
        .returning({ id: checklists.checklist_uuid })
    : [];

  const oldIsActive = body.deactivate_old === 'now' ? false : old.is_active;
  await m.tx
    .update(compliances)
    .set({
      confirmation_status: 'confirmed',
      is_active: oldIsActive,
      updated_at: new Date().toISOString(),
    })
    .where(eq(compliances.compliance_uuid, old.compliance_uuid));

  const result: ConfirmResult = {
    outcome: 'success',
    old_compliance_uuid: old.compliance_uuid,
    compliance_uuid: fresh.compliance_uuid,
    version_code: ob.version_code,
    old_is_active: oldIsActive,
  };
  await m.log({
    type: 'compliance',
    type_uuid: old.compliance_uuid,
    action: 'confirm_update',
    before: {
      confirmation_status: old.confirmation_status,
      is_active: old.is_active,
      version_code: old.version_code,
    },
    after: { ...result, progress: body.progress, deactivate_old: body.deactivate_old },
  });
  await m.log({
    type: 'compliance',
    type_uuid: fresh.compliance_uuid,
    action: 'create',
    after: {
      from_confirmation: old.compliance_uuid,
      version_code: ob.version_code,
      process_status: fresh.process_status,
      progress: body.progress,
    },
  });
  await m.feed(
    complianceFeed(old),
    complianceFeed(fresh),
    ...inserted.map((i) => ({
      collection: 'checklists' as const,
      row_id: i.id,
      company_uuid: old.company_uuid,
      op: 'upsert' as const,
    })),
  );
  return answer(result, 'confirm_success');
}
