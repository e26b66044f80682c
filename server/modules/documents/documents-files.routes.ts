/**
 * The document library's file paths (spec section 7, "Documents"): the upload (multipart, with
 * the folder, compliance and checklist item it belongs to) and the download. The metadata paths
 * (list, update, detail, delete, map, bookmark, folders) live in documents.routes.ts.
 *
 * Every id the caller names is looked up in the caller's company before anything is stored in
 * the row: another company's folder, compliance or checklist item is not found (404), and so is
 * another company's document on download.
 */
import type { FastifyInstance } from 'fastify';
import { documentDownload, documentUpload } from '../../../contract/api/document-endpoints';
import { documentUploadFields, type UploadedDocument } from '../../../contract/api/documents-files';
import type { Deps } from '../../deps';
import { AppError, errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { serveFile } from '../../storage/download';
import { commitUpload, receiveUpload } from '../../storage/upload';
import { assertMay } from '../compliance';
import { standing } from '../compliance';
import {
  complianceFolder,
  complianceTitle,
  documentOwner,
  findChecklist,
  findDownload,
  findFolder,
  insertDocument,
  insertRelation,
} from './documents-files.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function documentFileRoutes(app: FastifyInstance, deps: Deps) {
  const maxBytes = deps.config.UPLOAD_MAX_MB * 1024 * 1024;

  implement(app, documentUpload, {
    handler: async ({ req, reply, user, lang }) => {
      const company = user.company_uuid;
      const { file, fields } = await receiveUpload(req, {
        storage: deps.storage,
        prefix: company,
        maxBytes,
        fields: documentUploadFields,
      });
      return commitUpload(deps.storage, reply, file, async () => {
        // The places named, each the caller's own: checked before the transaction (PGlite has one connection).
        const folder = fields.folder_uuid
          ? await findFolder(deps.database, company, fields.folder_uuid)
          : null;
        if (fields.folder_uuid && !folder) throw errors.notFound();
        const checklist = fields.checklist_uuid
          ? await findChecklist(deps.database, company, fields.checklist_uuid)
          : null;
        if (fields.checklist_uuid && !checklist) throw errors.notFound();
        if (
          checklist &&
          fields.compliance_uuid &&
          checklist.compliance_uuid !== fields.compliance_uuid
        ) {
          throw errors.field('checklist_uuid', 'check_field');
        }
        const complianceUuid = fields.compliance_uuid ?? checklist?.compliance_uuid ?? null;
        let folderName: string | null = null;
        if (complianceUuid) {
          const seen = await standing(deps.database, user, complianceUuid);
          if (!seen) throw errors.notFound();
          assertMay(seen.actions, 'upload_evidence');
          if (!folder)
            folderName =
              (await complianceTitle(deps.database, company, complianceUuid, lang)) ??
              file.file_name;
        }
        return deps.mutations.forRequest<UploadedDocument>(req, reply, async (m) => {
          const folderUuid =
            folder?.folder_uuid ??
            (complianceUuid && folderName
              ? await complianceFolder(m.tx, company, complianceUuid, folderName.slice(0, 100))
              : null);
          const doc = await insertDocument(m.tx, {
            document_uuid: fields.document_uuid,
            company_uuid: company,
            folder_uuid: folderUuid,
            uploaded_by: user.user_uuid,
            file,
          });
          if (!doc) {
            // The client-made id names another document: never overwritten (the file goes, nothing is written).
            const owner = await documentOwner(m.tx, fields.document_uuid!);
            throw owner === company ? new AppError('conflict', 'id_taken') : errors.notFound();
          }
          const relation = complianceUuid
            ? await insertRelation(m.tx, {
                company_uuid: company,
                document_uuid: doc.document_uuid,
                compliance_uuid: complianceUuid,
                checklist_uuid: checklist?.checklist_uuid ?? null,
              })
            : null;
          const answer: UploadedDocument = {
            document_uuid: doc.document_uuid,
            company_uuid: doc.company_uuid,
            folder_uuid: doc.folder_uuid,
            file_name: doc.file_name,
            extension: doc.extension,
            mime_type: doc.mime_type,
            size_bytes: doc.size_bytes,
            sha256: doc.sha256,
            uploaded_by: doc.uploaded_by,
            relation_uuid: relation?.relation_uuid ?? null,
            compliance_uuid: relation?.compliance_uuid ?? null,
            checklist_uuid: relation?.checklist_uuid ?? null,
            created_at: iso(doc.created_at),
            updated_at: iso(doc.updated_at),
          };
          // The synced documents collection (metadata, relations) learns of the new document.
          await m.feed({
            collection: 'documents',
            row_id: doc.document_uuid,
            company_uuid: doc.company_uuid,
            op: 'upsert',
          });
          await m.log({
            type: 'document',
            type_uuid: doc.document_uuid,
            action: 'upload',
            after: {
              file_name: doc.file_name,
              size_bytes: doc.size_bytes,
              folder_uuid: doc.folder_uuid,
              compliance_uuid: answer.compliance_uuid,
              checklist_uuid: answer.checklist_uuid,
            },
          });
          return answer;
        });
      });
    },
  });

  implement(app, documentDownload, {
    handler: async ({ req, params, user }) => {
      const doc = isUuid(params.id)
        ? await findDownload(deps.database, user.company_uuid, params.id)
        : null;
      if (!doc) throw errors.notFound();
      return serveFile(deps.storage, req, {
        key: doc.storage_key,
        file_name: doc.file_name,
        mime_type: doc.mime_type,
      });
    },
  });
}
