/**
 * The PIC's edits (`complianceUpdate`): deadline (null clears it), priority, note. Applied
 * locally at once; offline the change is queued and lands once.
 */
import type { ComplianceUpdateBody } from '../../../contract/api/compliance-writes';
import { complianceUpdate } from '../../../contract/api/compliance-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const updateCompliance = defineWrite<ComplianceUpdateBody>({
  name: 'compliance/update',
  target: ({ compliance_uuid }) => ({ collection: 'compliances', id: compliance_uuid }),
  effect: async (collections, { compliance_uuid, ...changes }) => {
    const patch: Record<string, unknown> = {};
    if (changes.deadline !== undefined) patch.deadline = changes.deadline;
    if (changes.priority !== undefined) patch.priority = changes.priority;
    if (changes.note !== undefined) patch.note = changes.note;
    await (await collections.compliances.findOne(compliance_uuid).exec())?.incrementalPatch(patch);
  },
  call: (body) => endpointCall(complianceUpdate, { body }),
  label: 'compliance:writeLabel.update',
});
