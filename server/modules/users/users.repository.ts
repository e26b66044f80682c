/**
 * The users of one company as the lists and the detail show them (roles, group, pending
 * invitation, never a password hash), and the checks the user writes make. Every query names the
 * company explicitly. Reads take a `Query` so the same SQL runs on the pool (routes) or on a
 * write's transaction (PGlite has one connection: a write's answer is read on its transaction).
 */
import type { UserItem, UserSort, UserState } from '../../../contract/api/users';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { privilegeRoles, userGroups } from '../../db/schema/identity';
import { likePattern } from '../../lib/page';
import { txQuery } from '../../db/tx-query';

export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
export const poolQuery =
  (database: Database): Query =>
  (text, params) =>
    database.query(text, params);
export const onTx =
  (tx: Tx): Query =>
  (text, params) =>
    txQuery(tx, text, params);

const SELECT = `SELECT u.user_uuid, u.company_uuid, u.email, u.name, u.state, u.language, u.phone, u.position,
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
  q: Query,
  companyUuid: string,
  userUuid: string,
): Promise<UserItem | null> {
  const [row] = await q<UserRow>(
    `${SELECT} WHERE u.company_uuid = $1 AND u.user_uuid = $2 AND u.deleted_at IS NULL`,
    [companyUuid, userUuid],
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

const ORDER: Record<UserSort, string> = {
  name: 'lower(u.name)',
  email: 'lower(u.email)',
  state: 'u.state',
  last_login_at: 'u.last_login_at',
  created_at: 'u.created_at',
};

/** One page of the company's users and how many match. */
export async function listCompanyUsers(
  database: Database,
  companyUuid: string,
  f: UserListFilter,
): Promise<{ rows: UserItem[]; total: number }> {
  const params: unknown[] = [companyUuid];
  const where = ['u.company_uuid = $1', 'u.deleted_at IS NULL'];
  if (f.state) {
    params.push(f.state);
    where.push(`u.state = $${params.length}`);
  }
  if (f.search) {
    params.push(likePattern(f.search));
    where.push(`(u.name ILIKE $${params.length} OR u.email ILIKE $${params.length})`);
  }
  if (f.groupUuids) {
    params.push(f.groupUuids);
    where.push(`u.group_uuid = ANY($${params.length}::uuid[])`);
  }
  const condition = where.join(' AND ');
  const direction = f.sort_value === 'desc' ? 'DESC' : 'ASC';
  // Never-signed-in users sort after the others either way: "last login" reads best that way.
  const nulls = f.sort_by === 'last_login_at' ? ' NULLS LAST' : '';
  const [{ total }] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${condition}`,
    params,
  );
  const rows = await database.query<UserRow>(
    `${SELECT} WHERE ${condition} ORDER BY ${ORDER[f.sort_by]} ${direction}${nulls}, u.user_uuid ${direction}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.limit, (f.page - 1) * f.limit],
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
    const rows = await database.query<{ group_uuid: string }>(
      'SELECT group_uuid FROM user_groups WHERE company_uuid = $1 AND group_uuid = $2 AND deleted_at IS NULL',
      [companyUuid, groupUuid],
    );
    return rows.map((r) => r.group_uuid);
  }
  // UNION (not UNION ALL): a cycle in bad data ends instead of looping.
  const rows = await database.query<{ group_uuid: string }>(
    `WITH RECURSIVE tree AS (
       SELECT group_uuid FROM user_groups WHERE company_uuid = $1 AND group_uuid = $2 AND deleted_at IS NULL
       UNION
       SELECT c.group_uuid FROM user_groups c JOIN tree t ON c.parent_uuid = t.group_uuid
        WHERE c.company_uuid = $1 AND c.deleted_at IS NULL)
     SELECT group_uuid FROM tree`,
    [companyUuid, groupUuid],
  );
  return rows.map((r) => r.group_uuid);
}

/** Whether a company exists (a provider reading a customer's users). */
export async function companyExists(database: Database, companyUuid: string): Promise<boolean> {
  const rows = await database.query(
    'SELECT 1 FROM companies WHERE company_uuid = $1 AND deleted_at IS NULL',
    [companyUuid],
  );
  return rows.length > 0;
}

// --- inside a write's transaction ---

/** The stored row a write changes, locked; never another company's, never a deleted one. */
export interface UserRecord {
  user_uuid: string;
  company_uuid: string;
  email: string;
  name: string;
  state: UserState;
  language: string;
  phone: string | null;
  position: string | null;
  group_uuid: string | null;
  password_set: boolean;
  deleted_at: string | null;
}

const RECORD = `SELECT user_uuid, company_uuid, email, name, state, language, phone, position, group_uuid,
    password_hash IS NOT NULL AS password_set, deleted_at FROM users`;

export async function lockCompanyUser(
  tx: Tx,
  companyUuid: string,
  userUuid: string,
): Promise<UserRecord | null> {
  const [row] = await txQuery<UserRecord>(
    tx,
    `${RECORD} WHERE company_uuid = $1 AND user_uuid = $2 AND deleted_at IS NULL FOR UPDATE`,
    [companyUuid, userUuid],
  );
  return row ?? null;
}

/** The account holding an e-mail address anywhere (deleted ones too: the address stays reserved). */
export async function lockUserByEmail(tx: Tx, email: string): Promise<UserRecord | null> {
  const [row] = await txQuery<UserRecord>(
    tx,
    `${RECORD} WHERE lower(email) = lower($1) FOR UPDATE`,
    [email],
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
  const own = await txQuery<{ role_uuid: string }>(
    tx,
    'SELECT role_uuid FROM privilege_roles WHERE company_uuid = $1 AND role_uuid = ANY($2::uuid[])',
    [companyUuid, roleUuids],
  );
  const found = new Set(own.map((r) => r.role_uuid));
  return roleUuids.filter((r) => !found.has(r));
}

export async function groupOfCompany(
  tx: Tx,
  companyUuid: string,
  groupUuid: string,
): Promise<boolean> {
  const rows = await txQuery(
    tx,
    'SELECT 1 FROM user_groups WHERE company_uuid = $1 AND group_uuid = $2 AND deleted_at IS NULL',
    [companyUuid, groupUuid],
  );
  return rows.length > 0;
}

export async function roleUuidsOf(tx: Tx, userUuid: string): Promise<string[]> {
  const rows = await txQuery<{ role_uuid: string }>(
    tx,
    'SELECT role_uuid FROM user_roles WHERE user_uuid = $1 ORDER BY role_uuid',
    [userUuid],
  );
  return rows.map((r) => r.role_uuid);
}

export async function replaceRoles(tx: Tx, userUuid: string, roleUuids: string[]): Promise<void> {
  await txQuery(tx, 'DELETE FROM user_roles WHERE user_uuid = $1', [userUuid]);
  if (roleUuids.length) {
    await txQuery(
      tx,
      'INSERT INTO user_roles (user_uuid, role_uuid) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
      [userUuid, roleUuids],
    );
  }
}

/**
 * Serialises the writes that could leave a company without a user manager (two admins
 * suspending each other at once would each see the other still active): the company row is
 * locked until the write commits.
 */
export async function lockCompany(tx: Tx, companyUuid: string): Promise<void> {
  await txQuery(tx, 'SELECT 1 FROM companies WHERE company_uuid = $1 FOR UPDATE', [companyUuid]);
}

/** How many active users of the company may update users (the users module's update right). */
export async function countUserManagers(tx: Tx, companyUuid: string): Promise<number> {
  const [row] = await txQuery<{ n: number }>(
    tx,
    `SELECT count(DISTINCT u.user_uuid)::int AS n
       FROM users u
       JOIN user_roles ur ON ur.user_uuid = u.user_uuid
       JOIN privilege_roles r ON r.role_uuid = ur.role_uuid AND r.company_uuid = u.company_uuid
       JOIN role_modules rm ON rm.role_uuid = r.role_uuid AND rm.module_code = 'users' AND rm.can_update
      WHERE u.company_uuid = $1 AND u.deleted_at IS NULL AND u.state = 'active'`,
    [companyUuid],
  );
  return row.n;
}

/** Withdraws the user's pending invitations (a newer one replaces them, or the user is gone). */
export async function revokePendingInvitations(
  tx: Tx,
  companyUuid: string,
  userUuid: string,
): Promise<number> {
  const rows = await txQuery(
    tx,
    `UPDATE invitations SET revoked_at = now()
      WHERE company_uuid = $1 AND user_uuid = $2 AND accepted_at IS NULL AND revoked_at IS NULL
      RETURNING invitation_uuid`,
    [companyUuid, userUuid],
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
  const res = (await tx.execute(sql`SELECT now() AS now`)) as unknown as {
    rows: { now: string | Date }[];
  };
  return new Date(res.rows[0].now).toISOString();
}
