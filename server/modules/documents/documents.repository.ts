/**
 * The document library's SQL. Every statement names the company; reads run on the database, or on
 * a mutation's transaction through the same template (`Query`), so a write answers what a read shows.
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
import { type Database } from '../../db/client';
import type { documentRelations as relationsTable, documents } from '../../db/schema/documents';
import type { AuthUser } from '../../lib/auth-user';
import { bookmarked } from '../bookmarks';
import { iso } from '../../lib/sync-loader';
import { ownRow, relatableCompliance, relatableRegulation } from './documents.policy';

/** Runs a bound `sql` template on the database or on a mutation's transaction. */
export type Query = <T = Record<string, unknown>>(query: SQL) => Promise<T[]>;
export const onDatabase =
  (database: Database): Query =>
  (query) =>
    database.rows(query);

type Lang = 'en' | 'id';
const page = <T>(data: T[], p: number, limit: number, total: number) => ({
  data,
  page: p,
  limit,
  total,
  total_page: Math.max(1, Math.ceil(total / limit)),
});
/** A column of `alias` in the language asked for (`comp_title_en`, `title_id`, ...). */
const inLang = (alias: string, column: string, lang: Lang) =>
  sql`${sql.identifier(alias)}.${sql.identifier(`${column}_${lang}`)}`;
/** An ILIKE pattern matching `search` anywhere, its wildcards taken literally. */
const containing = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The list item's columns, with the caller's bookmark flag. */
const itemColumns = (user: AuthUser) =>
  sql`d.document_uuid, d.file_name, d.extension, d.mime_type, d.size_bytes::float8 AS size_bytes, d.sha256,
  d.folder_uuid, f.name AS folder_name, d.uploaded_by, u.name AS uploader_name,
  (SELECT count(*)::int FROM document_relations r WHERE r.document_uuid = d.document_uuid AND r.company_uuid = d.company_uuid) AS relations_count,
  ${bookmarked(user, 'document', sql`d.document_uuid`)} AS is_bookmarked,
  ${iso('d.created_at')} AS created_at, ${iso('d.updated_at')} AS updated_at`;
const ITEM_FROM = sql`documents d
  LEFT JOIN folders f ON f.folder_uuid = d.folder_uuid AND f.company_uuid = d.company_uuid
  LEFT JOIN users u ON u.user_uuid = d.uploaded_by`;

const SORTS = {
  created_at: sql`d.created_at`,
  name: sql`lower(d.file_name)`,
  size: sql`d.size_bytes`,
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
  const where = [ownRow('d', user.company_uuid)];
  if (q.folder_uuid) where.push(sql`d.folder_uuid = ${q.folder_uuid}`);
  if (q.search) where.push(sql`d.file_name ILIKE ${containing(q.search)}`);
  if (q.is_bookmark === '1') where.push(bookmarked(user, 'document', sql`d.document_uuid`));
  const cond = sql.join(where, sql` AND `);
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM documents d WHERE ${cond}`,
  );
  const dir = q.order === 'asc' ? sql`ASC` : sql`DESC`;
  const rows = await database.rows<DocumentItem>(
    sql`SELECT ${itemColumns(user)} FROM ${ITEM_FROM} WHERE ${cond}
      ORDER BY ${SORTS[q.sort]} ${dir}, d.document_uuid ${dir} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  return page(rows, q.page, q.limit, total);
}

export async function documentItem(
  query: Query,
  user: AuthUser,
  id: string,
): Promise<DocumentItem | undefined> {
  const [row] = await query<DocumentItem>(
    sql`SELECT ${itemColumns(user)} FROM ${ITEM_FROM} WHERE ${ownRow('d', user.company_uuid)} AND d.document_uuid = ${id}`,
  );
  return row;
}

/** The stored row of a company's document (the write guards), or undefined. */
export async function findDocument(database: Database, companyUuid: string, id: string) {
  const [row] = await database.rows<
    Pick<
      typeof documents.$inferSelect,
      'document_uuid' | 'file_name' | 'extension' | 'folder_uuid' | 'storage_key'
    >
  >(
    sql`SELECT document_uuid, file_name, extension, folder_uuid, storage_key FROM documents d WHERE ${ownRow('d', companyUuid)} AND d.document_uuid = ${id}`,
  );
  return row;
}

/** Which of `ids` are documents of the company. */
export async function ownDocumentIds(
  database: Database,
  companyUuid: string,
  ids: string[],
): Promise<string[]> {
  const rows = await database.rows<{ id: string }>(
    sql`SELECT d.document_uuid AS id FROM documents d WHERE ${ownRow('d', companyUuid)} AND d.document_uuid = ANY(${sql.param(ids)}::uuid[])`,
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
    sql`SELECT r.relation_uuid,
            CASE WHEN r.checklist_uuid IS NOT NULL THEN 'checklist' WHEN r.compliance_uuid IS NOT NULL THEN 'compliance' ELSE 'regulation' END AS type,
            coalesce(r.checklist_uuid, r.compliance_uuid, r.regulation_guid) AS target_uuid,
            coalesce(k.title, ${inLang('o', 'comp_title', lang)}, ${inLang('g', 'title', lang)}, '') AS title,
            coalesce(k.compliance_uuid, r.compliance_uuid) AS compliance_uuid,
            ${iso('r.created_at')} AS created_at
       FROM document_relations r
       LEFT JOIN checklists k ON k.checklist_uuid = r.checklist_uuid AND k.company_uuid = r.company_uuid
       LEFT JOIN compliances c ON c.compliance_uuid = r.compliance_uuid AND c.company_uuid = r.company_uuid AND r.checklist_uuid IS NULL
       LEFT JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
       LEFT JOIN regulations g ON g.regulation_guid = r.regulation_guid AND r.compliance_uuid IS NULL AND r.checklist_uuid IS NULL
      WHERE ${ownRow('r', companyUuid)} AND r.document_uuid = ${documentUuid}
      ORDER BY r.created_at, r.relation_uuid`,
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
        sql`SELECT folder_uuid, name, topic_uuid, compliance_uuid FROM folders f WHERE ${ownRow('f', user.company_uuid)} AND f.folder_uuid = ${item.folder_uuid}`,
      )
    : [];
  return {
    ...item,
    folder: folder ?? null,
    relations: await documentRelations(query, user.company_uuid, id, lang),
  };
}

export async function findRelation(database: Database, companyUuid: string, relationUuid: string) {
  const [row] = await database.rows<
    Pick<
      typeof relationsTable.$inferSelect,
      'relation_uuid' | 'document_uuid' | 'compliance_uuid' | 'checklist_uuid' | 'regulation_guid'
    >
  >(
    sql`SELECT relation_uuid, document_uuid, compliance_uuid, checklist_uuid, regulation_guid FROM document_relations r
      WHERE ${ownRow('r', companyUuid)} AND r.relation_uuid = ${relationUuid}`,
  );
  return row;
}

/** Whether the folder is the company's. */
export async function isOwnFolder(database: Database, companyUuid: string, folderUuid: string) {
  const rows = await database.rows(
    sql`SELECT 1 FROM folders f WHERE ${ownRow('f', companyUuid)} AND f.folder_uuid = ${folderUuid}`,
  );
  return rows.length > 0;
}

/** Of the named targets, those a document of the company may be related to; checklist items with their compliance. */
export async function relatableTargets(
  database: Database,
  companyUuid: string,
  t: { compliances: string[]; checklists: string[]; regulations: string[] },
) {
  const compliances = await database.rows<{ id: string }>(
    sql`SELECT c.compliance_uuid AS id FROM compliances c WHERE c.compliance_uuid = ANY(${sql.param(t.compliances)}::uuid[]) AND ${relatableCompliance('c', companyUuid)}`,
  );
  const checklists = await database.rows<{ id: string; compliance_uuid: string }>(
    sql`SELECT k.checklist_uuid AS id, k.compliance_uuid FROM checklists k JOIN compliances c ON c.compliance_uuid = k.compliance_uuid
      WHERE k.checklist_uuid = ANY(${sql.param(t.checklists)}::uuid[]) AND k.company_uuid = ${companyUuid} AND ${relatableCompliance('c', companyUuid)}`,
  );
  const regulations = await database.rows<{ id: string }>(
    sql`SELECT g.regulation_guid AS id FROM regulations g WHERE g.regulation_guid = ANY(${sql.param(t.regulations)}::uuid[]) AND ${relatableRegulation('g', companyUuid)}`,
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
  const like = q.search ? containing(q.search) : null;
  const related = (column: SQL) =>
    sql`(SELECT r.relation_uuid FROM document_relations r WHERE r.company_uuid = ${companyUuid} AND r.document_uuid = ${q.document_uuid ?? null}::uuid AND ${column}
      ORDER BY r.created_at LIMIT 1)`;
  let from: SQL;
  let cols: SQL;
  let order: SQL;
  const where: SQL[] = [];
  if (q.type === 'compliance') {
    const title = inLang('o', 'comp_title', lang);
    from = sql`compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid`;
    where.push(relatableCompliance('c', companyUuid));
    if (like) where.push(sql`${title} ILIKE ${like}`);
    if (q.compliance_uuid) where.push(sql`c.compliance_uuid = ${q.compliance_uuid}`);
    cols = sql`'compliance' AS type, c.compliance_uuid AS target_uuid, ${title} AS title, c.compliance_uuid,
            ${related(sql`r.compliance_uuid = c.compliance_uuid AND r.checklist_uuid IS NULL`)} AS relation_uuid`;
    order = sql`${title}, c.compliance_uuid`;
  } else if (q.type === 'checklist') {
    from = sql`checklists k JOIN compliances c ON c.compliance_uuid = k.compliance_uuid`;
    where.push(sql`k.company_uuid = ${companyUuid}`, relatableCompliance('c', companyUuid));
    if (like) where.push(sql`k.title ILIKE ${like}`);
    if (q.compliance_uuid) where.push(sql`k.compliance_uuid = ${q.compliance_uuid}`);
    cols = sql`'checklist' AS type, k.checklist_uuid AS target_uuid, k.title, k.compliance_uuid,
            ${related(sql`r.checklist_uuid = k.checklist_uuid`)} AS relation_uuid`;
    order = sql`k.compliance_uuid, k.sort, k.checklist_uuid`;
  } else {
    const title = inLang('g', 'title', lang);
    from = sql`regulations g`;
    where.push(relatableRegulation('g', companyUuid));
    if (like) where.push(sql`(${title} ILIKE ${like} OR g.number ILIKE ${like})`);
    cols = sql`'regulation' AS type, g.regulation_guid AS target_uuid, ${title} AS title, NULL::uuid AS compliance_uuid,
            ${related(sql`r.regulation_guid = g.regulation_guid AND r.compliance_uuid IS NULL AND r.checklist_uuid IS NULL`)} AS relation_uuid`;
    order = sql`g.year DESC, g.regulation_guid`;
  }
  const cond = sql.join(where, sql` AND `);
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM ${from} WHERE ${cond}`,
  );
  const rows = await database.rows<Omit<RelationCandidate, 'is_related'>>(
    sql`SELECT ${cols} FROM ${from} WHERE ${cond} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  return page(
    rows.map((r) => ({ ...r, is_related: r.relation_uuid !== null })),
    q.page,
    q.limit,
    total,
  );
}

// --- folders ---

const FOLDER_COLUMNS = sql`f.folder_uuid, f.name, f.topic_uuid, f.compliance_uuid, f.parent_uuid,
  (SELECT count(*)::int FROM documents d WHERE d.folder_uuid = f.folder_uuid AND d.company_uuid = f.company_uuid) AS document_count,
  ${iso('f.created_at')} AS created_at, ${iso('f.updated_at')} AS updated_at`;

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
    sql`SELECT ${FOLDER_COLUMNS} FROM folders f WHERE ${where} ORDER BY ${order} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
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
  const rows = await database.rows(
    sql`SELECT 1 FROM compliances c WHERE ${relatableCompliance('c', companyUuid)} AND c.compliance_uuid = ${complianceUuid}`,
  );
  return rows.length > 0;
}
