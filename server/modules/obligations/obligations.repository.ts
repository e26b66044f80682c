/**
 * Obligation reads. Every function takes the caller's company and filters by it (master content
 * or that company's own rows); which statuses a caller sees comes from obligations.policy.ts.
 */
import type {
  ObligationDetail,
  ObligationListItem,
  ObligationListQuery,
} from '../../../contract/api/obligations';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookmarked } from '../bookmarks';
import type { Caller } from '../../lib/caller';
import { likePattern } from '../../lib/page';
import { visibleRegulations } from '../library';
import { tenant } from '../../lib/tenant';
import { visibleObligations } from '../library';

/** The caller's bookmark flag on the obligation of alias `o`. */
const isBookmarked = (caller: Caller) =>
  bookmarked(
    { user_uuid: caller.userUuid, company_uuid: caller.companyUuid },
    'obligation',
    sql`o.obligation_uuid`,
  );

/**
 * One obligation row with its place in the library, or null when it is not within the tenant. The
 * status part of the policy is decided after (assertCanOpenObligation): a master draft answers
 * the specification's 403, not a 404.
 */
export async function findObligation(database: Database, caller: Caller, obligationUuid: string) {
  const [row] = await database.rows<ObligationRow>(
    sql`SELECT o.*, t.title_en AS t_title_en, t.title_id AS t_title_id, t.parent_uuid AS t_parent_uuid,
            p.title_en AS p_title_en, p.title_id AS p_title_id,
            s.name_en AS s_name_en, s.name_id AS s_name_id,
            ${isBookmarked(caller)} AS is_bookmarked
       FROM obligations o
       JOIN topics t ON t.topic_uuid = o.topic_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
       JOIN sectors s ON s.sector_uuid = o.sector_uuid
      WHERE o.obligation_uuid = ${obligationUuid} AND ${tenant('o', caller.companyUuid)}`,
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
  return database.rows<{
    regulation_guid: string;
    title: string;
    number: string;
    year: number;
    type: string;
    legal_status: string;
  }>(
    sql`SELECT r.regulation_guid, r.${sql.identifier(`title_${lang}`)} AS title, r.number, r.year, r.type, r.legal_status
       FROM obligation_regulations x
       JOIN regulations r ON r.regulation_guid = x.regulation_guid
      WHERE x.obligation_uuid = ${obligationUuid} AND ${visibleRegulations(companyUuid, 'r')}
      ORDER BY r.year DESC, r.number, r.regulation_guid`,
  );
}

/** Whether the caller may open (and so bookmark) an obligation. */
export async function isReadableObligation(
  database: Database,
  caller: Caller,
  obligationUuid: string,
): Promise<boolean> {
  const rows = await database.rows(
    sql`SELECT 1 FROM obligations o WHERE o.obligation_uuid = ${obligationUuid} AND ${visibleObligations(caller, 'o')}`,
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
  const where: SQL[] = [
    visibleObligations(caller, 'o'),
    sql`t.deleted_at IS NULL`,
    sql`s.deleted_at IS NULL`,
  ];
  if (!caller.isProvider) where.push(sql`s.is_active`);
  if (q.sector_uuid) where.push(sql`o.sector_uuid = ${q.sector_uuid}`);
  if (q.topic_uuid)
    where.push(sql`(o.topic_uuid = ${q.topic_uuid} OR t.parent_uuid = ${q.topic_uuid})`);
  if (q.type) where.push(sql`o.type = ${q.type}`);
  if (q.priority) where.push(sql`o.priority = ${q.priority}`);
  if (q.sanction) where.push(sql`o.sanction = ${q.sanction}`);
  if (q.search) {
    const p = likePattern(q.search);
    where.push(sql`(o.comp_title_en ILIKE ${p} OR o.comp_title_id ILIKE ${p})`);
  }
  if (q.is_bookmark === '1') where.push(isBookmarked(caller));
  const from = sql`FROM obligations o
       JOIN topics t ON t.topic_uuid = o.topic_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
       JOIN sectors s ON s.sector_uuid = o.sector_uuid
      WHERE ${sql.join(where, sql` AND `)}`;
  // One prepared statement answers the page and the total (a window count over the matches the
  // sort reads anyway): a separate count joined and filtered everything a second time. Page
  // bounds are parameters so the text stays the same for every page.
  const column = (alias: string, name: string) =>
    sql`${sql.identifier(alias)}.${sql.identifier(`${name}_${lang}`)}`;
  const found = await database.rows<ListRow & { total: number }>(
    sql`SELECT o.obligation_uuid, ${column('o', 'comp_title')} AS comp_title, o.type, o.priority, o.sanction,
            o.obligation_status, o.version_code, o.is_active, o.master, o.sector_uuid, o.topic_uuid,
            ${column('s', 'name')} AS sector_title, ${column('t', 'title')} AS t_title, ${column('p', 'title')} AS p_title,
            ${isBookmarked(caller)} AS is_bookmarked, count(*) OVER ()::int AS total
       ${from}
      ORDER BY s.code, coalesce(p.sort, t.sort), coalesce(p.topic_uuid, t.topic_uuid),
               CASE WHEN p.topic_uuid IS NULL THEN -1 ELSE t.sort END, t.topic_uuid, o.sort, o.obligation_uuid
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
    { prepare: true },
  );
  const rows: ListRow[] = found.map(({ total: _total, ...row }) => row);
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total =
    found[0]?.total ??
    (q.page === 1
      ? 0
      : (
          await database.rows<{ total: number }>(sql`SELECT count(*)::int AS total ${from}`, {
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
