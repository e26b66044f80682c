/**
 * The document library's writes: rename and move, hard delete, relate and unrelate. Each runs in
 * its mutation's one transaction with its activity-log rows and the change-feed entries of the
 * synced `documents` collection; the routes have checked every id against the company first.
 */
import { txRowsOf } from '../../db/client';
import type { DocumentRelation } from '../../../contract/api/documents';
import { LIMITS } from '../../../contract/limits';
import { cleanFileName } from '../../storage/file-name';
import type { Storage } from '../../storage/storage';
import { answer } from '../../lib/answer';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { sql } from 'drizzle-orm';
import type { documents } from '../../db/schema/documents';
import { documentItem, documentRelations } from './documents.repository';

type Lang = 'en' | 'id';

/**
 * Locks the document's row for the rest of the transaction, so concurrent writes on one document
 * take turns (two maps of the same pair make one relation); a document deleted since the route's
 * check is not found, never a failed statement.
 */
async function lockDocument(m: MutationContext, user: AuthUser, id: string) {
  const rows = await m.rows(
    sql`SELECT 1 FROM documents WHERE company_uuid = ${user.company_uuid} AND document_uuid = ${id} FOR UPDATE`,
  );
  if (rows.length === 0) throw errors.notFound();
}
const feedDocument = (
  m: MutationContext,
  user: AuthUser,
  id: string,
  op: 'upsert' | 'delete' = 'upsert',
) => m.feed({ collection: 'documents', row_id: id, company_uuid: user.company_uuid, op });

/**
 * The name a rename stores, without control and bidi characters (storage/file-name.ts): the
 * document keeps its extension (added when the new name lacks it),
 * and the whole stays within 120 characters (the spec's rule and message).
 */
export function renamed(wish: string, extension: string): string {
  const name = cleanFileName(wish);
  if (!name) throw errors.field('file_name', 'required');
  const ext = extension.replace(/^\./, '');
  const full =
    ext && !name.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? `${name}.${ext}` : name;
  if (full.length > LIMITS.fileName) throw errors.field('file_name', 'document_name_too_long');
  return full;
}

export async function updateDocument(
  m: MutationContext,
  user: AuthUser,
  doc: { document_uuid: string; file_name: string; folder_uuid: string | null },
  change: { file_name?: string; folder_uuid?: string | null },
) {
  await lockDocument(m, user, doc.document_uuid);
  const name = change.file_name ?? doc.file_name;
  const folder = change.folder_uuid === undefined ? doc.folder_uuid : change.folder_uuid;
  await m.rows(
    sql`UPDATE documents SET file_name = ${name}, folder_uuid = ${folder}, updated_at = now() WHERE company_uuid = ${user.company_uuid} AND document_uuid = ${doc.document_uuid}`,
  );
  if (name !== doc.file_name) {
    await m.log({
      type: 'document',
      type_uuid: doc.document_uuid,
      action: 'rename',
      before: { file_name: doc.file_name },
      after: { file_name: name },
    });
  }
  if (folder !== doc.folder_uuid) {
    await m.log({
      type: 'document',
      type_uuid: doc.document_uuid,
      action: 'move',
      before: { folder_uuid: doc.folder_uuid },
      after: { folder_uuid: folder },
    });
  }
  await feedDocument(m, user, doc.document_uuid);
  const item = await documentItem(txRowsOf(m.tx), user, doc.document_uuid);
  return answer(item!, 'document_updated');
}

/**
 * Hard delete (the spec's only kind): the rows, their relations (cascade) and the bookmarks on
 * them go in one transaction, with a log row and a tombstone each. The stored files are removed
 * only after the commit: removing them inside the transaction would lose a file whose row a
 * rollback keeps. A file that cannot be removed then is logged and left (an orphan in storage is
 * harmless; a row without its file is not), never surfaced to the caller.
 */
export async function deleteDocuments(
  m: MutationContext,
  user: AuthUser,
  ids: string[],
  storage: Storage,
  onStorageError: (key: string, err: unknown) => void,
) {
  const rows = await m.rows<
    Pick<
      typeof documents.$inferSelect,
      'document_uuid' | 'file_name' | 'folder_uuid' | 'storage_key' | 'size_bytes'
    >
  >(sql`DELETE FROM documents WHERE company_uuid = ${user.company_uuid} AND document_uuid = ANY(${sql.param(ids)}::uuid[])
      RETURNING document_uuid, file_name, folder_uuid, storage_key, size_bytes::float8 AS size_bytes`);
  const marks = await m.rows<{
    bookmark_uuid: string;
    user_uuid: string;
  }>(sql`UPDATE bookmarks SET deleted_at = now()
      WHERE company_uuid = ${user.company_uuid} AND entity_type = 'document' AND entity_uuid = ANY(${sql.param(ids)}::uuid[]) AND deleted_at IS NULL
      RETURNING bookmark_uuid, user_uuid`);
  for (const row of rows) {
    const { storage_key: _key, ...before } = row;
    await m.log({ type: 'document', type_uuid: row.document_uuid, action: 'delete', before });
  }
  await m.feed(
    ...rows.map((r) => ({
      collection: 'documents' as const,
      row_id: r.document_uuid,
      company_uuid: user.company_uuid,
      op: 'delete' as const,
    })),
    ...marks.map((b) => ({
      collection: 'bookmarks' as const,
      row_id: b.bookmark_uuid,
      company_uuid: user.company_uuid,
      user_uuid: b.user_uuid,
      op: 'delete' as const,
    })),
  );
  m.afterCommit(async () => {
    for (const row of rows) {
      try {
        await storage.delete(row.storage_key);
      } catch (err) {
        onStorageError(row.storage_key, err);
      }
    }
  });
  return answer({ deleted: rows.map((r) => r.document_uuid) }, 'document_deleted');
}

export interface MapTargets {
  compliances: string[];
  checklists: { id: string; compliance_uuid: string }[];
  regulations: string[];
}

/**
 * Relates a document to the targets (all checked as the company's); a pair already related is
 * kept as it is. A checklist item's relation also names its compliance, so the compliance's
 * evidence lists it. Answers the document's relations after the write.
 */
export async function mapDocument(
  m: MutationContext,
  user: AuthUser,
  documentUuid: string,
  t: MapTargets,
  lang: Lang,
): Promise<DocumentRelation[]> {
  await lockDocument(m, user, documentUuid);
  const q = txRowsOf(m.tx);
  const existing = await documentRelations(q, user.company_uuid, documentUuid, lang);
  const has = (type: string, id: string) =>
    existing.some((r) => r.type === type && r.target_uuid === id);
  const rows: {
    compliance_uuid: string | null;
    checklist_uuid: string | null;
    regulation_guid: string | null;
  }[] = [
    ...t.compliances
      .filter((id) => !has('compliance', id))
      .map((id) => ({ compliance_uuid: id, checklist_uuid: null, regulation_guid: null })),
    ...t.checklists
      .filter((k) => !has('checklist', k.id))
      .map((k) => ({
        compliance_uuid: k.compliance_uuid,
        checklist_uuid: k.id,
        regulation_guid: null,
      })),
    ...t.regulations
      .filter((id) => !has('regulation', id))
      .map((id) => ({ compliance_uuid: null, checklist_uuid: null, regulation_guid: id })),
  ];
  for (const r of rows) {
    const [created] = await m.rows<{
      relation_uuid: string;
    }>(sql`INSERT INTO document_relations (company_uuid, document_uuid, compliance_uuid, checklist_uuid, regulation_guid)
       VALUES (${user.company_uuid}, ${documentUuid}, ${r.compliance_uuid}, ${r.checklist_uuid}, ${r.regulation_guid}) RETURNING relation_uuid`);
    await m.log({
      type: 'document',
      type_uuid: documentUuid,
      action: 'relate',
      after: { relation_uuid: created.relation_uuid, ...r },
    });
  }
  if (rows.length) {
    await m.rows(
      sql`UPDATE documents SET updated_at = now() WHERE company_uuid = ${user.company_uuid} AND document_uuid = ${documentUuid}`,
    );
    await feedDocument(m, user, documentUuid);
  }
  return documentRelations(q, user.company_uuid, documentUuid, lang);
}

export async function unmapDocument(
  m: MutationContext,
  user: AuthUser,
  relation: {
    relation_uuid: string;
    document_uuid: string;
    compliance_uuid: string | null;
    checklist_uuid: string | null;
    regulation_guid: string | null;
  },
) {
  await lockDocument(m, user, relation.document_uuid);
  const gone = await m.rows(
    sql`DELETE FROM document_relations WHERE company_uuid = ${user.company_uuid} AND relation_uuid = ${relation.relation_uuid} RETURNING relation_uuid`,
  );
  if (gone.length === 0) throw errors.notFound();
  await m.rows(
    sql`UPDATE documents SET updated_at = now() WHERE company_uuid = ${user.company_uuid} AND document_uuid = ${relation.document_uuid}`,
  );
  await m.log({
    type: 'document',
    type_uuid: relation.document_uuid,
    action: 'unrelate',
    before: relation,
  });
  await feedDocument(m, user, relation.document_uuid);
  return answer(null, 'document_unrelated');
}
