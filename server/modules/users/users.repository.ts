/**
 * The users of one company as the lists and the detail show them (roles, group, pending
 * invitation, never a password hash), and the checks the user writes make. Every query names the
 * company explicitly. Reads take a `Rows` reader so the same SQL runs on the pool (routes) or on a
 * write's transaction (PGlite has one connection: a write's answer is read on its transaction).
 */
import type { UserItem, UserSort, UserState } from '../../../contract/api/users';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, type Rows, type Tx, txRows } from '../../db/client';
import { privilegeRoles, userGroups, users } from '../../db/schema/identity';
import { likePattern } from '../../lib/page';

const SELECT = sql`SELECT u.user_uuid, u.company_uuid, u.email, u.name, u.state, u.language, u.phone, u.position,
    u.group_uuid, g.name AS group_name,
    COALESCE((SELECT json_agg(json_build_object('role_uuid', r.role_uuid, 'role_name', r.role_name) ORDER BY lower(r.role_name))
        FROM user_roles ur JOIN privilege_roles r ON r.role_uuid = ur.role_uuid AND r.company_uuid = u.company_uuid
       WHERE ur.user_uuid = u.user_uuid), '[]'::json) AS roles,
    u.password_hash IS NOT NULL AS password_set,
    (SELECT json_build_object('invitation_uuid', i.invitation_uuid, 'created_at', i.created_at, 'expires_at', i.expires_at, 'expired', i.expires_at < now())
       FROM invitations i
      WHERE i.user_uuid = u.user_uuid AND i.company_uuid = u.company_uuid AND i.accepted_at IS NULL AND i.revoked_at IS NULL
      ORDER BY i.created_at DESC LIMIT 1) AS invitation,
    u.last_login_at, u.created_at
  FROM users u
  LEFT JOIN user_groups g ON g.group_uuid = u.group_uuid AND g.company_uuid = u.company_uuid AND g.deleted_at IS NULL`;

interface UserRow extends Omit<UserItem, 'last_login_at' | 'created_at' | 'invitation'> {
  last_login_at: string | Date | null;
  created_at: string | Date;
  invitation: {
    invitation_uuid: string;
    created_at: string;
    expires_at: string;
    expired: boolean;
  } | null;
}

const iso = (v: string | Date) => new Date(v).toISOString();

function present(row: UserRow): UserItem {
  return {
    ...row,
    invitation: row.invitation
      ? {
          ...row.invitation,
          created_at: iso(row.invitation.created_at),
          expires_at: iso(row.invitation.expires_at),
        }
      : null,
    last_login_at: row.last_login_at ? iso(row.last_login_at) : null,
    created_at: iso(row.created_at),
  };
}

/** A user of the given company, or null: another company's user is simply not found. */
export async function findCompanyUser(
  q: Rows,
  companyUuid: string,
  userUuid: string,
): Promise<UserItem | null> {
  const [row] = await q<UserRow>(
    sql`${SELECT} WHERE u.company_uuid = ${companyUuid} AND u.user_uuid = ${userUuid} AND u.deleted_at IS NULL`,
  );
  return row ? present(row) : null;
}

export interface UserListFilter {
  search?: string;
  state?: UserState;
  sort_by: UserSort;
  sort_value: 'asc' | 'desc';
  page: number;
  limit: number;
  /** Only users of these groups (a group and its sub-groups). */
  groupUuids?: string[];
}

const ORDER: Record<UserSort, SQL> = {
  name: sql`lower(u.name)`,
  email: sql`lower(u.email)`,
  state: sql`u.state`,
  last_login_at: sql`u.last_login_at`,
  created_at: sql`u.created_at`,
};

/** One page of the company's users and how many match. */
export async function listCompanyUsers(
  database: Database,
  companyUuid: string,
  f: UserListFilter,
): Promise<{ rows: UserItem[]; total: number }> {
  const where: SQL[] = [sql`u.company_uuid = ${companyUuid}`, sql`u.deleted_at IS NULL`];
  if (f.state) where.push(sql`u.state = ${f.state}`);
  if (f.search) {
    const pattern = likePattern(f.search);
    where.push(sql`(u.name ILIKE ${pattern} OR u.email ILIKE ${pattern})`);
  }
  if (f.groupUuids) where.push(sql`u.group_uuid = ANY(${sql.param(f.groupUuids)}::uuid[])`);
  const condition = sql.join(where, sql` AND `);
  const direction = sql.raw(f.sort_value === 'desc' ? 'DESC' : 'ASC');
  // Never-signed-in users sort after the others either way: "last login" reads best that way.
  const nulls = sql.raw(f.sort_by === 'last_login_at' ? ' NULLS LAST' : '');
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM users u WHERE ${condition}`,
  );
  const rows = await database.rows<UserRow>(
    sql`${SELECT} WHERE ${condition} ORDER BY ${ORDER[f.sort_by]} ${direction}${nulls}, u.user_uuid ${direction}
     LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
  );
  return { rows: rows.map(present), total };
}

/** The group and (when asked) its sub-groups, within the company; empty when the group is not the company's. */
export async function groupSubtree(
  database: Database,
  companyUuid: string,
  groupUuid: string,
  withSubgroups: boolean,
): Promise<string[]> {
  if (!withSubgroups) {
    const rows = await database.rows<{ group_uuid: string }>(
      sql`SELECT group_uuid FROM user_groups WHERE company_uuid = ${companyUuid} AND group_uuid = ${groupUuid} AND deleted_at IS NULL`,
    );
    return rows.map((r) => r.group_uuid);
  }
  // UNION (not UNION ALL): a cycle in bad data ends instead of looping.
  const rows = await database.rows<{ group_uuid: string }>(
    sql`WITH RECURSIVE tree AS (
       SELECT group_uuid FROM user_groups WHERE company_uuid = ${companyUuid} AND group_uuid = ${groupUuid} AND deleted_at IS NULL
       UNION
       SELECT c.group_uuid FROM user_groups c JOIN tree t ON c.parent_uuid = t.group_uuid
        WHERE c.company_uuid = ${companyUuid} AND c.deleted_at IS NULL)
     SELECT group_uuid FROM tree`,
  );
  return rows.map((r) => r.group_uuid);
}

/** Whether a company exists (a provider reading a customer's users). */
export async function companyExists(database: Database, companyUuid: string): Promise<boolean> {
  const rows = await database.rows(
    sql`SELECT 1 FROM companies WHERE company_uuid = ${companyUuid} AND deleted_at IS NULL`,
  );
  return rows.length > 0;
}

// --- inside a write's transaction ---

/** The stored row a write changes, locked; never another company's, never a deleted one. */
export type UserRecord = Pick<
  typeof users.$inferSelect,
  | 'user_uuid'
  | 'company_uuid'
  | 'email'
  | 'name'
  | 'language'
  | 'phone'
  | 'position'
  | 'group_uuid'
  | 'deleted_at'
> & { state: UserState; password_set: boolean };

const RECORD = sql`SELECT user_uuid, company_uuid, email, name, state, language, phone, position, group_uuid,
    password_hash IS NOT NULL AS password_set, deleted_at FROM users`;

export async function lockCompanyUser(
  tx: Tx,
  companyUuid: string,
  userUuid: string,
): Promise<UserRecord | null> {
  const [row] = await txRows<UserRecord>(
    tx,
    sql`${RECORD} WHERE company_uuid = ${companyUuid} AND user_uuid = ${userUuid} AND deleted_at IS NULL FOR UPDATE`,
  );
  return row ?? null;
}

/** The account holding an e-mail address anywhere (deleted ones too: the address stays reserved). */
export async function lockUserByEmail(tx: Tx, email: string): Promise<UserRecord | null> {
  const [row] = await txRows<UserRecord>(
    tx,
    sql`${RECORD} WHERE lower(email) = lower(${email}) FOR UPDATE`,
  );
  return row ?? null;
}

/** Of the given roles, those not belonging to the company. */
export async function foreignRoles(
  tx: Tx,
  companyUuid: string,
  roleUuids: string[],
): Promise<string[]> {
  if (roleUuids.length === 0) return [];
  const own = await txRows<{ role_uuid: string }>(
    tx,
    sql`SELECT role_uuid FROM privilege_roles WHERE company_uuid = ${companyUuid} AND role_uuid = ANY(${sql.param(roleUuids)}::uuid[])`,
  );
  const found = new Set(own.map((r) => r.role_uuid));
  return roleUuids.filter((r) => !found.has(r));
}

export async function groupOfCompany(
  tx: Tx,
  companyUuid: string,
  groupUuid: string,
): Promise<boolean> {
  const rows = await txRows(
    tx,
    sql`SELECT 1 FROM user_groups WHERE company_uuid = ${companyUuid} AND group_uuid = ${groupUuid} AND deleted_at IS NULL`,
  );
  return rows.length > 0;
}

export async function roleUuidsOf(tx: Tx, userUuid: string): Promise<string[]> {
  const rows = await txRows<{ role_uuid: string }>(
    tx,
    sql`SELECT role_uuid FROM user_roles WHERE user_uuid = ${userUuid} ORDER BY role_uuid`,
  );
  return rows.map((r) => r.role_uuid);
}

export async function replaceRoles(tx: Tx, userUuid: string, roleUuids: string[]): Promise<void> {
  await txRows(tx, sql`DELETE FROM user_roles WHERE user_uuid = ${userUuid}`);
  if (roleUuids.length) {
    await txRows(
      tx,
      sql`INSERT INTO user_roles (user_uuid, role_uuid) SELECT ${userUuid}, unnest(${sql.param(roleUuids)}::uuid[]) ON CONFLICT DO NOTHING`,
    );
  }
}

/**
 * Serialises the writes that could leave a company without a user manager (two admins
 * suspending each other at once would each see the other still active): the company row is
 * locked until the write commits.
 */
export async function lockCompany(tx: Tx, companyUuid: string): Promise<void> {
  await txRows(tx, sql`SELECT 1 FROM companies WHERE company_uuid = ${companyUuid} FOR UPDATE`);
}

/** How many active users of the company may update users (the users module's update right). */
export async function countUserManagers(tx: Tx, companyUuid: string): Promise<number> {
  const [row] = await txRows<{ n: number }>(
    tx,
    sql`SELECT count(DISTINCT u.user_uuid)::int AS n
       FROM users u
       JOIN user_roles ur ON ur.user_uuid = u.user_uuid
       JOIN privilege_roles r ON r.role_uuid = ur.role_uuid AND r.company_uuid = u.company_uuid
       JOIN role_modules rm ON rm.role_uuid = r.role_uuid AND rm.module_code = 'users' AND rm.can_update
      WHERE u.company_uuid = ${companyUuid} AND u.deleted_at IS NULL AND u.state = 'active'`,
  );
  return row.n;
}

/** Withdraws the user's pending invitations (a newer one replaces them, or the user is gone). */
export async function revokePendingInvitations(
  tx: Tx,
  companyUuid: string,
  userUuid: string,
): Promise<number> {
  const rows = await txRows(
    tx,
    sql`UPDATE invitations SET revoked_at = now()
      WHERE company_uuid = ${companyUuid} AND user_uuid = ${userUuid} AND accepted_at IS NULL AND revoked_at IS NULL
      RETURNING invitation_uuid`,
  );
  return rows.length;
}

/** The company's roles among the given ones with their names, as a user answer lists them. */
export async function namedRoles(
  tx: Tx,
  companyUuid: string,
  roleUuids: string[],
): Promise<{ role_uuid: string; role_name: string }[]> {
  if (roleUuids.length === 0) return [];
  return tx
    .select({ role_uuid: privilegeRoles.role_uuid, role_name: privilegeRoles.role_name })
    .from(privilegeRoles)
    .where(
      and(
        eq(privilegeRoles.company_uuid, companyUuid),
        inArray(privilegeRoles.role_uuid, roleUuids),
      ),
    )
    .orderBy(sql`lower(${privilegeRoles.role_name})`);
}

/** The company's live group's name, or null. */
export async function groupName(
  tx: Tx,
  companyUuid: string,
  groupUuid: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ name: userGroups.name })
    .from(userGroups)
    .where(
      and(
        eq(userGroups.company_uuid, companyUuid),
        eq(userGroups.group_uuid, groupUuid),
        isNull(userGroups.deleted_at),
      ),
    );
  return row?.name ?? null;
}

/** The transaction's time, as the rows it writes take it (`now()`). */
export async function transactionNow(tx: Tx): Promise<string> {
  const [row] = await txRows<{ now: string | Date }>(tx, sql`SELECT now() AS now`);
  return new Date(row.now).toISOString();
}
