/**
 * Invitations read by their token's hash (the only form stored), with the invited user and the
 * company. The token is the tenant here: whoever holds it reaches exactly one company's row.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, invitations, users } from '../../db/schema/identity';

export async function findInvitationByHash(
  db: Db | Tx,
  tokenHash: string,
  opts: { lock?: boolean } = {},
) {
  const query = db
    .select({
      invitation_uuid: invitations.invitation_uuid,
      company_uuid: invitations.company_uuid,
      email: invitations.email,
      name: invitations.name,
      expires_at: invitations.expires_at,
      accepted_at: invitations.accepted_at,
      revoked_at: invitations.revoked_at,
      user_uuid: invitations.user_uuid,
      user_state: users.state,
      user_password_set: sql<boolean | null>`${users.password_hash} IS NOT NULL`,
      user_name: users.name,
      user_email: users.email,
      company_name: companies.name,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.company_uuid, invitations.company_uuid))
    .leftJoin(
      users,
      and(
        eq(users.user_uuid, invitations.user_uuid),
        eq(users.company_uuid, invitations.company_uuid),
        isNull(users.deleted_at),
      ),
    )
    .where(and(eq(invitations.token_hash, tokenHash), isNull(companies.deleted_at)));
  const rows = opts.lock ? await query.for('update', { of: invitations }) : await query;
  return rows[0] ?? null;
}
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByHash>>>;

/** The invited user becomes active with their password; the invitation is spent. */
export async function acceptInvitation(
  tx: Tx,
  row: { invitation_uuid: string; company_uuid: string; user_uuid: string },
  passwordHash: string,
) {
  await tx
    .update(users)
    .set({ password_hash: passwordHash, state: 'active', updated_at: sql`now()` })
    .where(and(eq(users.user_uuid, row.user_uuid), eq(users.company_uuid, row.company_uuid)));
  await tx
    .update(invitations)
    .set({ accepted_at: sql`now()` })
    .where(
      and(
        eq(invitations.invitation_uuid, row.invitation_uuid),
        eq(invitations.company_uuid, row.company_uuid),
      ),
    );
}
