/**
 * Compliance reads and writes other than the list (compliance-list.repository.ts). Every query
 * names the caller's company and applies the compliance policy: a compliance the caller may not
 * see is simply not found.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type ObligationAction, PROCESS_STATUSES } from '../../../contract/enums';
import type { compliances } from '../../db/schema';
import { type Database, type Tx, txRows } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { bookmarked } from '../bookmarks';
import { visibleRegulations } from '../library';
import { complianceActions, visibleCompliances } from './compliance.policy';

/**
 * The stored columns of a compliance, as the writes read and answer them (COLUMNS below): the
 * schema's row without its author and deletion, times as the driver gives them.
 */
export type ComplianceRow = Omit<
  typeof compliances.$inferSelect,
  'created_by' | 'deleted_at' | 'claimed_at' | 'approved_at' | 'created_at' | 'updated_at'
> & {
  claimed_at: Date | string | null;
  approved_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const COLUMNS =
  sql.raw(`c.compliance_uuid, c.company_uuid, c.obligation_uuid, c.version_code, c.cycle, c.process_status,
  c.confirmation_status, c.priority, c.deadline::text AS deadline, c.is_active, c.is_duplicate, c.duplicated_from,
  c.renewal_of, c.claimed_at, c.claimed_by, c.approved_at, c.reject_reason, c.note, c.created_at, c.updated_at`);

/** A compliance with the caller's actions on it and its checklist's counts. */
export interface LockedCompliance extends ComplianceRow {
  actions: ObligationAction[];
  checklist_total: number;
  checklist_claimed: number;
}

/**
 * The compliance a write is about, locked for the transaction (concurrent writes take turns), or
 * null when the caller may not see it.
 */
export async function lockVisibleCompliance(
  tx: Tx,
  user: AuthUser,
  complianceUuid: string,
): Promise<LockedCompliance | null> {
  const [row] = await txRows<LockedCompliance>(
    tx,
    sql`SELECT ${COLUMNS}, ${complianceActions(user, 'c')} AS actions,
            (SELECT count(*)::int FROM checklists k WHERE k.compliance_uuid = c.compliance_uuid) AS checklist_total,
            (SELECT count(*)::int FROM checklists k WHERE k.compliance_uuid = c.compliance_uuid AND k.is_claim_checklist) AS checklist_claimed
       FROM compliances c WHERE c.compliance_uuid = ${complianceUuid} AND ${visibleCompliances(user, 'c')} FOR UPDATE OF c`,
  );
  return row ?? null;
}

/** Which of `ids` the caller sees, locked: the bulk writes' subjects. */
export async function lockVisible(tx: Tx, user: AuthUser, ids: string[]): Promise<ComplianceRow[]> {
  return txRows<ComplianceRow>(
    tx,
    sql`SELECT ${COLUMNS} FROM compliances c WHERE c.compliance_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${visibleCompliances(user, 'c')}
      ORDER BY c.compliance_uuid FOR UPDATE OF c`,
  );
}

/** Whether the caller sees the compliance (a check made before a transaction). */
export async function isVisibleCompliance(
  database: Database,
  user: AuthUser,
  complianceUuid: string,
): Promise<boolean> {
  const rows = await database.rows(
    sql`SELECT 1 FROM compliances c WHERE c.compliance_uuid = ${complianceUuid} AND ${visibleCompliances(user, 'c')}`,
  );
  return rows.length > 0;
}

/** Sets columns of one compliance (values bound; column names from the caller's code). */
export async function updateCompliance(
  tx: Tx,
  complianceUuid: string,
  set: Record<string, unknown>,
  stamps: string[] = [],
): Promise<ComplianceRow> {
  const assignments = [
    ...Object.entries(set).map(([col, value]) => sql`${sql.identifier(col)} = ${value}`),
    ...[...stamps, 'updated_at'].map((col) => sql`${sql.identifier(col)} = now()`),
  ];
  const [row] = await txRows<ComplianceRow>(
    tx,
    sql`UPDATE compliances c SET ${sql.join(assignments, sql`, `)} WHERE c.compliance_uuid = ${complianceUuid} RETURNING ${COLUMNS}`,
  );
  return row;
}

/** Detail: the compliance with its obligation's texts and place, the caller's actions and bookmark. */
export interface DetailRow extends ComplianceRow {
  actions: ObligationAction[];
  is_bookmarked: boolean;
  next_cycle_uuid: string | null;
  o_comp_title_en: string;
  o_comp_title_id: string;
  o_description_en: string | null;
  o_description_id: string | null;
  o_penalty_en: string | null;
  o_penalty_id: string | null;
  o_sanction: string;
  o_priority: string;
  o_type: string | null;
  o_version_code: number;
  sector_uuid: string;
  topic_uuid: string;
  s_name_en: string;
  s_name_id: string;
  t_title_en: string;
  t_title_id: string;
  t_parent_uuid: string | null;
  p_title_en: string | null;
  p_title_id: string | null;
}

export async function findDetail(
  database: Database,
  user: AuthUser,
  complianceUuid: string,
): Promise<DetailRow | null> {
  const [row] = await database.rows<DetailRow>(
    sql`SELECT ${COLUMNS}, ${complianceActions(user, 'c')} AS actions,
            ${bookmarked(user, 'compliance', sql`c.compliance_uuid`)} AS is_bookmarked,
            (SELECT n.compliance_uuid FROM compliances n WHERE n.renewal_of = c.compliance_uuid AND n.company_uuid = ${user.company_uuid}
                AND n.deleted_at IS NULL ORDER BY n.cycle DESC LIMIT 1) AS next_cycle_uuid,
            o.comp_title_en AS o_comp_title_en, o.comp_title_id AS o_comp_title_id,
            o.regulation_obligation_description_en AS o_description_en, o.regulation_obligation_description_id AS o_description_id,
            o.regulation_penalty_description_en AS o_penalty_en, o.regulation_penalty_description_id AS o_penalty_id,
            o.sanction AS o_sanction, o.priority AS o_priority, o.type AS o_type, o.version_code AS o_version_code,
            o.sector_uuid, o.topic_uuid, s.name_en AS s_name_en, s.name_id AS s_name_id,
            t.title_en AS t_title_en, t.title_id AS t_title_id, t.parent_uuid AS t_parent_uuid,
            p.title_en AS p_title_en, p.title_id AS p_title_id
       FROM compliances c
       JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
       JOIN topics t ON t.topic_uuid = o.topic_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
       JOIN sectors s ON s.sector_uuid = o.sector_uuid
      WHERE c.compliance_uuid = ${complianceUuid} AND ${visibleCompliances(user, 'c')}`,
  );
  return row ?? null;
}

export interface MemberRow {
  member_uuid: string;
  user_uuid: string;
  name: string;
  email: string;
  group_uuid: string | null;
  group_name: string | null;
  role_code: string;
  member_role_uuid: string | null;
  role_name: string | null;
}

/** The members of compliances, with their names, groups and role names (for the detail and the sync). */
export async function membersOf(
  database: Database,
  companyUuid: string,
  complianceUuids: string[],
) {
  return database.rows<MemberRow & { compliance_uuid: string }>(
    sql`SELECT m.compliance_uuid, m.member_uuid, m.user_uuid, u.name, u.email, u.group_uuid, g.name AS group_name,
            m.role_code, m.member_role_uuid, r.name AS role_name
       FROM compliance_members m
       JOIN users u ON u.user_uuid = m.user_uuid
       LEFT JOIN user_groups g ON g.group_uuid = u.group_uuid
       LEFT JOIN member_roles r ON r.member_role_uuid = m.member_role_uuid AND r.company_uuid = m.company_uuid
      WHERE m.compliance_uuid = ANY(${sql.param(complianceUuids)}::uuid[]) AND m.company_uuid = ${companyUuid}
      ORDER BY m.compliance_uuid, array_position(ARRAY['pic','group_pic','auditor','contributor','member']::text[], m.role_code), u.name, m.member_uuid`,
  );
}

export async function checklistOf(database: Database, companyUuid: string, complianceUuid: string) {
  return database.rows<{
    checklist_uuid: string;
    title: string;
    due_date: string | null;
    is_claim_checklist: boolean;
    sort: number;
  }>(
    sql`SELECT checklist_uuid, title, due_date::text AS due_date, is_claim_checklist, sort
       FROM checklists WHERE compliance_uuid = ${complianceUuid} AND company_uuid = ${companyUuid} ORDER BY sort, created_at, checklist_uuid`,
  );
}

export async function regulationsOf(
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
    sql`SELECT r.regulation_guid, ${sql.identifier(`title_${lang}`)} AS title, r.number, r.year, r.type, r.legal_status
       FROM obligation_regulations x JOIN regulations r ON r.regulation_guid = x.regulation_guid
      WHERE x.obligation_uuid = ${obligationUuid} AND ${visibleRegulations(companyUuid, 'r')}
      ORDER BY r.year DESC, r.number, r.regulation_guid`,
  );
}

/** The "my work" counts and the per-status counts of GET /v2/compliance/list-dashboard. */
export async function dashboardCounts(
  database: Database,
  user: AuthUser,
  today: string,
  weekEnd: string,
) {
  const [counts] = await database.rows<Record<string, number>>(
    dashboardCountsQuery(user, today, weekEnd),
    { prepare: true },
  );
  return counts;
}

/** The statement of dashboardCounts (bench/api/dashboard-explain.ts prints its plan). */
export function dashboardCountsQuery(user: AuthUser, today: string, weekEnd: string): SQL {
  const me = user.user_uuid;
  const mine = sql`EXISTS (SELECT 1 FROM compliance_members mm WHERE mm.compliance_uuid = c.compliance_uuid AND mm.user_uuid = ${me} AND mm.role_code IN ('pic','group_pic'))`;
  // Separation of duties: a claim the caller made is not waiting for their audit.
  const auditing = sql`EXISTS (SELECT 1 FROM compliance_members ma WHERE ma.compliance_uuid = c.compliance_uuid AND ma.user_uuid = ${me} AND ma.role_code = 'auditor') AND c.claimed_by IS DISTINCT FROM ${me}::uuid`;
  const confirmable = sql`'confirm_update' = ANY(${complianceActions(user, 'c')})`;
  const open = sql`c.process_status <> 'approved'`;
  const byStatus = sql.join(
    PROCESS_STATUSES.map(
      (s) =>
        sql`count(*) FILTER (WHERE c.process_status = ${s})::int AS ${sql.identifier(`s_${s}`)}`,
    ),
    sql`, `,
  );
  return sql`SELECT count(*) FILTER (WHERE ${open} AND ${mine})::int AS assigned_to_me,
            count(*) FILTER (WHERE ${open} AND c.deadline >= ${today}::date AND c.deadline <= ${weekEnd}::date AND ${mine})::int AS due_this_week,
            count(*) FILTER (WHERE ${open} AND c.deadline < ${today}::date AND ${mine})::int AS overdue,
            count(*) FILTER (WHERE c.process_status = 'claim' AND c.reject_reason IS NULL AND ${auditing})::int AS waiting_my_audit,
            count(*) FILTER (WHERE c.confirmation_status = 'need_confirmation' AND ${confirmable})::int AS needs_my_confirmation,
            ${byStatus},
            count(*)::int AS total
       FROM compliances c WHERE ${visibleCompliances(user, 'c')} AND c.is_active`;
}

/** The sectors, topics, PICs, auditors and groups the list's filters offer the caller. */
export async function filterSources(database: Database, user: AuthUser) {
  const seen = sql`SELECT c.compliance_uuid, c.obligation_uuid FROM compliances c WHERE ${visibleCompliances(user, 'c')}`;
  const sectors = await database.rows<{ sector_uuid: string; title_en: string; title_id: string }>(
    sql`SELECT DISTINCT s.sector_uuid, s.name_en AS title_en, s.name_id AS title_id, s.code
       FROM (${seen}) v JOIN obligations o ON o.obligation_uuid = v.obligation_uuid JOIN sectors s ON s.sector_uuid = o.sector_uuid
      ORDER BY s.code, s.sector_uuid`,
  );
  // Both an obligation's own topic and, for a subtopic, its parent: either may be filtered on.
  const topics = await database.rows<{
    topic_uuid: string;
    sector_uuid: string;
    parent_uuid: string | null;
    title_en: string;
    title_id: string;
  }>(
    sql`SELECT DISTINCT t.topic_uuid, t.sector_uuid, t.parent_uuid, t.title_en, t.title_id, t.sort
       FROM (${seen}) v JOIN obligations o ON o.obligation_uuid = v.obligation_uuid
       JOIN topics ot ON ot.topic_uuid = o.topic_uuid
       JOIN topics t ON t.topic_uuid = ot.topic_uuid OR t.topic_uuid = ot.parent_uuid
      ORDER BY t.sort, t.title_en, t.topic_uuid`,
  );
  const people = (role: string) =>
    database.rows<{ user_uuid: string; name: string; email: string }>(
      sql`SELECT DISTINCT u.user_uuid, u.name, u.email FROM (${seen}) v
         JOIN compliance_members m ON m.compliance_uuid = v.compliance_uuid AND m.role_code = ${role}
         JOIN users u ON u.user_uuid = m.user_uuid
        ORDER BY u.name, u.user_uuid`,
    );
  const groups = await database.rows<{
    group_uuid: string;
    name: string;
    parent_uuid: string | null;
  }>(
    sql`SELECT group_uuid, name, parent_uuid FROM user_groups WHERE company_uuid = ${user.company_uuid} AND deleted_at IS NULL ORDER BY name, group_uuid`,
  );
  return { sectors, topics, pics: await people('pic'), auditors: await people('auditor'), groups };
}

/** The obligation a renewal or duplicate starts from: its current version and checklist template. */
export async function obligationTemplate(tx: Tx, obligationUuid: string) {
  const [row] = await txRows<{
    version_code: number;
    checklist_template: { title_en: string; title_id: string }[] | null;
  }>(
    tx,
    sql`SELECT version_code, checklist_template FROM obligations WHERE obligation_uuid = ${obligationUuid}`,
  );
  return row;
}

/** A new compliance (renewal or duplicate) with its members copied and its checklist from a template. */
export async function insertCycle(
  tx: Tx,
  from: ComplianceRow,
  values: {
    version_code: number;
    cycle: number;
    process_status: string;
    deadline: string | null;
    is_duplicate: boolean;
    duplicated_from: string | null;
    renewal_of: string | null;
    created_by: string;
  },
  checklistTitles: string[],
): Promise<ComplianceRow> {
  const [row] = await txRows<ComplianceRow>(
    tx,
    sql`INSERT INTO compliances AS c (company_uuid, obligation_uuid, version_code, cycle, process_status, priority, deadline,
                              is_active, is_duplicate, duplicated_from, renewal_of, created_by)
     VALUES (${from.company_uuid}, ${from.obligation_uuid}, ${values.version_code}, ${values.cycle}, ${values.process_status}, ${from.priority},
             ${values.deadline}::date, true, ${values.is_duplicate}, ${values.duplicated_from}, ${values.renewal_of}, ${values.created_by})
     RETURNING ${COLUMNS}`,
  );
  await tx.execute(
    sql`INSERT INTO compliance_members (company_uuid, compliance_uuid, user_uuid, member_role_uuid, role_code)
     SELECT company_uuid, ${row.compliance_uuid}, user_uuid, member_role_uuid, role_code FROM compliance_members WHERE compliance_uuid = ${from.compliance_uuid}`,
  );
  if (checklistTitles.length) {
    await tx.execute(
      sql`INSERT INTO checklists (company_uuid, compliance_uuid, title, sort)
       SELECT ${from.company_uuid}, ${row.compliance_uuid}, title, ord::int - 1 FROM unnest(${sql.param(checklistTitles)}::text[]) WITH ORDINALITY AS x(title, ord)`,
    );
  }
  return row;
}

/** The next free cycle of a company's obligation (a renewal after a version change keeps counting). */
export async function nextCycle(tx: Tx, from: ComplianceRow): Promise<number> {
  const [row] = await txRows<{ cycle: number }>(
    tx,
    sql`SELECT coalesce(max(cycle), 0)::int + 1 AS cycle FROM compliances WHERE company_uuid = ${from.company_uuid} AND obligation_uuid = ${from.obligation_uuid} AND NOT is_duplicate`,
  );
  return Math.max(row.cycle, from.cycle + 1);
}

export async function hasPic(tx: Tx, complianceUuid: string): Promise<boolean> {
  const rows = await txRows(
    tx,
    sql`SELECT 1 FROM compliance_members WHERE compliance_uuid = ${complianceUuid} AND role_code IN ('pic','group_pic') LIMIT 1`,
  );
  return rows.length > 0;
}
