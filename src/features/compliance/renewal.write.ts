/**
 * `complianceRenewal`: closes this cycle and opens the next from the obligation. The new
 * cycle is a new compliance the server creates; it arrives by sync, so the local effect only
 * closes this one (inactive), as the server does.
 */
import type { RenewalBody } from '../../../contract/api/compliance-writes';
import { complianceRenewal } from '../../../contract/api/compliance-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const renewCompliance = defineWrite<RenewalBody>({
  name: 'compliance/renewal',
  target: ({ compliance_uuid }) => ({ collection: 'compliances', id: compliance_uuid }),
  effect: async (collections, { compliance_uuid }) => {
    await (
      await collections.compliances.findOne(compliance_uuid).exec()
    )?.incrementalPatch({ is_active: false });
  },
  call: (body) => endpointCall(complianceRenewal, { body }),
  label: 'compliance:writeLabel.renewal',
});
