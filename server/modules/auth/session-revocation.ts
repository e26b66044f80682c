/**
 * Ending a user's sessions (suspension, deletion, a changed password): the rows are revoked on the
 * caller's transaction, so every token of theirs stops working when it commits (the auth plugin
 * checks the session on each request), and their open sockets are closed after the commit.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions } from '../../db/schema/identity';
import type { MutationContext } from '../../lib/mutation';
import type { Realtime } from '../../realtime/realtime';

export async function revokeUserSessions(
  m: Pick<MutationContext, 'tx' | 'afterCommit'>,
  realtime: Pick<Realtime, 'endSession'>,
  userUuid: string,
  opts: { except?: string } = {},
): Promise<number> {
  const revoked = await revokeRows(m.tx, userUuid, opts.except);
  m.afterCommit(() => {
    for (const id of revoked) realtime.endSession(id);
  });
  return revoked.length;
}

async function revokeRows(tx: Tx, userUuid: string, except?: string): Promise<string[]> {
  const rows = await tx
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(sessions.user_uuid, userUuid),
        isNull(sessions.revoked_at),
        ...(except ? [ne(sessions.session_uuid, except)] : []),
      ),
    )
    .returning({ session_uuid: sessions.session_uuid });
  return rows.map((r) => r.session_uuid);
}
