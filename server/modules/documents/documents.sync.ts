/**
 * The `documents` collection's documents: the metadata of the caller's company's documents
 * (documents policy), with what each is related to. A deleted document is not returned and so
 * becomes a tombstone; another company's never appears.
 */
import type { SyncDocs } from '../../../contract/collections';
import { isoOf, type SyncLoader } from '../../lib/sync-loader';
import { ownRowSql } from './documents.policy';

const related = (column: string) =>
  `coalesce((SELECT array_agg(DISTINCT r.${column}::text) FROM document_relations r
     WHERE r.document_uuid = d.document_uuid AND r.company_uuid = d.company_uuid AND r.${column} IS NOT NULL), ARRAY[]::text[])`;

export const loadDocuments: SyncLoader<'documents'> = async (db, ids, user) => {
  const rows = await db.query<SyncDocs['documents']>(
    `SELECT d.document_uuid AS id, d.file_name, d.extension, d.mime_type, d.size_bytes::float8 AS size_bytes,
            d.folder_uuid, d.uploaded_by, ${related('compliance_uuid')} AS compliance_uuids,
            ${related('checklist_uuid')} AS checklist_uuids, ${related('regulation_guid')} AS regulation_guids,
            ${isoOf('d.created_at')} AS created_at, ${isoOf('d.updated_at')} AS updated_at
       FROM documents d WHERE d.document_uuid = ANY($1::uuid[]) AND ${ownRowSql('d', '$2')}`,
    [ids, user.company_uuid],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
