/**
 * Reads of the members area: the caller's standing on compliances (seen? which actions?), the
 * company's assignable users, and a compliance's members with their names and groups. Every
 * query names the company explicitly; visibility and actions are the compliance policy's SQL.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MemberItem } from '../../../../contract/api/members';
import type { MemberRole, ObligationAction, ProcessStatus } from '../../../../contract/enums';
import type { Database, Tx } from '../../../db/client';
import { complianceMembers, memberRoles } from '../../../db/schema/compliance';
import { userGroups, users } from '../../../db/schema/identity';
import type { AuthUser } from '../../../lib/auth-user';
import { actionsFrom, complianceActions, visibleCompliances } from '../compliance.policy';
import { MEMBER_ROLE_LABELS } from '../../../../contract/labels';

export interface ComplianceStanding {
  compliance_uuid: string;
  process_status: ProcessStatus;
  actions: ObligationAction[];
}

/**
 * The compliances among `ids` the caller may see, with the caller's obligation actions on each.
 * An id missing from the answer is, for the caller, not found (another company's, or not theirs).
 */
export async function standings(
  database: Database,
  user: AuthUser,
  ids: readonly string[],
): Promise<Map<string, ComplianceStanding>> {
  const rows = await database.rows<{
    compliance_uuid: string;
    process_status: ProcessStatus;
    actions: string[];
  }>(
    sql`SELECT c.compliance_uuid, c.process_status, ${complianceActions(user, 'c')} AS actions
       FROM compliances c
      WHERE c.compliance_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${visibleCompliances(user, 'c')}`,
  );
  return new Map(rows.map((r) => [r.compliance_uuid, { ...r, actions: actionsFrom(r.actions) }]));
}

export async function standing(
  database: Database,
  user: AuthUser,
  id: string,
): Promise<ComplianceStanding | null> {
  return (await standings(database, user, [id])).get(id) ?? null;
}

export interface CompanyUser {
  user_uuid: string;
  group_uuid: string | null;
}

/** An active user of the company, or null (another company's user is not found). */
export async function activeCompanyUser(
  database: Database,
  companyUuid: string,
  userUuid: string,
): Promise<CompanyUser | null> {
  const [row] = await database.rows<CompanyUser>(
    sql`SELECT user_uuid, group_uuid FROM users
      WHERE user_uuid = ${userUuid} AND company_uuid = ${companyUuid} AND state = 'active' AND deleted_at IS NULL`,
  );
  return row ?? null;
}

/** A member row of the company (for update and delete), or null. */
export async function findMember(database: Database, companyUuid: string, memberUuid: string) {
  const [row] = await database.rows<{
    member_uuid: string;
    compliance_uuid: string;
    user_uuid: string;
    role_code: MemberRole;
    member_role_uuid: string | null;
  }>(
    sql`SELECT member_uuid, compliance_uuid, user_uuid, role_code, member_role_uuid FROM compliance_members
      WHERE member_uuid = ${memberUuid} AND company_uuid = ${companyUuid}`,
  );
  return row ?? null;
}

/** Whether the company has this member role (a member may only hold its own company's roles). */
export async function companyRoleExists(
  database: Database,
  companyUuid: string,
  roleUuid: string,
): Promise<boolean> {
  const rows = await database.rows(
    sql`SELECT 1 FROM member_roles WHERE member_role_uuid = ${roleUuid} AND company_uuid = ${companyUuid}`,
  );
  return rows.length > 0;
}

/** A compliance's members with their names, groups and role labels, PICs first. */
/**
 * A compliance's members, PICs first (then by name): every one (a write's echo, a handful) or one
 * `page` of them (GET /member/list).
 */
export async function listMembers(
  db: Database['db'] | Tx,
  complianceUuid: string,
  lang: 'en' | 'id',
  page?: { page: number; limit: number },
): Promise<MemberItem[]> {
  const query = db
    .select({
      member_uuid: complianceMembers.member_uuid,
      compliance_uuid: complianceMembers.compliance_uuid,
      user_uuid: complianceMembers.user_uuid,
      name: users.name,
      email: users.email,
      group_uuid: users.group_uuid,
      group_name: userGroups.name,
      role_code: complianceMembers.role_code,
      member_role_uuid: complianceMembers.member_role_uuid,
      member_role_name: memberRoles.name,
      created_at: sql<string>`to_char(${complianceMembers.created_at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(complianceMembers)
    .innerJoin(users, eq(users.user_uuid, complianceMembers.user_uuid))
    .leftJoin(userGroups, eq(userGroups.group_uuid, users.group_uuid))
    .leftJoin(
      memberRoles,
      and(
        eq(memberRoles.member_role_uuid, complianceMembers.member_role_uuid),
        eq(memberRoles.company_uuid, complianceMembers.company_uuid),
      ),
    )
    .where(eq(complianceMembers.compliance_uuid, complianceUuid))
    .orderBy(
      sql`array_position(ARRAY['pic','group_pic','auditor','contributor','member']::text[], ${complianceMembers.role_code})`,
      asc(users.name),
      asc(complianceMembers.member_uuid),
    )
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset((page.page - 1) * page.limit) : query);
  return rows.map((r) => ({
    ...r,
    role_code: r.role_code as MemberRole,
    role_label: MEMBER_ROLE_LABELS[r.role_code as MemberRole]?.[lang] ?? r.role_code,
  }));
}

/** How many members a compliance has (the total of GET /member/list), one count. */
export async function countMembers(db: Database['db'], complianceUuid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complianceMembers)
    .where(eq(complianceMembers.compliance_uuid, complianceUuid));
  return row.n;
}

/** GET /compliance-users/search: the company's active users, by name or e-mail, with their group. */
export async function searchCompanyUsers(
  database: Database,
  companyUuid: string,
  q: { search?: string; page: number; limit: number },
) {
  let where = sql`u.company_uuid = ${companyUuid} AND u.state = 'active' AND u.deleted_at IS NULL`;
  if (q.search) {
    const pattern = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = sql`${where} AND (u.name ILIKE ${pattern} OR u.email ILIKE ${pattern})`;
  }
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`,
  );
  const rows = await database.rows<{
    user_uuid: string;
    name: string;
    email: string;
    group_uuid: string | null;
    group_name: string | null;
  }>(
    sql`SELECT u.user_uuid, u.name, u.email, u.group_uuid, g.name AS group_name
       FROM users u LEFT JOIN user_groups g ON g.group_uuid = u.group_uuid
      WHERE ${where}
      ORDER BY lower(u.name), u.user_uuid
      LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  return {
    data: rows,
    page: q.page,
    limit: q.limit,
    total,
    total_page: Math.max(1, Math.ceil(total / q.limit)),
  };
}
