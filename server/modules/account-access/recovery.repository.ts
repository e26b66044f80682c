/** Password recovery rows: a reset per request, only its token's hash stored. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, passwordResets, users } from '../../db/schema/identity';

/** The account a recovery mail may go to: an active user of an active company. */
export async function findRecoverableUser(db: Db | Tx, email: string) {
  const rows = await db
    .select({
      user_uuid: users.user_uuid,
      email: users.email,
      name: users.name,
      language: users.language,
      company_uuid: users.company_uuid,
    })
    .from(users)
    .innerJoin(companies, eq(companies.company_uuid, users.company_uuid))
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(users.state, 'active'),
        eq(companies.state, 'active'),
        isNull(users.deleted_at),
        isNull(companies.deleted_at),
      ),
    );
  return rows[0] ?? null;
}

/** Spends every unused reset of the user (a newer request voids the older links). */
export async function voidOpenResets(tx: Tx, userUuid: string) {
  await tx
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(and(eq(passwordResets.user_uuid, userUuid), isNull(passwordResets.used_at)));
}

export async function insertReset(
  tx: Tx,
  values: { user_uuid: string; token_hash: string; expires_at: string },
) {
  await tx.insert(passwordResets).values(values);
}

/** A reset by its token's hash with its user, locked for the change. */
export async function findResetForChange(tx: Tx, tokenHash: string) {
  const rows = await tx
    .select({
      reset_uuid: passwordResets.reset_uuid,
      expires_at: passwordResets.expires_at,
      used_at: passwordResets.used_at,
      user_uuid: users.user_uuid,
      company_uuid: users.company_uuid,
      email: users.email,
      name: users.name,
      password_hash: users.password_hash,
      state: users.state,
    })
    .from(passwordResets)
    .innerJoin(users, and(eq(users.user_uuid, passwordResets.user_uuid), isNull(users.deleted_at)))
    .where(eq(passwordResets.token_hash, tokenHash))
    .for('update', { of: passwordResets });
  return rows[0] ?? null;
}

export async function spendReset(tx: Tx, resetUuid: string) {
  await tx
    .update(passwordResets)
    .set({ used_at: sql`now()` })
    .where(eq(passwordResets.reset_uuid, resetUuid));
}

export async function setPassword(
  tx: Tx,
  user: { user_uuid: string; company_uuid: string },
  passwordHash: string,
) {
  await tx
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(and(eq(users.user_uuid, user.user_uuid), eq(users.company_uuid, user.company_uuid)));
}
