/** Marking a notification read: one mutation, the feed entry echoes it to the user's devices. */
import { sql } from 'drizzle-orm';
import { errors } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import type { MutationContext } from '../../lib/mutation';
import { ownNotifications } from './notifications.policy';

/** Sets read_at once (a repeat keeps the first time); 404 when it is not the caller's. */
export async function markRead(m: MutationContext, user: AuthUser, id: string): Promise<void> {
  const rows = await m.rows<{ notification_uuid: string; was_unread: boolean }>(
    sql`SELECT n.notification_uuid, n.read_at IS NULL AS was_unread FROM notifications n
      WHERE n.notification_uuid = ${id} AND ${ownNotifications(user, 'n')} FOR UPDATE`,
  );
  if (rows.length === 0) throw errors.notFound();
  if (!rows[0].was_unread) return;
  const [row] = await m.rows<{ read_at: string }>(
    sql`UPDATE notifications SET read_at = now() WHERE notification_uuid = ${id} RETURNING read_at`,
  );
  await m.log({
    type: 'notification',
    type_uuid: id,
    action: 'read',
    before: { read_at: null },
    after: { read_at: row.read_at },
  });
  await m.feed({
    collection: 'notifications',
    row_id: id,
    company_uuid: user.company_uuid,
    user_uuid: user.user_uuid,
    op: 'upsert',
  });
}
