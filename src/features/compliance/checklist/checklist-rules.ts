/**
 * What the checklist panel offers, from what the server would accept: the compliance module's
 * update right (the routes' access rule), then the caller's obligation actions on the compliance
 * (`edit_checklist` to add, edit, delete; `claim` or `edit_checklist` to claim), and never while
 * the compliance is in audit or approved (LOCKED_FOR_EDIT: 409 compliance_locked) or inactive.
 */
import { LOCKED_FOR_EDIT } from '../../../../contract/workflow';
import type { ComplianceDoc } from './compliance-doc';

export type ChecklistLock = 'locked' | 'inactive' | null;

export function checklistLock(
  c: Pick<ComplianceDoc, 'process_status' | 'is_active'>,
): ChecklistLock {
  if (LOCKED_FOR_EDIT.includes(c.process_status)) return 'locked';
  if (!c.is_active) return 'inactive';
  return null;
}

export function checklistRights(
  c: Pick<ComplianceDoc, 'process_status' | 'is_active' | 'actions'>,
  mayUpdate: boolean,
) {
  const open = mayUpdate && checklistLock(c) === null;
  const edit = open && c.actions.includes('edit_checklist');
  return { edit, claim: edit || (open && c.actions.includes('claim')) };
}
