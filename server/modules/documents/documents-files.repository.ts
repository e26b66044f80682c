/**
 * SQL of the document file paths (upload, download). Every statement names the company: another
 * company's folder, checklist item or document is simply not found.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { documentRelations, documents, folders } from '../../db/schema/documents';
import type { StoredUpload } from '../../storage/upload';

export async function findFolder(database: Database, companyUuid: string, folderUuid: string) {
  const [row] = await database.db
    .select({ folder_uuid: folders.folder_uuid, compliance_uuid: folders.compliance_uuid })
    .from(folders)
    .where(and(eq(folders.folder_uuid, folderUuid), eq(folders.company_uuid, companyUuid)));
  return row ?? null;
}

/** A checklist item of the company with its compliance, or null. */
export async function findChecklist(
  database: Database,
  companyUuid: string,
  checklistUuid: string,
) {
  const [row] = await database.rows<{ checklist_uuid: string; compliance_uuid: string }>(
    sql`SELECT ch.checklist_uuid, ch.compliance_uuid FROM checklists ch
       JOIN compliances c ON c.compliance_uuid = ch.compliance_uuid AND c.deleted_at IS NULL
      WHERE ch.checklist_uuid = ${checklistUuid} AND ch.company_uuid = ${companyUuid}`,
  );
  return row ?? null;
}

/** The name a compliance's folder gets: its obligation's title in the uploader's language (folders hold one name). */
export async function complianceTitle(
  database: Database,
  companyUuid: string,
  complianceUuid: string,
  lang: 'en' | 'id',
) {
  const [row] = await database.rows<{ title: string }>(
    sql`SELECT ${lang === 'id' ? sql`o.comp_title_id` : sql`o.comp_title_en`} AS title
       FROM compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
      WHERE c.compliance_uuid = ${complianceUuid} AND c.company_uuid = ${companyUuid}`,
  );
  return row?.title ?? null;
}

/**
 * The compliance's top folder, made when its first document arrives. The compliance row is
 * locked first: two first uploads at once would otherwise each find none and make two.
 */
export async function complianceFolder(
  tx: Tx,
  companyUuid: string,
  complianceUuid: string,
  name: string,
): Promise<string> {
  await tx.execute(
    sql`SELECT 1 FROM compliances WHERE compliance_uuid = ${complianceUuid} AND company_uuid = ${companyUuid} FOR UPDATE`,
  );
  const [found] = await tx
    .select({ folder_uuid: folders.folder_uuid })
    .from(folders)
    .where(
      and(
        eq(folders.company_uuid, companyUuid),
        eq(folders.compliance_uuid, complianceUuid),
        isNull(folders.parent_uuid),
      ),
    )
    .limit(1);
  if (found) return found.folder_uuid;
  const [made] = await tx
    .insert(folders)
    .values({ company_uuid: companyUuid, compliance_uuid: complianceUuid, name })
    .returning({ folder_uuid: folders.folder_uuid });
  return made.folder_uuid;
}

export async function insertDocument(
  tx: Tx,
  row: {
    document_uuid?: string;
    company_uuid: string;
    folder_uuid: string | null;
    uploaded_by: string;
    file: StoredUpload;
  },
) {
  const [doc] = await tx
    .insert(documents)
    .values({
      ...(row.document_uuid ? { document_uuid: row.document_uuid } : {}),
      company_uuid: row.company_uuid,
      folder_uuid: row.folder_uuid,
      file_name: row.file.file_name,
      extension: row.file.extension,
      mime_type: row.file.mime_type,
      size_bytes: row.file.size,
      storage_key: row.file.key,
      sha256: row.file.sha256,
      uploaded_by: row.uploaded_by,
    })
    // A client-made id already in use inserts nothing (the caller answers 409 or 404).
    .onConflictDoNothing({ target: documents.document_uuid })
    .returning();
  return doc as typeof doc | undefined;
}

/** The company owning a document id, whatever its company (a client-made id's clash). */
export async function documentOwner(tx: Tx, documentUuid: string): Promise<string | null> {
  const [row] = await tx
    .select({ company_uuid: documents.company_uuid })
    .from(documents)
    .where(eq(documents.document_uuid, documentUuid));
  return row?.company_uuid ?? null;
}

export async function insertRelation(
  tx: Tx,
  row: {
    company_uuid: string;
    document_uuid: string;
    compliance_uuid: string | null;
    checklist_uuid: string | null;
  },
) {
  const [rel] = await tx.insert(documentRelations).values(row).returning();
  return rel;
}

/** What a download needs of a company's document, or null. */
export async function findDownload(database: Database, companyUuid: string, documentUuid: string) {
  const [row] = await database.db
    .select({
      document_uuid: documents.document_uuid,
      storage_key: documents.storage_key,
      file_name: documents.file_name,
      mime_type: documents.mime_type,
    })
    .from(documents)
    .where(and(eq(documents.document_uuid, documentUuid), eq(documents.company_uuid, companyUuid)));
  return row ?? null;
}
