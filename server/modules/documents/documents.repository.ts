/**
 * The document library's SQL. Every statement names the company; reads run on the database, or on
 * a mutation's transaction through the same text (`Query`), so a write answers what a read shows.
 */
import type {
  DocumentDetail,
  DocumentItem,
  DocumentRelation,
  FolderItem,
  RelationCandidate,
  RelationType,
} from '../../../contract/api/documents';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { bookmarkedSql } from '../bookmarks/bookmarks.repository';
import { txQuery } from '../../db/tx-query';
import { isoOf } from '../../lib/sync-loader';
import {
  ownRow,
  ownRowSql,
  relatableComplianceSql,
  relatableRegulationSql,
} from './documents.policy';

export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
export const onDatabase =
  (database: Database): Query =>
  (text, params) =>
    database.query(text, params);
export const onTx =
  (tx: Tx): Query =>
  (text, params) =>
    txQuery(tx, text, params);

type Lang = 'en' | 'id';
const page = <T>(data: T[], p: number, limit: number, total: number) => ({
  data,
  page: p,
  limit,
  total,
  total_page: Math.max(1, Math.ceil(total / limit)),
});

/** The list item's columns; $1 holds the company, $2 the caller (the bookmark flag). */
const ITEM_COLUMNS = `d.document_uuid, d.file_name, d.extension, d.mime_type, d.size_bytes::float8 AS size_bytes, d.sha256,
  d.folder_uuid, f.name AS folder_name, d.uploaded_by, u.name AS uploader_name,
  (SELECT count(*)::int FROM document_relations r WHERE r.document_uuid = d.document_uuid AND r.company_uuid = d.company_uuid) AS relations_count,
  ${bookmarkedSql('document', 'd.document_uuid', '$2', '$1')} AS is_bookmarked,
  ${isoOf('d.created_at')} AS created_at, ${isoOf('d.updated_at')} AS updated_at`;
const ITEM_FROM = `documents d
  LEFT JOIN folders f ON f.folder_uuid = d.folder_uuid AND f.company_uuid = d.company_uuid
  LEFT JOIN users u ON u.user_uuid = d.uploaded_by`;

const SORTS = {
  created_at: 'd.created_at',
  name: 'lower(d.file_name)',
  size: 'd.size_bytes',
} as const;

export interface ListInput {
  page: number;
  limit: number;
  folder_uuid?: string;
  search?: string;
  sort: keyof typeof SORTS;
  order: 'asc' | 'desc';
  is_bookmark?: '0' | '1';
}

export async function listDocuments(database: Database, user: AuthUser, q: ListInput) {
  const params: unknown[] = [user.company_uuid, user.user_uuid];
  const where = [ownRowSql('d', '$1')];
  if (q.folder_uuid) where.push(`d.folder_uuid = $${params.push(q.folder_uuid)}`);
  if (q.search)
    where.push(
      `d.file_name ILIKE $${params.push(`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`,
    );
  if (q.is_bookmark === '1') where.push(bookmarkedSql('document', 'd.document_uuid', '$2', '$1'));
  // The bookmark condition names $2 only when asked for; a statement must read every parameter.
  const cond = `${where.join(' AND ')} AND $2::uuid IS NOT NULL`;
  const [{ total }] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM documents d WHERE ${cond}`,
    params,
  );
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  const rows = await database.query<DocumentItem>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${cond}
      ORDER BY ${SORTS[q.sort]} ${dir}, d.document_uuid ${dir} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    params,
  );
  return page(rows, q.page, q.limit, total);
}

export async function documentItem(
  query: Query,
  user: AuthUser,
  id: string,
): Promise<DocumentItem | undefined> {
  const [row] = await query<DocumentItem>(
    `SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${ownRowSql('d', '$1')} AND d.document_uuid = $3`,
    [user.company_uuid, user.user_uuid, id],
  );
  return row;
}

/** The stored row of a company's document (the write guards), or undefined. */
export async function findDocument(database: Database, companyUuid: string, id: string) {
  const [row] = await database.query<{
    document_uuid: string;
    file_name: string;
    extension: string;
    folder_uuid: string | null;
    storage_key: string;
  }>(
    `SELECT document_uuid, file_name, extension, folder_uuid, storage_key FROM documents d WHERE ${ownRowSql('d', '$1')} AND d.document_uuid = $2`,
    [companyUuid, id],
  );
  return row;
}

/** Which of `ids` are documents of the company. */
export async function ownDocumentIds(
  database: Database,
  companyUuid: string,
  ids: string[],
): Promise<string[]> {
  const rows = await database.query<{ id: string }>(
    `SELECT d.document_uuid AS id FROM documents d WHERE ${ownRowSql('d', '$1')} AND d.document_uuid = ANY($2::uuid[])`,
    [companyUuid, ids],
  );
  return rows.map((r) => r.id);
}

/** The relations of one document, with their targets' titles; `lang` picks the title's language. */
export async function documentRelations(
  query: Query,
  companyUuid: string,
  documentUuid: string,
  lang: Lang,
): Promise<DocumentRelation[]> {
  return query<DocumentRelation>(
    `SELECT r.relation_uuid,
            CASE WHEN r.checklist_uuid IS NOT NULL THEN 'checklist' WHEN r.compliance_uuid IS NOT NULL THEN 'compliance' ELSE 'regulation' END AS type,
            coalesce(r.checklist_uuid, r.compliance_uuid, r.regulation_guid) AS target_uuid,
            coalesce(k.title, o.comp_title_${lang}, g.title_${lang}, '') AS title,
            coalesce(k.compliance_uuid, r.compliance_uuid) AS compliance_uuid,
            ${isoOf('r.created_at')} AS created_at
       FROM document_relations r
       LEFT JOIN checklists k ON k.checklist_uuid = r.checklist_uuid AND k.company_uuid = r.company_uuid
       LEFT JOIN compliances c ON c.compliance_uuid = r.compliance_uuid AND c.company_uuid = r.company_uuid AND r.checklist_uuid IS NULL
       LEFT JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
       LEFT JOIN regulations g ON g.regulation_guid = r.regulation_guid AND r.compliance_uuid IS NULL AND r.checklist_uuid IS NULL
      WHERE ${ownRowSql('r', '$1')} AND r.document_uuid = $2
      ORDER BY r.created_at, r.relation_uuid`,
    [companyUuid, documentUuid],
  );
}

export async function documentDetail(
  database: Database,
  user: AuthUser,
  id: string,
  lang: Lang,
): Promise<DocumentDetail | undefined> {
  const query = onDatabase(database);
  const item = await documentItem(query, user, id);
  if (!item) return undefined;
  const [folder] = item.folder_uuid
    ? await query<DocumentDetail['folder'] & object>(
        `SELECT folder_uuid, name, topic_uuid, compliance_uuid FROM folders f WHERE ${ownRowSql('f', '$1')} AND f.folder_uuid = $2`,
        [user.company_uuid, item.folder_uuid],
      )
    : [];
  return {
    ...item,
    folder: folder ?? null,
    relations: await documentRelations(query, user.company_uuid, id, lang),
  };
}

export async function findRelation(database: Database, companyUuid: string, relationUuid: string) {
  const [row] = await database.query<{
    relation_uuid: string;
    document_uuid: string;
    compliance_uuid: string | null;
    checklist_uuid: string | null;
    regulation_guid: string | null;
  }>(
    `SELECT relation_uuid, document_uuid, compliance_uuid, checklist_uuid, regulation_guid FROM document_relations r
      WHERE ${ownRowSql('r', '$1')} AND r.relation_uuid = $2`,
    [companyUuid, relationUuid],
  );
  return row;
}

/** Whether the folder is the company's. */
export async function isOwnFolder(database: Database, companyUuid: string, folderUuid: string) {
  const rows = await database.query(
    `SELECT 1 FROM folders f WHERE ${ownRowSql('f', '$1')} AND f.folder_uuid = $2`,
    [companyUuid, folderUuid],
  );
  return rows.length > 0;
}

/** Of the named targets, those a document of the company may be related to; checklist items with their compliance. */
export async function relatableTargets(
  database: Database,
  companyUuid: string,
  t: { compliances: string[]; checklists: string[]; regulations: string[] },
) {
  const compliances = await database.query<{ id: string }>(
    `SELECT c.compliance_uuid AS id FROM compliances c WHERE c.compliance_uuid = ANY($2::uuid[]) AND ${relatableComplianceSql('c', '$1')}`,
    [companyUuid, t.compliances],
  );
  const checklists = await database.query<{ id: string; compliance_uuid: string }>(
    `SELECT k.checklist_uuid AS id, k.compliance_uuid FROM checklists k JOIN compliances c ON c.compliance_uuid = k.compliance_uuid
      WHERE k.checklist_uuid = ANY($2::uuid[]) AND k.company_uuid = $1 AND ${relatableComplianceSql('c', '$1')}`,
    [companyUuid, t.checklists],
  );
  const regulations = await database.query<{ id: string }>(
    `SELECT g.regulation_guid AS id FROM regulations g WHERE g.regulation_guid = ANY($2::uuid[]) AND ${relatableRegulationSql('g', '$1')}`,
    [companyUuid, t.regulations],
  );
  return {
    compliances: compliances.map((r) => r.id),
    checklists,
    regulations: regulations.map((r) => r.id),
  };
}

/** GET /documents/search-relation: candidates of one type, each saying whether the document is related to it. */
export async function searchRelation(
  database: Database,
  companyUuid: string,
  q: {
    type: RelationType;
    search?: string;
    document_uuid?: string;
    compliance_uuid?: string;
    page: number;
    limit: number;
  },
  lang: Lang,
) {
  const params: unknown[] = [companyUuid, q.document_uuid ?? null];
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const related = (column: string) =>
    `(SELECT r.relation_uuid FROM document_relations r WHERE r.company_uuid = $1 AND r.document_uuid = $2::uuid AND ${column}
      ORDER BY r.created_at LIMIT 1)`;
  let from: string;
  let cols: string;
  let order: string;
  const where: string[] = [];
  if (q.type === 'compliance') {
    from = `compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid`;
    where.push(relatableComplianceSql('c', '$1'));
    if (like) where.push(`o.comp_title_${lang} ILIKE $${params.push(like)}`);
    if (q.compliance_uuid) where.push(`c.compliance_uuid = $${params.push(q.compliance_uuid)}`);
    cols = `'compliance' AS type, c.compliance_uuid AS target_uuid, o.comp_title_${lang} AS title, c.compliance_uuid,
            ${related('r.compliance_uuid = c.compliance_uuid AND r.checklist_uuid IS NULL')} AS relation_uuid`;
    order = `o.comp_title_${lang}, c.compliance_uuid`;
  } else if (q.type === 'checklist') {
    from = `checklists k JOIN compliances c ON c.compliance_uuid = k.compliance_uuid`;
    where.push(`k.company_uuid = $1`, relatableComplianceSql('c', '$1'));
    if (like) where.push(`k.title ILIKE $${params.push(like)}`);
    if (q.compliance_uuid) where.push(`k.compliance_uuid = $${params.push(q.compliance_uuid)}`);
    cols = `'checklist' AS type, k.checklist_uuid AS target_uuid, k.title, k.compliance_uuid,
            ${related('r.checklist_uuid = k.checklist_uuid')} AS relation_uuid`;
    order = `k.compliance_uuid, k.sort, k.checklist_uuid`;
  } else {
    from = `regulations g`;
    where.push(relatableRegulationSql('g', '$1'));
    if (like)
      where.push(
        `(g.title_${lang} ILIKE $${params.push(like)} OR g.number ILIKE $${params.length})`,
      );
    cols = `'regulation' AS type, g.regulation_guid AS target_uuid, g.title_${lang} AS title, NULL::uuid AS compliance_uuid,
            ${related('r.regulation_guid = g.regulation_guid AND r.compliance_uuid IS NULL AND r.checklist_uuid IS NULL')} AS relation_uuid`;
    order = `g.year DESC, g.regulation_guid`;
  }
  // $2 (the document) is read by every candidate's relation lookup, so the count names it too.
  const cond = `${where.join(' AND ')} AND ($2::uuid IS NULL OR $2::uuid IS NOT NULL)`;
  const [{ total }] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${cond}`,
    params,
  );
  const rows = await database.query<Omit<RelationCandidate, 'is_related'>>(
    `SELECT ${cols} FROM ${from} WHERE ${cond} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    params,
  );
  return page(
    rows.map((r) => ({ ...r, is_related: r.relation_uuid !== null })),
    q.page,
    q.limit,
    total,
  );
}

// --- folders ---

const FOLDER_COLUMNS = `f.folder_uuid, f.name, f.topic_uuid, f.compliance_uuid, f.parent_uuid,
  (SELECT count(*)::int FROM documents d WHERE d.folder_uuid = f.folder_uuid AND d.company_uuid = f.company_uuid) AS document_count,
  ${isoOf('f.created_at')} AS created_at, ${isoOf('f.updated_at')} AS updated_at`;

export interface FolderFilter {
  page: number;
  limit: number;
  filter_topic_uuid?: string;
  /** One compliance's folders (the caller checked it is the company's). */
  compliance_uuid?: string;
}

/** The company's folders, narrowed to one topic and/or one compliance. */
const folderWhere = (companyUuid: string, q: FolderFilter): SQL =>
  sql.join(
    [
      ownRow('f', companyUuid),
      ...(q.filter_topic_uuid ? [sql`f.topic_uuid = ${q.filter_topic_uuid}`] : []),
      ...(q.compliance_uuid ? [sql`f.compliance_uuid = ${q.compliance_uuid}`] : []),
    ],
    sql` AND `,
  );

/** One page of folders in `order`, the total in one count. */
async function folderRows(database: Database, companyUuid: string, q: FolderFilter, order: SQL) {
  const where = folderWhere(companyUuid, q);
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM folders f WHERE ${where}`,
  );
  const rows = await database.rows<FolderItem>(
    sql`SELECT ${sql.raw(FOLDER_COLUMNS)} FROM folders f WHERE ${where} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  return page(rows, q.page, q.limit, total);
}

/** POST /folders/list: by creation date. */
export function folderPage(
  database: Database,
  companyUuid: string,
  q: FolderFilter & { date: 'asc' | 'desc' },
) {
  return folderRows(
    database,
    companyUuid,
    q,
    q.date === 'asc'
      ? sql`f.created_at ASC, f.folder_uuid ASC`
      : sql`f.created_at DESC, f.folder_uuid DESC`,
  );
}

/** GET /folders/list: by name. */
export function foldersOf(database: Database, companyUuid: string, q: FolderFilter) {
  return folderRows(database, companyUuid, q, sql`lower(f.name), f.folder_uuid`);
}

export async function isOwnCompliance(
  database: Database,
  companyUuid: string,
  complianceUuid: string,
) {
  const rows = await database.query(
    `SELECT 1 FROM compliances c WHERE ${relatableComplianceSql('c', '$1')} AND c.compliance_uuid = $2`,
    [companyUuid, complianceUuid],
  );
  return rows.length > 0;
}
