/**
 * Member roles of one company: reads with their use counts, and the compliances a role's change
 * reaches. Every query names the company explicitly.
 */
import { sql } from 'drizzle-orm';
import type { ObligationAction } from '../../../../contract/enums';
import type { Page } from '../../../../contract/envelope';
import { txRows, type Database, type Tx } from '../../../db/client';
import { toPage } from '../../../lib/page';

export interface MemberRoleRow {
  member_role_uuid: string;
  company_uuid: string;
  name: string;
  code: string;
  actions: ObligationAction[];
  is_default: boolean;
  member_count: number;
  created_at: string;
  updated_at: string;
}

/**
 * A member row holds a role when it points to it, or (no company role named) when the role is
 * the built-in of the row's code: the same rule as complianceActions. Counted as two sums,
 * each read from its own partial index alone (migration 0022), not from the company's rows.
 */
const SELECT = `SELECT r.member_role_uuid, r.company_uuid, r.name, r.code, r.actions, r.is_default,
    (SELECT count(*)::int FROM compliance_members m WHERE m.company_uuid = r.company_uuid AND m.member_role_uuid = r.member_role_uuid)
    + CASE WHEN r.is_default
        THEN (SELECT count(*)::int FROM compliance_members m WHERE m.company_uuid = r.company_uuid AND m.member_role_uuid IS NULL AND m.role_code = r.code)
        ELSE 0 END AS member_count,
    to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
    to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at
  FROM member_roles r`;

/** One page: built-ins first (in MEMBER_ROLES order of creation), then custom roles by name; the total in one count. */
export async function listRoles(
  database: Database,
  companyUuid: string,
  page: { page: number; limit: number },
): Promise<Page<MemberRoleRow>> {
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM member_roles r WHERE r.company_uuid = ${companyUuid}`,
  );
  const rows =
    await database.rows<MemberRoleRow>(sql`${sql.raw(SELECT)} WHERE r.company_uuid = ${companyUuid} ORDER BY r.is_default DESC, r.created_at, r.name, r.member_role_uuid
        LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`);
  return toPage(rows, total, page.page, page.limit);
}

export async function findRole(
  database: Database,
  companyUuid: string,
  roleUuid: string,
): Promise<MemberRoleRow | null> {
  const [row] = await database.rows<MemberRoleRow>(
    sql`${sql.raw(SELECT)} WHERE r.company_uuid = ${companyUuid} AND r.member_role_uuid = ${roleUuid}`,
  );
  return row ?? null;
}

/** The same read inside a write's transaction, locking the role against a concurrent change. */
export async function findRoleForUpdate(
  tx: Tx,
  companyUuid: string,
  roleUuid: string,
): Promise<MemberRoleRow | null> {
  const [row] = await txRows<MemberRoleRow>(
    tx,
    sql`${sql.raw(SELECT)} WHERE r.company_uuid = ${companyUuid} AND r.member_role_uuid = ${roleUuid} FOR UPDATE OF r`,
  );
  return row ?? null;
}

export async function nameTaken(
  tx: Tx,
  companyUuid: string,
  name: string,
  exceptUuid: string | null,
): Promise<boolean> {
  const rows = await txRows(
    tx,
    sql`SELECT 1 FROM member_roles WHERE company_uuid = ${companyUuid} AND lower(name) = lower(${name})
        AND (${exceptUuid}::uuid IS NULL OR member_role_uuid <> ${exceptUuid}::uuid) LIMIT 1`,
  );
  return rows.length > 0;
}

/** The compliances having a member who holds the role: their documents carry the role's actions. */
export async function compliancesHoldingRole(
  tx: Tx,
  role: Pick<MemberRoleRow, 'member_role_uuid' | 'company_uuid' | 'code' | 'is_default'>,
): Promise<string[]> {
  const rows = await txRows<{ compliance_uuid: string }>(
    tx,
    sql`SELECT DISTINCT m.compliance_uuid FROM compliance_members m
        WHERE m.company_uuid = ${role.company_uuid}
          AND (m.member_role_uuid = ${role.member_role_uuid} OR (m.member_role_uuid IS NULL AND ${role.is_default} AND m.role_code = ${role.code}))`,
  );
  return rows.map((r) => r.compliance_uuid);
}
