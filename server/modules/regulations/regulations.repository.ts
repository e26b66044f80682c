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
import type { Database } from '../../db/client';
import { bookmarkedSql } from '../bookmarks/bookmarks.repository';
import { likePattern } from '../../lib/page';
import { visibleObligationSql } from '../obligations/obligations.policy';
import type { Caller } from '../../lib/caller';
import { visibleRegulationSql } from './regulations.policy';

const summaryColumns = (lang: 'en' | 'id') =>
  `r.regulation_guid, r.title_${lang} AS title, r.title_en, r.title_id, r.number, r.year, r.type,
   coalesce(r.issuer_${lang}, r.issuer_en, r.issuer_id) AS issuer, r.issuer_en, r.issuer_id,
   r.legal_status, r.enacted_at::text AS enacted_at, r.effective_at::text AS effective_at`;

export type RegulationSummaryRow = Omit<RegulationListItem, 'is_bookmarked'>;

export async function listRegulations(
  database: Database,
  caller: Caller,
  q: RegulationListQuery,
  lang: 'en' | 'id',
) {
  const params: unknown[] = [caller.companyUuid];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = [visibleRegulationSql('r', '$1')];
  if (q.legal_status) where.push(`r.legal_status = ${add(q.legal_status)}`);
  if (q.search) {
    const p = add(likePattern(q.search));
    where.push(`(r.title_en ILIKE ${p} OR r.title_id ILIKE ${p} OR r.number ILIKE ${p})`);
  }
  if (q.is_bookmark === '1')
    where.push(bookmarkedSql('regulation', 'r.regulation_guid', add(caller.userUuid), '$1'));
  // Both prepared, page bounds as parameters (one text for every page). Unfiltered, the total is
  // counted from regulations_list_idx alone and the page reads its first rows in that index's
  // order (migration 0003); a window count would read and sort every row for the total.
  const pageParams = [...params, caller.userUuid];
  const bookmarked = bookmarkedSql(
    'regulation',
    'r.regulation_guid',
    `$${pageParams.length}`,
    '$1',
  );
  const limit = `$${pageParams.push(q.limit)}`;
  const offset = `$${pageParams.push((q.page - 1) * q.limit)}`;
  const [[{ total }], rows] = await Promise.all([
    database.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM regulations r WHERE ${where.join(' AND ')}`,
      params,
      { prepare: true },
    ),
    database.query<RegulationSummaryRow & { is_bookmarked: boolean }>(
      `SELECT ${summaryColumns(lang)}, ${bookmarked} AS is_bookmarked
         FROM regulations r WHERE ${where.join(' AND ')}
        ORDER BY r.year DESC, r.number, r.regulation_guid
        LIMIT ${limit} OFFSET ${offset}`,
      pageParams,
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
  const [row] = await database.query<RegulationRow>(
    `SELECT ${summaryColumns(lang)}, r.abstract_en, r.abstract_id, r.full_text_en, r.full_text_id,
            r.company_uuid, r.created_at, r.updated_at,
            ${bookmarkedSql('regulation', 'r.regulation_guid', '$3', '$2')} AS is_bookmarked
       FROM regulations r WHERE r.regulation_guid = $1 AND ${visibleRegulationSql('r', '$2')}`,
    [guid, caller.companyUuid, caller.userUuid],
  );
  return row ?? null;
}

/** Whether the caller may see (and so bookmark) a regulation. */
export async function isReadableRegulation(
  database: Database,
  caller: Caller,
  guid: string,
): Promise<boolean> {
  const rows = await database.query(
    `SELECT 1 FROM regulations r WHERE r.regulation_guid = $1 AND ${visibleRegulationSql('r', '$2')}`,
    [guid, caller.companyUuid],
  );
  return rows.length > 0;
}

export async function regulationDocuments(database: Database, guid: string) {
  return database.query<{ doc_guid: string; alias_name: string; extension: string }>(
    `SELECT doc_guid, alias_name, extension FROM regulation_documents WHERE regulation_guid = $1 ORDER BY created_at, doc_guid`,
    [guid],
  );
}

/** The obligations resting on a regulation that the caller may list. */
export async function linkedObligations(
  database: Database,
  caller: Caller,
  guid: string,
  lang: 'en' | 'id',
) {
  return database.query<ObligationSummary>(
    `SELECT o.obligation_uuid, o.comp_title_${lang} AS comp_title, o.type, o.priority, o.sanction,
            o.obligation_status, o.version_code, o.is_active
       FROM obligation_regulations x JOIN obligations o ON o.obligation_uuid = x.obligation_uuid
      WHERE x.regulation_guid = $1 AND ${visibleObligationSql('o', '$2', caller.isProvider)}
      ORDER BY o.comp_title_en, o.obligation_uuid`,
    [guid, caller.companyUuid],
  );
}

/** Metadata of a regulation document whose regulation the company may read. */
export async function findDocument(database: Database, companyUuid: string, docGuid: string) {
  const [row] = await database.query<{
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
    `SELECT d.doc_guid, d.regulation_guid, d.alias_name, d.file_name, d.extension, d.size_bytes, d.created_at, d.storage_key, d.mime_type
       FROM regulation_documents d JOIN regulations r ON r.regulation_guid = d.regulation_guid
      WHERE d.doc_guid = $1 AND ${visibleRegulationSql('r', '$2')}`,
    [docGuid, companyUuid],
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
  const params: unknown[] = [caller.companyUuid];
  const where = [visibleRegulationSql('r', '$1')];
  if (q.q) {
    params.push(likePattern(q.q));
    where.push(
      `(r.title_en ILIKE $2 OR r.title_id ILIKE $2 OR r.number ILIKE $2 OR r.year::text = trim($2, '%'))`,
    );
  }
  if (q.exclude) where.push(`r.regulation_guid <> $${params.push(q.exclude)}`);
  const [{ total }] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM regulations r WHERE ${where.join(' AND ')}`,
    params,
  );
  const rows = await database.query<{
    regulation_guid: string;
    title: string;
    number: string;
    year: number;
    type: string;
    legal_status: string;
  }>(
    `SELECT r.regulation_guid, r.title_${lang} AS title, r.number, r.year, r.type, r.legal_status
       FROM regulations r WHERE ${where.join(' AND ')}
      ORDER BY r.year DESC, r.number, r.regulation_guid
      LIMIT $${params.push(q.limit)} OFFSET $${params.push((q.page - 1) * q.limit)}`,
    params,
  );
  return { rows, total };
}
