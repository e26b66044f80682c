/**
 * One step of the workflow (`complianceProcessUpdate`): claim, start, audit, approve,
 * reject. The local document takes the new state at once (contract/workflow.ts applyTransition),
 * so a claim made offline shows at once and pending; `from_status` is the state the user saw, so
 * a claim queued while the auditor rejected it is refused (409) instead of landing on a changed
 * compliance, and the kit rolls the document back to the server's state with the reason. A claim
 * also takes the audit steps off the claimer's local actions, as the server's policy does.
 */
import type { ProcessStatus } from '../../../contract/enums';
import { applyTransition, claimerActions, type ProcessAction } from '../../../contract/workflow';
import { complianceProcessUpdate } from '../../../contract/api/compliance-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export interface ProcessInput {
  compliance_uuid: string;
  action: ProcessAction;
  from_status: ProcessStatus;
  /** Required for reject. */
  reason?: string;
  /** The user went past the claim warnings. */
  confirm?: boolean;
}

export const processCompliance = defineWrite<ProcessInput>({
  name: 'compliance/process',
  target: ({ compliance_uuid }) => ({ collection: 'compliances', id: compliance_uuid }),
  effect: async (collections, { compliance_uuid, action, reason }) => {
    const doc = await collections.compliances.findOne(compliance_uuid).exec();
    if (!doc) return;
    const next = applyTransition(
      {
        process_status: doc.process_status,
        reject_reason: doc.reject_reason ?? null,
        is_active: doc.is_active,
      },
      action,
      reason,
    );
    const now = new Date().toISOString();
    await doc.incrementalPatch({
      process_status: next.process_status,
      reject_reason: next.reject_reason,
      // Separation of duties: the claimer no longer holds the audit steps (the server agrees).
      ...(action === 'claim' ? { claimed_at: now, actions: claimerActions(doc.actions) } : {}),
      ...(action === 'approve' ? { approved_at: now } : {}),
    });
  },
  call: (input) => endpointCall(complianceProcessUpdate, { body: input }),
  label: 'compliance:writeLabel.process',
});
