import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, sessions, users } from '../../db/schema/identity';

const loginColumns = {
  user_uuid: users.user_uuid,
  email: users.email,
  password_hash: users.password_hash,
  state: users.state,
  company_uuid: users.company_uuid,
  company_state: companies.state,
  entra_oid: users.entra_oid,
};

export async function findLoginUser(db: Db, email: string) {
  const rows = await db
    .select(loginColumns)
    .from(users)
    .innerJoin(companies, eq(companies.company_uuid, users.company_uuid))
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at), isNull(companies.deleted_at)));
  return rows[0] ?? null;
}

/** The account a Microsoft Entra ID object id was bound to at its first sign-in. */
export async function findEntraUser(db: Db, oid: string) {
  const rows = await db
    .select(loginColumns)
    .from(users)
    .innerJoin(companies, eq(companies.company_uuid, users.company_uuid))
    .where(and(eq(users.entra_oid, oid), isNull(users.deleted_at), isNull(companies.deleted_at)));
  return rows[0] ?? null;
}

/** Binds the object id, unless another account holds it already (a race: the first one keeps it). */
export async function bindEntraOid(tx: Tx, userUuid: string, oid: string) {
  await tx
    .update(users)
    .set({ entra_oid: oid })
    .where(and(eq(users.user_uuid, userUuid), isNull(users.entra_oid), sql`NOT EXISTS (SELECT 1 FROM users o WHERE o.entra_oid = ${oid})`));
}

export async function insertSession(
  tx: Tx,
  values: { user_uuid: string; company_uuid: string; ip: string; user_agent: string | null; expires_at: string },
) {
  const [row] = await tx.insert(sessions).values(values).returning({ session_uuid: sessions.session_uuid });
  await tx.update(users).set({ last_login_at: sql`now()` }).where(eq(users.user_uuid, values.user_uuid));
  return row.session_uuid;
}

export async function revokeSession(tx: Tx, sessionUuid: string) {
  await tx
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.session_uuid, sessionUuid), isNull(sessions.revoked_at)));
}
