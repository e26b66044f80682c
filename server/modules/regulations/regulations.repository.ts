/**
 * Regulation reads. Every function takes the caller's company: a regulation is visible when it is
 * master content (company_uuid null) or that company's own, and not deleted. Linked rows
 * (hierarchy neighbours, documents, obligations) are held to the same rule.
 */
import type { ObligationSummary } from '../../../contract/api/library';
import type {
  RegulationDetail,
  RegulationListItem,
  RegulationListQuery,
} from '../../../contract/api/regulations';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookmarked } from '../bookmarks';
import { likePattern } from '../../lib/page';
import { visibleObligations } from '../library';
import type { Caller } from '../../lib/caller';
import { visibleRegulations } from '../library';

/** `r.<name>_<lang>`: the column of the answer's language. */
const inLang = (name: string, lang: 'en' | 'id') => sql`r.${sql.identifier(`${name}_${lang}`)}`;

const summaryColumns = (lang: 'en' | 'id') =>
  sql`r.regulation_guid, ${inLang('title', lang)} AS title, r.title_en, r.title_id, r.number, r.year, r.type,
   coalesce(${inLang('issuer', lang)}, r.issuer_en, r.issuer_id) AS issuer, r.issuer_en, r.issuer_id,
   r.legal_status, r.enacted_at::text AS enacted_at, r.effective_at::text AS effective_at`;

/** The caller's bookmark flag on the regulation of alias `r`. */
const isBookmarked = (caller: Caller) =>
  bookmarked(
    { user_uuid: caller.userUuid, company_uuid: caller.companyUuid },
    'regulation',
    sql`r.regulation_guid`,
  );

export type RegulationSummaryRow = Omit<RegulationListItem, 'is_bookmarked'>;

export async function listRegulations(
  database: Database,
  caller: Caller,
  q: RegulationListQuery,
  lang: 'en' | 'id',
) {
  const where: SQL[] = [visibleRegulations(caller.companyUuid, 'r')];
  if (q.legal_status) where.push(sql`r.legal_status = ${q.legal_status}`);
  if (q.search) {
    const p = likePattern(q.search);
    where.push(sql`(r.title_en ILIKE ${p} OR r.title_id ILIKE ${p} OR r.number ILIKE ${p})`);
  }
  if (q.is_bookmark === '1') where.push(isBookmarked(caller));
  const clause = sql.join(where, sql` AND `);
  // Both prepared, page bounds as parameters (one text for every page). Unfiltered, the total is
  // counted from regulations_list_idx alone and the page reads its first rows in that index's
  // order (migration 0003); a window count would read and sort every row for the total.
  const [[{ total }], rows] = await Promise.all([
    database.rows<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM regulations r WHERE ${clause}`,
      { prepare: true },
    ),
    database.rows<RegulationSummaryRow & { is_bookmarked: boolean }>(
      sql`SELECT ${summaryColumns(lang)}, ${isBookmarked(caller)} AS is_bookmarked
         FROM regulations r WHERE ${clause}
        ORDER BY r.year DESC, r.number, r.regulation_guid
        LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
      { prepare: true },
    ),
  ]);
  return { rows, total };
}

/** The stored columns of RegulationDetail; the driver gives times as strings or dates. */
export interface RegulationRow
  extends
    RegulationSummaryRow,
    Pick<
      RegulationDetail,
      | 'abstract_en'
      | 'abstract_id'
      | 'full_text_en'
      | 'full_text_id'
      | 'company_uuid'
      | 'is_bookmarked'
    > {
  created_at: Date | string | null;
  updated_at: Date | string | null;
}

/** One regulation with every field, or null when the caller's company may not read it. */
export async function findRegulation(
  database: Database,
  caller: Caller,
  guid: string,
  lang: 'en' | 'id',
) {
  const [row] = await database.rows<RegulationRow>(
    sql`SELECT ${summaryColumns(lang)}, r.abstract_en, r.abstract_id, r.full_text_en, r.full_text_id,
            r.company_uuid, r.created_at, r.updated_at,
            ${isBookmarked(caller)} AS is_bookmarked
       FROM regulations r WHERE r.regulation_guid = ${guid} AND ${visibleRegulations(caller.companyUuid, 'r')}`,
  );
  return row ?? null;
}

/** Whether the caller may see (and so bookmark) a regulation. */
export async function isReadableRegulation(
  database: Database,
  caller: Caller,
  guid: string,
): Promise<boolean> {
  const rows = await database.rows(
    sql`SELECT 1 FROM regulations r WHERE r.regulation_guid = ${guid} AND ${visibleRegulations(caller.companyUuid, 'r')}`,
  );
  return rows.length > 0;
}

export async function regulationDocuments(database: Database, guid: string) {
  return database.rows<{ doc_guid: string; alias_name: string; extension: string }>(
    sql`SELECT doc_guid, alias_name, extension FROM regulation_documents WHERE regulation_guid = ${guid} ORDER BY created_at, doc_guid`,
  );
}

/** The obligations resting on a regulation that the caller may list. */
export async function linkedObligations(
  database: Database,
  caller: Caller,
  guid: string,
  lang: 'en' | 'id',
) {
  return database.rows<ObligationSummary>(
    sql`SELECT o.obligation_uuid, o.${sql.identifier(`comp_title_${lang}`)} AS comp_title, o.type, o.priority, o.sanction,
            o.obligation_status, o.version_code, o.is_active
       FROM obligation_regulations x JOIN obligations o ON o.obligation_uuid = x.obligation_uuid
      WHERE x.regulation_guid = ${guid} AND ${visibleObligations(caller, 'o')}
      ORDER BY o.comp_title_en, o.obligation_uuid`,
  );
}

/** Metadata of a regulation document whose regulation the company may read. */
export async function findDocument(database: Database, companyUuid: string, docGuid: string) {
  const [row] = await database.rows<{
    doc_guid: string;
    regulation_guid: string;
    alias_name: string;
    file_name: string;
    extension: string;
    size_bytes: number;
    created_at: Date | string | null;
    storage_key: string;
    mime_type: string;
  }>(
    sql`SELECT d.doc_guid, d.regulation_guid, d.alias_name, d.file_name, d.extension, d.size_bytes, d.created_at, d.storage_key, d.mime_type
       FROM regulation_documents d JOIN regulations r ON r.regulation_guid = d.regulation_guid
      WHERE d.doc_guid = ${docGuid} AND ${visibleRegulations(companyUuid, 'r')}`,
  );
  return row ?? null;
}

/** GET /regulations/search: a page of the visible regulations whose title or number holds `q`. */
export async function searchRegulations(
  database: Database,
  caller: Caller,
  q: { q?: string; exclude?: string; page: number; limit: number },
  lang: 'en' | 'id',
) {
  const where: SQL[] = [visibleRegulations(caller.companyUuid, 'r')];
  if (q.q) {
    const p = likePattern(q.q);
    where.push(
      sql`(r.title_en ILIKE ${p} OR r.title_id ILIKE ${p} OR r.number ILIKE ${p} OR r.year::text = trim(${p}::text, '%'))`,
    );
  }
  if (q.exclude) where.push(sql`r.regulation_guid <> ${q.exclude}`);
  const clause = sql.join(where, sql` AND `);
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM regulations r WHERE ${clause}`,
  );
  const rows = await database.rows<{
    regulation_guid: string;
    title: string;
    number: string;
    year: number;
    type: string;
    legal_status: string;
  }>(
    sql`SELECT r.regulation_guid, ${inLang('title', lang)} AS title, r.number, r.year, r.type, r.legal_status
       FROM regulations r WHERE ${clause}
      ORDER BY r.year DESC, r.number, r.regulation_guid
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  return { rows, total };
}
