/**
 * SQL of the provider's regulation documents and generic uploads. A regulation is the caller's to
 * add documents to when it is shared content or the caller company's own, and not deleted.
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { regulationDocuments } from '../../db/schema/library';
import type { StoredUpload } from '../../storage/upload';
import { visibleRegulations } from '../library';

export async function findEditableRegulation(
  database: Database,
  companyUuid: string,
  regulationGuid: string,
) {
  const [row] = await database.rows<{ regulation_guid: string; company_uuid: string | null }>(
    sql`SELECT r.regulation_guid, r.company_uuid FROM regulations r WHERE r.regulation_guid = ${regulationGuid} AND ${visibleRegulations(companyUuid, 'r')}`,
  );
  return row ?? null;
}

/** The named documents of regulations the caller may edit (those found; the route compares counts). */
export async function findEditableDocuments(
  database: Database,
  companyUuid: string,
  docGuids: readonly string[],
) {
  return database.rows<{
    doc_guid: string;
    regulation_guid: string;
    company_uuid: string | null;
    storage_key: string;
    file_name: string;
    alias_name: string;
  }>(
    sql`SELECT d.doc_guid, d.regulation_guid, r.company_uuid, d.storage_key, d.file_name, d.alias_name
       FROM regulation_documents d JOIN regulations r ON r.regulation_guid = d.regulation_guid
      WHERE d.doc_guid = ANY(${sql.param(docGuids)}::uuid[]) AND ${visibleRegulations(companyUuid, 'r')}`,
  );
}

export async function insertRegulationDocument(
  tx: Tx,
  regulationGuid: string,
  aliasName: string,
  file: StoredUpload,
) {
  const [row] = await tx
    .insert(regulationDocuments)
    .values({
      regulation_guid: regulationGuid,
      alias_name: aliasName,
      file_name: file.file_name,
      extension: file.extension,
      mime_type: file.mime_type,
      size_bytes: file.size,
      storage_key: file.key,
      sha256: file.sha256,
    })
    .returning();
  return row;
}
