/**
 * Confirming an updated obligation (`complianceConfirm`) through the kit, on the compliance
 * document: locally it is confirmed at once (the confirm action disappears, pending shows); the
 * compliance of the obligation's new version is made by the server and arrives by the sync. A
 * refusal (409: someone confirmed it meanwhile) restores the document and shows the reason.
 */
import type { ConfirmBody } from '../../../../contract/api/checklists';
import { complianceConfirm } from '../../../../contract/api/confirmation-endpoints';
import { defineWrite, endpointCall } from '../../../db/writes';

export const confirmUpdate = defineWrite<ConfirmBody>({
  name: 'compliances/confirm',
  target: (b) => ({ collection: 'compliances', id: b.compliance_uuid }),
  effect: async (collections, b) => {
    await (
      await collections.compliances.findOne(b.compliance_uuid).exec()
    )?.incrementalPatch({ confirmation_status: 'confirmed' });
  },
  call: (body) => endpointCall(complianceConfirm, { body }),
  label: 'checklist:writeLabel.confirm',
});
