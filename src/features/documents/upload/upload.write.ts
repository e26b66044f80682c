/**
 * The upload of a file into the library (a multipart POST, `documentUpload`), optionally as
 * evidence of a compliance or checklist item: a file write of the kit (the file kept in IndexedDB
 * under its Idempotency-Key until the server has it, queued by the service worker offline).
 */
import { documentUpload } from '../../../../contract/api/document-endpoints';
import { defineFileWrite } from '../../../db/writes';

export const uploadDocument = defineFileWrite({
  name: 'documents/upload',
  endpoint: documentUpload,
  // The kit makes the document's id: the pending file and the synced document share it.
  idField: 'document_uuid',
  label: 'evidence:writeLabel.upload',
});

/** Where an upload goes: the multipart text fields beside the file. */
export interface UploadPlace {
  folderUuid?: string;
  complianceUuid?: string;
  checklistUuid?: string;
}

export function fieldsOf(place: UploadPlace): Record<string, string | undefined> {
  return {
    folder_uuid: place.folderUuid,
    compliance_uuid: place.complianceUuid,
    checklist_uuid: place.checklistUuid,
  };
}

/** Whether a kept file goes to that place (every field named must match). */
export function goesTo(fields: Record<string, string>, place: UploadPlace): boolean {
  const wanted = fieldsOf(place);
  return Object.entries(wanted).every(([name, value]) => !value || fields[name] === value);
}
