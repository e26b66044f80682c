/**
 * The `documents` collection's documents: the metadata of the caller's company's documents
 * (documents policy), with what each is related to. A deleted document is not returned and so
 * becomes a tombstone; another company's never appears.
 */
import type { SyncDocs } from '../../../contract/collections';
import { sql } from 'drizzle-orm';
import { iso, type SyncLoader } from '../../lib/sync-loader';
import { ownRow } from './documents.policy';

const related = (name: string) => {
  const column = sql`r.${sql.identifier(name)}`;
  return sql`coalesce((SELECT array_agg(DISTINCT ${column}::text) FROM document_relations r
     WHERE r.document_uuid = d.document_uuid AND r.company_uuid = d.company_uuid AND ${column} IS NOT NULL), ARRAY[]::text[])`;
};

export const loadDocuments: SyncLoader<'documents'> = async (db, ids, user) => {
  const rows = await db.rows<SyncDocs['documents']>(
    sql`SELECT d.document_uuid AS id, d.file_name, d.extension, d.mime_type, d.size_bytes::float8 AS size_bytes,
            d.folder_uuid, d.uploaded_by, ${related('compliance_uuid')} AS compliance_uuids,
            ${related('checklist_uuid')} AS checklist_uuids, ${related('regulation_guid')} AS regulation_guids,
            ${iso('d.created_at')} AS created_at, ${iso('d.updated_at')} AS updated_at
       FROM documents d WHERE d.document_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${ownRow('d', user.company_uuid)}`,
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
