import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, sessions, users } from '../../db/schema/identity';

export async function findLoginUser(db: Db, email: string) {
  const rows = await db
    .select({
      user_uuid: users.user_uuid,
      email: users.email,
      password_hash: users.password_hash,
      state: users.state,
      company_uuid: users.company_uuid,
      company_state: companies.state,
    })
    .from(users)
    .innerJoin(companies, eq(companies.company_uuid, users.company_uuid))
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at), isNull(companies.deleted_at)));
  return rows[0] ?? null;
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
