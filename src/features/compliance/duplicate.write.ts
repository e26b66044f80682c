/**
 * `complianceDuplicate`: the server makes the copy (a duplicate cannot be duplicated), which
 * arrives by sync; the original does not change. The write's target is therefore a key of its
 * own beside the original (`<uuid>:duplicate`, never a stored document): pending while the call
 * is out or queued, settled by the answer (no echo to wait for), the refusal's reason kept there.
 */
import { complianceDuplicate } from '../../../contract/api/compliance-endpoints';
import { defineWrite, endpointCall, type WriteTarget } from '../../db/writes';

export const duplicateTarget = (complianceUuid: string): WriteTarget => ({
  collection: 'compliances',
  id: `${complianceUuid}:duplicate`,
});

export const duplicateCompliance = defineWrite<{ compliance_uuid: string }>({
  name: 'compliance/duplicate',
  target: ({ compliance_uuid }) => duplicateTarget(compliance_uuid),
  effect: async () => undefined,
  call: (body) => endpointCall(complianceDuplicate, { body }),
  label: 'compliance:writeLabel.duplicate',
});
