/**
 * The compliance list's SQL (GET /v2/compliance/list, GET /compliance/list). Designed for a page
 * of 20 out of 15,000 compliances per company: the inner query reads only `compliances` (plus the
 * obligation when a filter or the title sort needs it) to pick the page's ids and count the
 * matches, along compliances_deadline_idx (company, is_active, deadline, id) in the default
 * order, compliances_list_idx with a status filter, and the obligations' title indexes (then each
 * obligation's compliances) by title; the outer query joins titles, names and checklist counts for
 * those 20 rows only. The total is kept while the company's compliances feed is quiet (totals).
 * Everything passes through the compliance policy (visibleCompliances).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ComplianceListQuery } from '../../../contract/api/compliance';
import { PRIORITIES, PROCESS_STATUSES } from '../../../contract/enums';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { FeedCountCache } from '../../lib/feed-count';
import { bookmarked } from '../bookmarks';
import { likePattern } from '../../lib/page';
import { isComplianceManager, visibleCompliances } from './compliance.policy';

/** An enum's order as SQL (its values are the contract's constants, never input). */
const order = (values: readonly string[], column: string) =>
  `array_position(ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[], ${column})`;

/** The ORDER BY of a sort (both queries use it, so the page keeps its order after the joins). */
function orderBy(
  q: ComplianceListQuery,
  lang: 'en' | 'id',
): { sql: SQL; needsObligation: boolean } {
  const dir = q.sort_value === 'desc' ? 'DESC' : 'ASC';
  const key = {
    deadline: `c.deadline ${dir} NULLS LAST`,
    priority: `${order(PRIORITIES, 'c.priority')} ${dir}`,
    status: `${order(PROCESS_STATUSES, 'c.process_status')} ${dir}`,
    title: `o.comp_title_${lang} ${dir}`,
    updated: `c.updated_at ${dir}`,
  }[q.sort_by];
  return {
    sql: sql.raw(`${key}, c.compliance_uuid ${dir}`),
    needsObligation: q.sort_by === 'title',
  };
}

/** A group and its sub-groups (user_groups.parent_uuid), within the company. */
export function groupTree(groupUuid: string, companyUuid: string): SQL {
  return sql`(WITH RECURSIVE g AS (
            SELECT group_uuid FROM user_groups WHERE group_uuid = ${groupUuid} AND company_uuid = ${companyUuid} AND deleted_at IS NULL
            UNION SELECT x.group_uuid FROM user_groups x JOIN g ON x.parent_uuid = g.group_uuid WHERE x.deleted_at IS NULL)
          SELECT group_uuid FROM g)`;
}

const memberWith = (role: 'pic' | 'auditor', userUuid: string) =>
  sql`EXISTS (SELECT 1 FROM compliance_members fm WHERE fm.compliance_uuid = c.compliance_uuid AND fm.role_code = ${role} AND fm.user_uuid = ${userUuid})`;

/** The WHERE of the list for a caller and a query; `today` is YYYY-MM-DD (UTC). */
function listWhere(
  user: AuthUser,
  q: ComplianceListQuery,
  today: string,
): { where: SQL; needsObligation: boolean } {
  const where: SQL[] = [visibleCompliances(user, 'c')];
  let needsObligation = false;
  const onObligation = (condition: SQL) => {
    needsObligation = true;
    where.push(condition);
  };
  if (q.is_active !== 'all')
    where.push(q.is_active === '1' ? sql`c.is_active = true` : sql`c.is_active = false`);
  if (q.process_status?.length === 1) where.push(sql`c.process_status = ${q.process_status[0]}`);
  else if (q.process_status)
    where.push(sql`c.process_status = ANY(${sql.param(q.process_status)}::text[])`);
  if (q.confirmation_status) where.push(sql`c.confirmation_status = ${q.confirmation_status}`);
  if (q.priority) where.push(sql`c.priority = ${q.priority}`);
  if (q.deadline_from) where.push(sql`c.deadline >= ${q.deadline_from}::date`);
  if (q.deadline_to) where.push(sql`c.deadline <= ${q.deadline_to}::date`);
  if (q.overdue === '1')
    where.push(sql`c.is_active AND c.process_status <> 'approved' AND c.deadline < ${today}::date`);
  if (q.pic_uuid) where.push(memberWith('pic', q.pic_uuid));
  if (q.auditor_uuid) where.push(memberWith('auditor', q.auditor_uuid));
  if (q.group_uuid) {
    where.push(sql`EXISTS (SELECT 1 FROM compliance_members gm JOIN users gu ON gu.user_uuid = gm.user_uuid
                 WHERE gm.compliance_uuid = c.compliance_uuid AND gu.group_uuid IN ${groupTree(q.group_uuid, user.company_uuid)})`);
  }
  if (q.is_bookmark === '1') where.push(bookmarked(user, 'compliance', sql`c.compliance_uuid`));
  if (q.sanction) onObligation(sql`o.sanction = ${q.sanction}`);
  if (q.type) onObligation(sql`o.type = ${q.type}`);
  if (q.sector_uuid) onObligation(sql`o.sector_uuid = ${q.sector_uuid}`);
  if (q.topic_uuid)
    onObligation(
      sql`(o.topic_uuid = ${q.topic_uuid} OR EXISTS (SELECT 1 FROM topics ft WHERE ft.topic_uuid = o.topic_uuid AND ft.parent_uuid = ${q.topic_uuid}))`,
    );
  if (q.search) {
    const pattern = likePattern(q.search);
    onObligation(sql`(o.comp_title_en ILIKE ${pattern} OR o.comp_title_id ILIKE ${pattern})`);
  }
  return { where: sql.join(where, sql` AND `), needsObligation };
}

/** A list row before the presenter: titles in the request language and both. */
export interface ComplianceListRow {
  compliance_uuid: string;
  obligation_uuid: string;
  version_code: number;
  cycle: number;
  process_status: string;
  confirmation_status: string | null;
  priority: string;
  deadline: string | null;
  is_active: boolean;
  is_duplicate: boolean;
  comp_title_en: string;
  comp_title_id: string;
  type: string | null;
  sanction: string;
  sector_uuid: string;
  sector_title: string;
  topic_uuid: string;
  t_title: string;
  p_title: string | null;
  pic_uuid: string | null;
  pic_name: string | null;
  auditor_uuid: string | null;
  auditor_name: string | null;
  checklist_total: number;
  checklist_claimed: number;
  is_bookmarked: boolean;
  overdue: boolean;
  updated_at: Date | string;
}

/**
 * The company's totals between requests (server/lib/feed-count.ts): a member, member role or
 * checklist change feeds its compliance, so the `compliances` feed covers every row and
 * membership these counts read.
 */
const totals = new FeedCountCache('compliances');

/**
 * What names a total: the caller's visibility (every compliance for a manager, else their own
 * memberships) and the filters. Null (counted each time) when a filter reads what the compliances
 * feed does not cover: groups, bookmarks, the obligation's fields.
 */
export function totalKey(user: AuthUser, q: ComplianceListQuery, today: string): string | null {
  const uncovered = [
    q.group_uuid,
    q.is_bookmark === '1',
    q.sanction,
    q.type,
    q.sector_uuid,
    q.topic_uuid,
    q.search,
  ];
  if (uncovered.some(Boolean)) return null;
  return JSON.stringify([
    user.company_uuid,
    isComplianceManager(user) ? '*' : user.user_uuid,
    q.is_active,
    [...(q.process_status ?? [])].sort(),
    q.confirmation_status ?? null,
    q.priority ?? null,
    q.deadline_from ?? null,
    q.deadline_to ?? null,
    q.overdue === '1' ? today : null,
    q.pic_uuid ?? null,
    q.auditor_uuid ?? null,
  ]);
}

const countedEachTime = (count: SQL) => sql`(${count}) AS total, NULL::text AS total_horizon`;

/**
 * The statements of a list page and of its count alone (exported so the EXPLAIN bench reads the
 * very query); `total` selects the page's total columns from the count subquery.
 */
export function listQuery(
  user: AuthUser,
  q: ComplianceListQuery,
  lang: 'en' | 'id',
  today: string,
  total: (count: SQL) => SQL = countedEachTime,
): { page: SQL; count: SQL } {
  const { where, needsObligation } = listWhere(user, q, today);
  const sort = orderBy(q, lang);
  const obligation = sql`JOIN obligations o ON o.obligation_uuid = c.obligation_uuid`;
  // The count joins the obligation only for a filter: every compliance has one, so the title
  // sort's join would only cost the count a read of the company's obligations.
  const filtered = sql`FROM compliances c ${needsObligation ? obligation : sql``} WHERE ${where}`;
  const sorted = sql`FROM compliances c ${needsObligation || sort.needsObligation ? obligation : sql``} WHERE ${where}`;
  const named = (role: 'pic' | 'auditor') => sql`LEFT JOIN LATERAL (
          SELECT m.user_uuid, u.name FROM compliance_members m JOIN users u ON u.user_uuid = m.user_uuid
           WHERE m.compliance_uuid = c.compliance_uuid AND m.role_code = ${role} ORDER BY m.created_at, m.member_uuid LIMIT 1) ${sql.identifier(role)} ON true`;
  const title = (alias: string) => sql.raw(`${alias}.${alias === 's' ? 'name' : 'title'}_${lang}`);
  // The page reads only its rows along the index; the total is an InitPlan counting the matches
  // from the index alone (a window count would buffer every match before the first row).
  const page = sql`SELECT c.compliance_uuid, c.obligation_uuid, c.version_code, c.cycle, c.process_status, c.confirmation_status,
            c.priority, c.deadline::text AS deadline, c.is_active, c.is_duplicate, c.updated_at,
            o.comp_title_en, o.comp_title_id, o.type, o.sanction, o.sector_uuid, o.topic_uuid,
            ${title('s')} AS sector_title, ${title('t')} AS t_title, ${title('p')} AS p_title,
            pic.user_uuid AS pic_uuid, pic.name AS pic_name, auditor.user_uuid AS auditor_uuid, auditor.name AS auditor_name,
            (SELECT count(*)::int FROM checklists k WHERE k.compliance_uuid = c.compliance_uuid) AS checklist_total,
            (SELECT count(*)::int FROM checklists k WHERE k.compliance_uuid = c.compliance_uuid AND k.is_claim_checklist) AS checklist_claimed,
            ${bookmarked(user, 'compliance', sql`c.compliance_uuid`)} AS is_bookmarked,
            (c.is_active AND c.process_status <> 'approved' AND c.deadline < ${today}::date) IS TRUE AS overdue,
            ${total(sql`SELECT count(*)::int ${filtered}`)}
       FROM (SELECT c.compliance_uuid ${sorted} ORDER BY ${sort.sql} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}) pg
       JOIN compliances c ON c.compliance_uuid = pg.compliance_uuid
       JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
       JOIN topics t ON t.topic_uuid = o.topic_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
       JOIN sectors s ON s.sector_uuid = o.sector_uuid
       ${named('pic')}
       ${named('auditor')}
      ORDER BY ${sort.sql}`;
  return { page, count: sql`SELECT count(*)::int AS total ${filtered}` };
}

export async function listCompliances(
  database: Database,
  user: AuthUser,
  q: ComplianceListQuery,
  lang: 'en' | 'id',
  today: string,
) {
  const plan = totals.plan(totalKey(user, q, today), user.company_uuid);
  const { page, count } = listQuery(user, q, lang, today, plan.select);
  const found = await database.rows<
    ComplianceListRow & { total: number | null; total_horizon: string | null }
  >(page, { prepare: true });
  const rows: ComplianceListRow[] = found.map(
    ({ total: _total, total_horizon: _horizon, ...row }) => row,
  );
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = found[0]
    ? plan.settle(found[0])
    : q.page === 1
      ? 0
      : (await database.rows<{ total: number }>(count, { prepare: true }))[0].total;
  return { rows, total };
}
