/** The `notifications` collection's documents: the caller's own (notifications policy). */
import { sql } from 'drizzle-orm';
import type { SyncDocs } from '../../../contract/collections';
import { iso, type SyncLoader } from '../../lib/sync-loader';
import { ownNotifications } from './notifications.policy';

export const loadNotifications: SyncLoader<'notifications'> = async (db, ids, user) => {
  const rows = await db.rows<SyncDocs['notifications']>(
    sql`SELECT n.notification_uuid AS id, n.type, n.header_en, n.header_id, n.body_en, n.body_id, n.link,
            ${iso('n.read_at')} AS read_at, ${iso('n.created_at')} AS created_at,
            ${iso('coalesce(n.read_at, n.created_at)')} AS updated_at
       FROM notifications n WHERE n.notification_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${ownNotifications(user, 'n')}`,
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
