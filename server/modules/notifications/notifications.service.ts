/** Marking a notification read: one mutation, the feed entry echoes it to the user's devices. */
import { errors } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import type { MutationContext } from '../../lib/mutation';
import { txQuery } from '../../db/tx-query';
import { ownNotificationSql } from './notifications.policy';

/** Sets read_at once (a repeat keeps the first time); 404 when it is not the caller's. */
export async function markRead(m: MutationContext, user: AuthUser, id: string): Promise<void> {
  const rows = await txQuery<{ notification_uuid: string; was_unread: boolean }>(
    m.tx,
    `SELECT n.notification_uuid, n.read_at IS NULL AS was_unread FROM notifications n
      WHERE n.notification_uuid = $3 AND ${ownNotificationSql('n', '$1', '$2')} FOR UPDATE`,
    [user.user_uuid, user.company_uuid, id],
  );
  if (rows.length === 0) throw errors.notFound();
  if (!rows[0].was_unread) return;
  const [row] = await txQuery<{ read_at: string }>(
    m.tx,
    `UPDATE notifications SET read_at = now() WHERE notification_uuid = $1 RETURNING read_at`,
    [id],
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
