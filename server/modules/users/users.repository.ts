import { and, eq, isNull } from 'drizzle-orm';
import type { UserDetail } from '../../../contract/api/account';
import type { Db } from '../../db/client';
import { privilegeRoles, userRoles, users } from '../../db/schema/identity';

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/** A user of the given company, or null: another company's user is simply not found. */
export async function findCompanyUser(db: Db, companyUuid: string, userUuid: string): Promise<UserDetail | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.company_uuid, companyUuid), eq(users.user_uuid, userUuid), isNull(users.deleted_at)));
  if (!row) return null;
  const roles = await db
    .select({ role_uuid: privilegeRoles.role_uuid, role_name: privilegeRoles.role_name })
    .from(userRoles)
    .innerJoin(privilegeRoles, eq(privilegeRoles.role_uuid, userRoles.role_uuid))
    .where(and(eq(userRoles.user_uuid, userUuid), eq(privilegeRoles.company_uuid, companyUuid)));
  return {
    user_uuid: row.user_uuid,
    company_uuid: row.company_uuid,
    email: row.email,
    name: row.name,
    state: row.state,
    language: row.language,
    phone: row.phone,
    position: row.position,
    group_uuid: row.group_uuid,
    roles,
    last_login_at: iso(row.last_login_at),
    created_at: iso(row.created_at)!,
  };
}
