/**
 * The provider's files (spec section 7, "Regulations" and the provider's tools): regulation
 * documents uploaded and deleted, and the generic upload its content editor references
 * (`POST /uploads`, served back by `GET /uploads/{name}`). The customer's download of a regulation
 * document is `GET /regulation/document?download=1` (regulations.routes.ts).
 *
 * Uploads go through server/storage/upload.ts: the row (or the log) is written only once the
 * file is stored whole, and a failed write removes the file.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  regulationDocUploadFields,
  type GenericUploadAnswer,
  type UploadedRegulationDocument,
} from '../../../contract/api/documents-files';
import {
  editorUpload,
  editorUploadGet,
  regulationDocDelete,
  regulationDocUpload,
} from '../../../contract/api/regulation-file-endpoints';
import { z } from 'zod';
import { regulationDocuments } from '../../db/schema/library';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { implement } from '../../lib/route';
import { serveFile } from '../../storage/download';
import { cleanFileName } from '../../storage/file-name';
import { commitUpload, mimeOfExtension, receiveUpload } from '../../storage/upload';
import {
  findEditableDocuments,
  findEditableRegulation,
  insertRegulationDocument,
} from './regulation-files.repository';

/** Where the provider's files live in storage: regulation documents, and the editor's uploads. */
const REGULATION_PREFIX = 'regulations';
const UPLOADS_PREFIX = 'uploads';
/** `<uuid>.<ext>`: the names POST /uploads gives, the only ones GET /uploads/{name} serves. */
const UPLOAD_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{1,10})$/;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const withoutExtension = (name: string) => name.replace(/\.[^.]*$/, '') || name;

/** The regulation's synced row changed (its `documents` list). */
const feedRegulation = (
  m: MutationContext,
  reg: { regulation_guid: string; company_uuid: string | null },
) =>
  m.feed({
    collection: 'regulations',
    row_id: reg.regulation_guid,
    company_uuid: reg.company_uuid,
    op: 'upsert',
  });

export async function regulationFileRoutes(app: FastifyInstance, deps: Deps) {
  const maxBytes = deps.config.UPLOAD_MAX_MB * 1024 * 1024;

  implement(app, regulationDocUpload, {
    handler: async ({ req, reply, query, user }) => {
      const reg = await findEditableRegulation(
        deps.database,
        user.company_uuid,
        query.regulation_guid,
      );
      if (!reg) throw errors.notFound();
      const { file, fields } = await receiveUpload(req, {
        storage: deps.storage,
        prefix: `${REGULATION_PREFIX}/${reg.regulation_guid}`,
        maxBytes,
        fields: regulationDocUploadFields,
      });
      return commitUpload(deps.storage, reply, file, () =>
        deps.mutations.forRequest<UploadedRegulationDocument>(req, reply, async (m) => {
          const row = await insertRegulationDocument(
            m.tx,
            reg.regulation_guid,
            (fields.alias_name !== undefined && cleanFileName(fields.alias_name)) ||
              withoutExtension(file.file_name),
            file,
          );
          await m.log({
            type: 'regulation_document',
            type_uuid: row.doc_guid,
            action: 'upload',
            after: {
              regulation_guid: reg.regulation_guid,
              file_name: row.file_name,
              size_bytes: row.size_bytes,
            },
            company_uuid: reg.company_uuid,
          });
          await feedRegulation(m, reg);
          return {
            doc_guid: row.doc_guid,
            regulation_guid: row.regulation_guid,
            alias_name: row.alias_name,
            file_name: row.file_name,
            extension: row.extension,
            size_bytes: row.size_bytes,
            mime_type: row.mime_type,
            sha256: row.sha256,
            created_at: iso(row.created_at),
          };
        }),
      );
    },
  });

  implement(app, regulationDocDelete, {
    handler: async ({ req, reply, body, user }) => {
      const ids = [...new Set(body.doc_guid.map((g) => g.toLowerCase()))];
      const docs = await findEditableDocuments(deps.database, user.company_uuid, ids);
      if (docs.length !== ids.length) throw errors.notFound();
      const answer = await deps.mutations.forRequest(req, reply, async (m) => {
        await m.tx.delete(regulationDocuments).where(inArray(regulationDocuments.doc_guid, ids));
        for (const d of docs) {
          await m.log({
            type: 'regulation_document',
            type_uuid: d.doc_guid,
            action: 'delete',
            before: {
              regulation_guid: d.regulation_guid,
              file_name: d.file_name,
              alias_name: d.alias_name,
            },
            company_uuid: d.company_uuid,
          });
        }
        const regs = new Map(docs.map((d) => [d.regulation_guid, d]));
        for (const reg of regs.values()) await feedRegulation(m, reg);
        // The files go once the rows are gone for good.
        m.afterCommit(async () => {
          for (const d of docs)
            await deps.storage
              .delete(d.storage_key)
              .catch((err) => req.log.warn({ err, key: d.storage_key }, 'stored file not removed'));
        });
        return { deleted: docs.map((d) => d.doc_guid) };
      });
      return answer;
    },
  });

  implement(app, editorUpload, {
    handler: async ({ req, reply }) => {
      const { file } = await receiveUpload(req, {
        storage: deps.storage,
        prefix: UPLOADS_PREFIX,
        maxBytes,
        fields: z.object({}),
        keyName: (type) => `${randomUUID()}.${type.ext}`,
      });
      return commitUpload(deps.storage, reply, file, () =>
        deps.mutations.forRequest<GenericUploadAnswer>(req, reply, async (m) => {
          const key = file.key.slice(UPLOADS_PREFIX.length + 1);
          await m.log({
            type: 'upload',
            type_uuid: key.split('.')[0],
            action: 'upload',
            after: { key, file_name: file.file_name, size_bytes: file.size },
            company_uuid: null,
          });
          return {
            key,
            url: `/api/uploads/${key}`,
            file_name: file.file_name,
            mime_type: file.mime_type,
            size_bytes: file.size,
            sha256: file.sha256,
          };
        }),
      );
    },
  });

  implement(app, editorUploadGet, {
    handler: async ({ req, params }) => {
      const m = UPLOAD_NAME.exec(params.name.toLowerCase());
      const mime = m ? mimeOfExtension(m[2]) : null;
      if (!m || !mime) throw errors.notFound();
      return serveFile(deps.storage, req, {
        key: `${UPLOADS_PREFIX}/${m[0]}`,
        file_name: m[0],
        mime_type: mime,
      });
    },
  });
}
