/**
 * The compliance list's SQL (GET /v2/compliance/list, GET /compliance/list). Designed for a page
 * of 20 out of 15,000 compliances per company: the inner query reads only `compliances` (plus the
 * obligation when a filter or the title sort needs it) to pick the page's ids and count the
 * matches, along the list index (company, is_active, process_status, deadline, id) in the
 * default order; the outer query joins titles, names and checklist counts for those 20 rows only.
 * Everything passes through the compliance policy (visibleComplianceSqlFor).
 */
import type { ComplianceListQuery } from '../../../contract/api/compliance';
import { PRIORITIES, PROCESS_STATUSES } from '../../../contract/enums';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { bookmarkedSql } from '../bookmarks/bookmarks.repository';
import { likePattern } from '../library/page.presenter';
import { visibleComplianceSqlFor } from './compliance.policy';

const order = (values: readonly string[], column: string) => `array_position(ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[], ${column})`;

/** The ORDER BY of a sort (both queries use it, so the page keeps its order after the joins). */
function orderBy(q: ComplianceListQuery, lang: 'en' | 'id'): { sql: string; needsObligation: boolean } {
  const dir = q.sort_value === 'desc' ? 'DESC' : 'ASC';
  const key = {
    deadline: `c.deadline ${dir} NULLS LAST`,
    priority: `${order(PRIORITIES, 'c.priority')} ${dir}`,
    status: `${order(PROCESS_STATUSES, 'c.process_status')} ${dir}`,
    title: `o.comp_title_${lang} ${dir}`,
    updated: `c.updated_at ${dir}`,
  }[q.sort_by];
  return { sql: `${key}, c.compliance_uuid ${dir}`, needsObligation: q.sort_by === 'title' };
}

/** A group and its sub-groups (user_groups.parent_uuid), within the company in `companyParam`. */
export function groupTreeSql(groupParam: string, companyParam: string): string {
  return `(WITH RECURSIVE g AS (
            SELECT group_uuid FROM user_groups WHERE group_uuid = ${groupParam} AND company_uuid = ${companyParam} AND deleted_at IS NULL
            UNION SELECT x.group_uuid FROM user_groups x JOIN g ON x.parent_uuid = g.group_uuid WHERE x.deleted_at IS NULL)
          SELECT group_uuid FROM g)`;
}

const memberWith = (role: string, userParam: string) =>
  `EXISTS (SELECT 1 FROM compliance_members fm WHERE fm.compliance_uuid = c.compliance_uuid AND fm.role_code = '${role}' AND fm.user_uuid = ${userParam})`;

/** The WHERE of the list for a caller and a query; `today` is YYYY-MM-DD (UTC). */
function listWhere(user: AuthUser, q: ComplianceListQuery, today: string) {
  const visible = visibleComplianceSqlFor(user, 'c', 1);
  const params: unknown[] = [...visible.params];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = [visible.sql];
  let needsObligation = false;
  if (q.is_active !== 'all') where.push(`c.is_active = ${q.is_active === '1' ? 'true' : 'false'}`);
  if (q.process_status?.length === 1) where.push(`c.process_status = ${add(q.process_status[0])}`);
  else if (q.process_status) where.push(`c.process_status = ANY(${add(q.process_status)}::text[])`);
  if (q.confirmation_status) where.push(`c.confirmation_status = ${add(q.confirmation_status)}`);
  if (q.priority) where.push(`c.priority = ${add(q.priority)}`);
  if (q.deadline_from) where.push(`c.deadline >= ${add(q.deadline_from)}::date`);
  if (q.deadline_to) where.push(`c.deadline <= ${add(q.deadline_to)}::date`);
  if (q.overdue === '1') where.push(`c.is_active AND c.process_status <> 'approved' AND c.deadline < ${add(today)}::date`);
  if (q.pic_uuid) where.push(memberWith('pic', add(q.pic_uuid)));
  if (q.auditor_uuid) where.push(memberWith('auditor', add(q.auditor_uuid)));
  if (q.group_uuid) {
    where.push(`EXISTS (SELECT 1 FROM compliance_members gm JOIN users gu ON gu.user_uuid = gm.user_uuid
                 WHERE gm.compliance_uuid = c.compliance_uuid AND gu.group_uuid IN ${groupTreeSql(add(q.group_uuid), '$2')})`);
  }
  if (q.is_bookmark === '1') where.push(bookmarkedSql('compliance', 'c.compliance_uuid', '$1', '$2'));
  if (q.sanction) {
    needsObligation = true;
    where.push(`o.sanction = ${add(q.sanction)}`);
  }
  if (q.type) {
    needsObligation = true;
    where.push(`o.type = ${add(q.type)}`);
  }
  if (q.sector_uuid) {
    needsObligation = true;
    where.push(`o.sector_uuid = ${add(q.sector_uuid)}`);
  }
  if (q.topic_uuid) {
    needsObligation = true;
    const p = add(q.topic_uuid);
    where.push(`(o.topic_uuid = ${p} OR EXISTS (SELECT 1 FROM topics ft WHERE ft.topic_uuid = o.topic_uuid AND ft.parent_uuid = ${p}))`);
  }
  if (q.search) {
    needsObligation = true;
    const p = add(likePattern(q.search));
    where.push(`(o.comp_title_en ILIKE ${p} OR o.comp_title_id ILIKE ${p})`);
  }
  return { where: where.join(' AND '), params, needsObligation };
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

/** The SQL text and parameters of a list page (exported so the EXPLAIN test reads the very query). */
export function listQuery(user: AuthUser, q: ComplianceListQuery, lang: 'en' | 'id', today: string) {
  const { where, params, needsObligation } = listWhere(user, q, today);
  const sort = orderBy(q, lang);
  const joinObligation = needsObligation || sort.needsObligation ? 'JOIN obligations o ON o.obligation_uuid = c.obligation_uuid' : '';
  const todayParam = `$${params.push(today)}`;
  const limit = `$${params.push(q.limit)}`;
  const offset = `$${params.push((q.page - 1) * q.limit)}`;
  const named = (role: string) => `LEFT JOIN LATERAL (
          SELECT m.user_uuid, u.name FROM compliance_members m JOIN users u ON u.user_uuid = m.user_uuid
           WHERE m.compliance_uuid = c.compliance_uuid AND m.role_code = '${role}' ORDER BY m.created_at, m.member_uuid LIMIT 1) ${role} ON true`;
  // The page reads only its rows along the index; the total is an InitPlan counting the matches
  // from the index alone (a window count would buffer every match before the first row).
  const matches = `FROM compliances c ${joinObligation} WHERE ${where}`;
  const text = `SELECT c.compliance_uuid, c.obligation_uuid, c.version_code, c.cycle, c.process_status, c.confirmation_status,
            c.priority, c.deadline::text AS deadline, c.is_active, c.is_duplicate, c.updated_at,
            o.comp_title_en, o.comp_title_id, o.type, o.sanction, o.sector_uuid, o.topic_uuid,
            s.name_${lang} AS sector_title, t.title_${lang} AS t_title, p.title_${lang} AS p_title,
            pic.user_uuid AS pic_uuid, pic.name AS pic_name, auditor.user_uuid AS auditor_uuid, auditor.name AS auditor_name,
            (SELECT count(*)::int FROM checklists k WHERE k.compliance_uuid = c.compliance_uuid) AS checklist_total,
            (SELECT count(*)::int FROM checklists k WHERE k.compliance_uuid = c.compliance_uuid AND k.is_claim_checklist) AS checklist_claimed,
            ${bookmarkedSql('compliance', 'c.compliance_uuid', '$1', '$2')} AS is_bookmarked,
            (c.is_active AND c.process_status <> 'approved' AND c.deadline < ${todayParam}::date) IS TRUE AS overdue,
            (SELECT count(*)::int ${matches}) AS total
       FROM (SELECT c.compliance_uuid ${matches} ORDER BY ${sort.sql} LIMIT ${limit} OFFSET ${offset}) pg
       JOIN compliances c ON c.compliance_uuid = pg.compliance_uuid
       JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
       JOIN topics t ON t.topic_uuid = o.topic_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
       JOIN sectors s ON s.sector_uuid = o.sector_uuid
       ${named('pic')}
       ${named('auditor')}
      ORDER BY ${sort.sql}`;
  return { text, params, countText: `SELECT count(*)::int AS total ${matches}`, countParams: params.slice(0, params.length - 3) };
}

export async function listCompliances(database: Database, user: AuthUser, q: ComplianceListQuery, lang: 'en' | 'id', today: string) {
  const { text, params, countText, countParams } = listQuery(user, q, lang, today);
  const found = await database.query<ComplianceListRow & { total: number }>(text, params, { prepare: true });
  const rows: ComplianceListRow[] = found.map(({ total: _total, ...row }) => row);
  // A page past the end has no row to carry the total: only then is it counted on its own.
  const total = found[0]?.total ?? (q.page === 1 ? 0 : (await database.query<{ total: number }>(countText, countParams, { prepare: true }))[0].total);
  return { rows, total };
}
