/**
 * Obligation reads. Every function takes the caller's company and filters by it (master content
 * or that company's own rows); which statuses a caller sees comes from obligations.policy.ts.
 */
import type {
  ObligationDetail,
  ObligationListItem,
  ObligationListQuery,
} from '../../../contract/api/obligations';
import type { Database } from '../../db/client';
import { bookmarkedSql } from '../bookmarks/bookmarks.repository';
import type { Caller } from '../../lib/caller';
import { likePattern } from '../../lib/page';
import { visibleRegulationSql } from '../regulations/regulations.policy';
import { tenantSql } from '../../lib/tenant';
import { visibleObligationSql } from './obligations.policy';

/**
 * One obligation row with its place in the library, or null when it is not within the tenant. The
 * status part of the policy is decided after (assertCanOpenObligation): a master draft answers
 * the specification's 403, not a 404.
 */
export async function findObligation(database: Database, caller: Caller, obligationUuid: string) {
  const [row] = await database.query<ObligationRow>(
    `SELECT o.*, t.title_en AS t_title_en, t.title_id AS t_title_id, t.parent_uuid AS t_parent_uuid,
            p.title_en AS p_title_en, p.title_id AS p_title_id,
            s.name_en AS s_name_en, s.name_id AS s_name_id,
            ${bookmarkedSql('obligation', 'o.obligation_uuid', '$3', '$2')} AS is_bookmarked
       FROM obligations o
       JOIN topics t ON t.topic_uuid = o.topic_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
       JOIN sectors s ON s.sector_uuid = o.sector_uuid
      WHERE o.obligation_uuid = $1 AND ${tenantSql('o', '$2')}`,
    [obligationUuid, caller.companyUuid, caller.userUuid],
  );
  return row ?? null;
}

/** The stored columns of ObligationDetail, plus the titles of its topic, parent topic and sector in both languages. */
export interface ObligationRow extends Pick<
  ObligationDetail,
  | 'obligation_uuid'
  | 'topic_uuid'
  | 'sector_uuid'
  | 'comp_title_en'
  | 'comp_title_id'
  | 'regulation_obligation_description_en'
  | 'regulation_obligation_description_id'
  | 'regulation_penalty_description_en'
  | 'regulation_penalty_description_id'
  | 'sanction'
  | 'priority'
  | 'type'
  | 'version_code'
  | 'obligation_status'
  | 'is_active'
  | 'master'
  | 'company_uuid'
  | 'has_notif'
  | 'is_bookmarked'
> {
  checklist_template: { title_en: string; title_id: string }[];
  published_at: Date | string | null;
  updated_at: Date | string | null;
  t_title_en: string;
  t_title_id: string;
  t_parent_uuid: string | null;
  p_title_en: string | null;
  p_title_id: string | null;
  s_name_en: string;
  s_name_id: string;
  /** Unpublished changes (authoring); shown to the provider's editors only. */
  draft?: Record<string, unknown> | null;
}

/** The regulations an obligation rests on, limited to those the caller's company may read. */
export async function relatedRegulations(
  database: Database,
  companyUuid: string,
  obligationUuid: string,
  lang: 'en' | 'id',
) {
  return database.query<{
    regulation_guid: string;
    title: string;
    number: string;
    year: number;
    type: string;
    legal_status: string;
  }>(
    `SELECT r.regulation_guid, r.title_${lang} AS title, r.number, r.year, r.type, r.legal_status
       FROM obligation_regulations x
       JOIN regulations r ON r.regulation_guid = x.regulation_guid
      WHERE x.obligation_uuid = $1 AND ${visibleRegulationSql('r', '$2')}
      ORDER BY r.year DESC, r.number, r.regulation_guid`,
    [obligationUuid, companyUuid],
  );
}

/** Whether the caller may open (and so bookmark) an obligation. */
export async function isReadableObligation(
  database: Database,
  caller: Caller,
  obligationUuid: string,
): Promise<boolean> {
  const rows = await database.query(
    `SELECT 1 FROM obligations o WHERE o.obligation_uuid = $1 AND ${visibleObligationSql('o', '$2', caller.isProvider)}`,
    [obligationUuid, caller.companyUuid],
  );
  return rows.length > 0;
}

/** A page of the obligations the caller may list, with the filters of GET /obligation/list. */
export async function listObligations(
  database: Database,
  caller: Caller,
  q: ObligationListQuery,
  lang: 'en' | 'id',
) {
  const params: unknown[] = [caller.companyUuid];
  const where = [
    visibleObligationSql('o', '$1', caller.isProvider),
    't.deleted_at IS NULL',
    's.deleted_at IS NULL',
  ];
  if (!caller.isProvider) where.push('s.is_active');
  const add = (value: unknown) => `$${params.push(value)}`;
  if (q.sector_uuid) where.push(`o.sector_uuid = ${add(q.sector_uuid)}`);
  if (q.topic_uuid) {
    const p = add(q.topic_uuid);
    where.push(`(o.topic_uuid = ${p} OR t.parent_uuid = ${p})`);
  }
  if (q.type) where.push(`o.type = ${add(q.type)}`);
  if (q.priority) where.push(`o.priority = ${add(q.priority)}`);
  if (q.sanction) where.push(`o.sanction = ${add(q.sanction)}`);
  if (q.search) {
    const p = add(likePattern(q.search));
    where.push(`(o.comp_title_en ILIKE ${p} OR o.comp_title_id ILIKE ${p})`);
  }
  if (q.is_bookmark === '1')
    where.push(bookmarkedSql('obligation', 'o.obligation_uuid', add(caller.userUuid), '$1'));
  const from = `FROM obligations o
       JOIN topics t ON t.topic_uuid = o.topic_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
       JOIN sectors s ON s.sector_uuid = o.sector_uuid
      WHERE ${where.join(' AND ')}`;
  // One prepared statement answers the page and the total (a window count over the matches the
  // sort reads anyway): a separate count joined and filtered everything a second time. Page
  // bounds are parameters so the text stays the same for every page. The page query also reads
  // the caller's bookmark flag: one more parameter than the count.
  const pageParams = [...params, caller.userUuid];
  const bookmarked = bookmarkedSql(
    'obligation',
    'o.obligation_uuid',
    `$${pageParams.length}`,
    '$1',
  );
  const limit = `$${pageParams.push(q.limit)}`;
  const offset = `$${pageParams.push((q.page - 1) * q.limit)}`;
  const found = await database.query<ListRow & { total: number }>(
    `SELECT o.obligation_uuid, o.comp_title_${lang} AS comp_title, o.type, o.priority, o.sanction,
            o.obligation_status, o.version_code, o.is_active, o.master, o.sector_uuid, o.topic_uuid,
            s.name_${lang} AS sector_title, t.title_${lang} AS t_title, p.title_${lang} AS p_title,
            ${bookmarked} AS is_bookmarked, count(*) OVER ()::int AS total
       ${from}
      ORDER BY s.code, coalesce(p.sort, t.sort), coalesce(p.topic_uuid, t.topic_uuid),
               CASE WHEN p.topic_uuid IS NULL THEN -1 ELSE t.sort END, t.topic_uuid, o.sort, o.obligation_uuid
      LIMIT ${limit} OFFSET ${offset}`,
    pageParams,
    { prepare: true },
  );
  const rows: ListRow[] = found.map(({ total: _total, ...row }) => row);
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total =
    found[0]?.total ??
    (q.page === 1
      ? 0
      : (
          await database.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params, {
            prepare: true,
          })
        )[0].total);
  return { rows, total };
}

/** A list item before its topic and subtopic titles are told apart (presentListItem). */
export interface ListRow extends Omit<ObligationListItem, 'topic_title' | 'subtopic_title'> {
  t_title: string;
  p_title: string | null;
}
