/** The `notifications` collection's documents: the caller's own (notifications policy). */
import type { SyncDocs } from '../../../contract/collections';
import { isoOf, type SyncLoader } from '../../lib/sync-loader';
import { ownNotificationSql } from './notifications.policy';

export const loadNotifications: SyncLoader<'notifications'> = async (db, ids, user) => {
  const rows = await db.query<SyncDocs['notifications']>(
    `SELECT n.notification_uuid AS id, n.type, n.header_en, n.header_id, n.body_en, n.body_id, n.link,
            ${isoOf('n.read_at')} AS read_at, ${isoOf('n.created_at')} AS created_at,
            ${isoOf('coalesce(n.read_at, n.created_at)')} AS updated_at
       FROM notifications n WHERE n.notification_uuid = ANY($1::uuid[]) AND ${ownNotificationSql('n', '$2', '$3')}`,
    [ids, user.user_uuid, user.company_uuid],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
