/**
 * File paths of the document area (spec section 7, "Documents", and the provider's regulation
 * documents): the multipart upload forms' fields and the answers of the upload routes. Served by
 * server/modules/documents/documents-files.routes.ts and server/modules/regulations/regulation-files.routes.ts;
 * the upload pipeline itself is server/storage/upload.ts.
 *
 * A multipart form carries one file part (field `file`, any name the browser gives) and text
 * fields; empty text fields count as absent (a browser form sends every input).
 */
import { z } from 'zod';
import { uuidString } from './library';
import { regulationDocumentInfo } from './regulations';
import { isoTime } from './values';

const optionalUuid = () => z.preprocess((v) => (v === '' ? undefined : v), uuidString().optional());

/**
 * POST /documents/upload: the form's text fields beside the file. `document_uuid`, optional, is a
 * client-made id for the new document (the offline app shows the pending document under the id
 * the synced one will have); an id already in use answers 409 (another company's: 404).
 */
export const documentUploadFields = z.object({
  document_uuid: optionalUuid(),
  folder_uuid: optionalUuid(),
  compliance_uuid: optionalUuid(),
  checklist_uuid: optionalUuid(),
});
export type DocumentUploadFields = z.infer<typeof documentUploadFields>;

export const uploadedDocument = z.strictObject({
  document_uuid: z.string(),
  company_uuid: z.string(),
  folder_uuid: z.string().nullable(),
  file_name: z.string(),
  extension: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  /** SHA-256 of the stored bytes, hex: a client can check a download against it. */
  sha256: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  /** The relation made with the compliance or checklist item given, when one was. */
  relation_uuid: z.string().nullable(),
  compliance_uuid: z.string().nullable(),
  checklist_uuid: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type UploadedDocument = z.infer<typeof uploadedDocument>;

/** GET /documents/download/{id}: the document's id in the path. */
export const documentIdParams = z.object({ id: z.string() });

/** POST /regulations/docs/upload?regulation_guid=: the regulation in the query. */
export const regulationDocUploadQuery = z.object({ regulation_guid: uuidString() });
/** Its form fields: the name shown to readers, the file's name without extension when absent. */
export const regulationDocUploadFields = z.object({
  alias_name: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().min(1).max(200).optional(),
  ),
});
export const uploadedRegulationDocument = regulationDocumentInfo.extend({
  mime_type: z.string(),
  sha256: z.string().nullable(),
});
export type UploadedRegulationDocument = z.infer<typeof uploadedRegulationDocument>;

/** DELETE /regulations/docs/delete: the documents to remove, rows and stored files. */
export const regulationDocDeleteBody = z.object({
  doc_guid: z.array(uuidString()).min(1).max(500),
});
export const regulationDocDeleteAnswer = z.strictObject({ deleted: z.array(z.string()) });

/** POST /uploads: the provider’s generic upload (images and files its content editor references). */
export const genericUploadAnswer = z.strictObject({
  /** The stored file's name, as `GET /uploads/{name}` serves it. */
  key: z.string(),
  /** The address an editor puts in content: `/api/uploads/<key>`. */
  url: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  sha256: z.string(),
});
export type GenericUploadAnswer = z.infer<typeof genericUploadAnswer>;
export const uploadNameParams = z.object({ name: z.string() });
