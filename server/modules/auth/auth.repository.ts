import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, sessions, userIdentities, users } from '../../db/schema/identity';

const loginColumns = {
  user_uuid: users.user_uuid,
  email: users.email,
  password_hash: users.password_hash,
  state: users.state,
  company_uuid: users.company_uuid,
  company_state: companies.state,
  company_is_provider: companies.is_provider,
  company_tenant_id: companies.entra_tenant_id,
};

export async function findLoginUser(db: Db, email: string) {
  const rows = await db
    .select(loginColumns)
    .from(users)
    .innerJoin(companies, eq(companies.company_uuid, users.company_uuid))
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        isNull(users.deleted_at),
        isNull(companies.deleted_at),
      ),
    );
  return rows[0] ?? null;
}

/**
 * The account a Microsoft identity (tenant, object id) was linked to, with the link's tenant:
 * the exact pair first, else a legacy link of that object id whose tenant is not known yet (the
 * caller checks it against the company's registered tenant). Never by an e-mail.
 */
export async function findEntraUser(db: Db, tid: string, oid: string) {
  const rows = await db
    .select({ ...loginColumns, link_tenant_id: userIdentities.tenant_id })
    .from(userIdentities)
    .innerJoin(users, eq(users.user_uuid, userIdentities.user_uuid))
    .innerJoin(companies, eq(companies.company_uuid, users.company_uuid))
    .where(
      and(
        eq(userIdentities.object_id, oid),
        or(eq(userIdentities.tenant_id, tid), isNull(userIdentities.tenant_id)),
        isNull(users.deleted_at),
        isNull(companies.deleted_at),
      ),
    )
    .orderBy(sql`${userIdentities.tenant_id} IS NULL`)
    .limit(1);
  return rows[0] ?? null;
}

/** A legacy link confirmed by a sign-in from the company's tenant: it holds that tenant from now on. */
export async function confirmLegacyIdentity(tx: Tx, userUuid: string, tid: string) {
  await tx
    .update(userIdentities)
    .set({ tenant_id: tid })
    .where(and(eq(userIdentities.user_uuid, userUuid), isNull(userIdentities.tenant_id)));
}

export async function insertSession(
  tx: Tx,
  values: {
    user_uuid: string;
    company_uuid: string;
    ip: string;
    user_agent: string | null;
    expires_at: string;
    method: 'password' | 'entra';
  },
) {
  const [row] = await tx
    .insert(sessions)
    .values(values)
    .returning({ session_uuid: sessions.session_uuid });
  await tx
    .update(users)
    .set({ last_login_at: sql`now()` })
    .where(eq(users.user_uuid, values.user_uuid));
  return row.session_uuid;
}

export async function revokeSession(tx: Tx, sessionUuid: string) {
  await tx
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.session_uuid, sessionUuid), isNull(sessions.revoked_at)));
}
