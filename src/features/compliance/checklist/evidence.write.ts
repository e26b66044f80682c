/**
 * Attaching an existing library document to a checklist item as evidence (`POST /documents/map`):
 * the local `documents` document lists the item (and its compliance) at once; the server's echo
 * confirms it, a refusal rolls it back with the reason.
 */
import type { DocumentMapBody } from '../../../../contract/api/documents';
import { documentMap } from '../../../../contract/api/document-endpoints';
import { defineWrite, endpointCall } from '../../../db/writes';

export interface AttachEvidence {
  document_uuid: string;
  checklist_uuid: string;
  compliance_uuid: string;
}

const withOnce = (list: string[], value: string) =>
  list.includes(value) ? list : [...list, value];

export const attachEvidence = defineWrite<AttachEvidence>({
  name: 'documents/attach-evidence',
  target: (a) => ({ collection: 'documents', id: a.document_uuid }),
  effect: async (collections, a) => {
    const doc = await collections.documents.findOne(a.document_uuid).exec();
    await doc?.incrementalModify((d) => ({
      ...d,
      checklist_uuids: withOnce(d.checklist_uuids, a.checklist_uuid),
      compliance_uuids: withOnce(d.compliance_uuids, a.compliance_uuid),
    }));
  },
  call: (a) => {
    const body: DocumentMapBody = {
      document_uuid: a.document_uuid,
      checklist_uuids: [a.checklist_uuid],
    };
    return endpointCall(documentMap, { body });
  },
  label: 'evidence:writeLabel.attach',
});
