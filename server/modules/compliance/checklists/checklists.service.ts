/**
 * Checklist writes. Each runs in the request's mutation transaction: it locks the compliance row,
 * refuses while the compliance is in audit or approved (or inactive), changes the item, writes the
 * compliance's activity-log row (before/after) and feeds the item AND its compliance (whose
 * document carries checklist_total / checklist_claimed).
 */
import type { ChecklistCreateBody, ChecklistUpdateBody } from '../../../../contract/api/checklists';
import { isClaimOnly } from '../../../../contract/api/checklists';
import { answer } from '../../../lib/answer';
import { AppError } from '../../../lib/errors';
import type { MutationContext } from '../../../lib/mutation';
import {
  type ChecklistRow,
  deleteItem,
  findItem,
  insertItem,
  presentItem,
  updateItem,
} from './checklists.repository';
import { assertEditable, lockComplianceRow } from '../compliance-gate';
import { touchCompliance } from '../compliance-feed';

const itemState = (r: ChecklistRow) => ({
  checklist_uuid: r.checklist_uuid,
  title: r.title,
  due_date: r.due_date,
  is_claim_checklist: r.is_claim_checklist,
});

async function record(
  m: MutationContext,
  action: string,
  row: ChecklistRow,
  before: ChecklistRow | null,
  after: ChecklistRow | null,
) {
  await m.log({
    type: 'compliance',
    type_uuid: row.compliance_uuid,
    action,
    before: before && itemState(before),
    after: after && itemState(after),
  });
  await m.feed({
    collection: 'checklists',
    row_id: row.checklist_uuid,
    company_uuid: row.company_uuid,
    op: after ? 'upsert' : 'delete',
  });
  await touchCompliance(m, row);
}

export async function createItem(
  m: MutationContext,
  companyUuid: string,
  body: ChecklistCreateBody,
) {
  if (body.checklist_uuid) {
    // A replayed offline create answers the item it made; an id naming any other row is refused.
    const existing = await findItem(m.tx, companyUuid, body.checklist_uuid);
    if (existing && existing.compliance_uuid === body.compliance_uuid)
      return answer(presentItem(existing), 'checklist_created');
  }
  const c = await lockComplianceRow(m.tx, body.compliance_uuid);
  assertEditable(c);
  const row = await insertItem(m.tx, {
    checklist_uuid: body.checklist_uuid,
    company_uuid: c.company_uuid,
    compliance_uuid: c.compliance_uuid,
    title: body.title,
    due_date: body.due_date ?? null,
  });
  if (!row) throw new AppError('conflict', 'id_taken');
  await record(m, 'checklist_create', row, null, row);
  return answer(presentItem(row), 'checklist_created');
}

export async function changeItem(
  m: MutationContext,
  item: ChecklistRow,
  body: ChecklistUpdateBody,
) {
  const c = await lockComplianceRow(m.tx, item.compliance_uuid);
  assertEditable(c);
  const claimOnly = isClaimOnly(body);
  const row = await updateItem(m.tx, item, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    // The specification: an update drops the due date unless one is sent. A claim alone keeps it.
    ...(claimOnly ? {} : { due_date: body.due_date ?? null }),
    ...(body.isClaimChecklist !== undefined ? { is_claim_checklist: body.isClaimChecklist } : {}),
  });
  const action = claimOnly
    ? body.isClaimChecklist
      ? 'checklist_claim'
      : 'checklist_unclaim'
    : 'checklist_update';
  await record(m, action, row, item, row);
  return answer(presentItem(row), 'checklist_updated');
}

export async function removeItem(m: MutationContext, item: ChecklistRow) {
  const c = await lockComplianceRow(m.tx, item.compliance_uuid);
  assertEditable(c);
  await deleteItem(m.tx, item);
  await record(m, 'checklist_delete', item, item, null);
  return answer({ checklist_uuid: item.checklist_uuid }, 'checklist_deleted');
}
