import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AuthUser, Privileges } from '../../lib/auth-user';
import { isProviderModule, type ModuleCode } from '../../../contract/modules';

/** The session's user as the query reads it: the caller before its dates and privileges are shaped. */
type SessionRow = Omit<AuthUser, 'subscription_start' | 'expired_at' | 'roles' | 'privileges'> & {
  subscription_start: string | Date | null;
  expired_at: string | Date | null;
  roles: AuthUser['roles'] | null;
  privileges: { module_code: string; v: boolean; c: boolean; u: boolean; d: boolean }[] | null;
};

/**
 * The roles a user `u` holds: those given to them, and their group's privilege role (a group's
 * role applies to its members; a deleted group gives nothing). The lock-out guard of the roles
 * and groups areas (server/modules/roles/access-guard.ts) counts holders with the same rule.
 */
export const HELD_ROLES = sql`SELECT ur.role_uuid FROM user_roles ur WHERE ur.user_uuid = u.user_uuid
       UNION SELECT g.role_uuid FROM user_groups g
        WHERE g.group_uuid = u.group_uuid AND g.company_uuid = u.company_uuid
          AND g.deleted_at IS NULL AND g.role_uuid IS NOT NULL`;

/**
 * Resolves a live session to its user in one query: the session must be unrevoked and unexpired,
 * the user and company active. Privileges are the union over the user's roles (their own and their group's); a customer whose
 * subscription has expired holds none, and only provider users hold provider modules.
 */
export async function findSessionUser(
  database: Database,
  sessionUuid: string,
): Promise<AuthUser | null> {
  const rows = await database.rows<SessionRow>(
    sql`SELECT s.session_uuid, u.user_uuid, u.email, u.name, u.language, u.group_uuid,
            c.company_uuid, c.name AS company_name, c.is_provider, c.subscription_start, c.expired_at,
            (SELECT json_agg(json_build_object('role_uuid', r.role_uuid, 'role_name', r.role_name,
                     'role_setting', r.role_setting) ORDER BY r.role_name)
               FROM (${HELD_ROLES}) held JOIN privilege_roles r ON r.role_uuid = held.role_uuid
              WHERE r.company_uuid = u.company_uuid) AS roles,
            (SELECT json_agg(p) FROM (
               SELECT rm.module_code, bool_or(rm.can_view) AS v, bool_or(rm.can_create) AS c,
                      bool_or(rm.can_update) AS u, bool_or(rm.can_delete) AS d
                 FROM (${HELD_ROLES}) held
                 JOIN privilege_roles r ON r.role_uuid = held.role_uuid AND r.company_uuid = u.company_uuid
                 JOIN role_modules rm ON rm.role_uuid = held.role_uuid
                GROUP BY rm.module_code) p) AS privileges
       FROM sessions s
       JOIN users u ON u.user_uuid = s.user_uuid
       JOIN companies c ON c.company_uuid = u.company_uuid
      WHERE s.session_uuid = ${sessionUuid} AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.deleted_at IS NULL AND u.state = 'active'
        AND c.deleted_at IS NULL AND c.state = 'active'`,
    // Every authenticated request runs this: prepared, it is planned once per connection.
    { prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null);
  const expiredAt = iso(row.expired_at);
  const expired = !row.is_provider && expiredAt !== null && new Date(expiredAt) < new Date();
  const privileges: Privileges = {};
  if (!expired) {
    for (const p of row.privileges ?? []) {
      if (isProviderModule(p.module_code) && !row.is_provider) continue;
      privileges[p.module_code as ModuleCode] = {
        view: p.v,
        create: p.c,
        update: p.u,
        delete: p.d,
      };
    }
  }
  return {
    session_uuid: row.session_uuid,
    user_uuid: row.user_uuid,
    email: row.email,
    name: row.name,
    language: row.language,
    group_uuid: row.group_uuid,
    company_uuid: row.company_uuid,
    company_name: row.company_name,
    is_provider: row.is_provider,
    subscription_start: iso(row.subscription_start),
    expired_at: expiredAt,
    roles: row.roles ?? [],
    privileges,
  };
}
