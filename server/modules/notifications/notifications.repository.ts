/** SQL of notifications: always the caller's own (notifications.policy.ts), company explicit. */
import type { NotificationItem } from '../../../contract/api/notifications';
import type { NotificationKind } from '../../../contract/notification-kinds';
import type { Database } from '../../db/client';
import { isoOf } from '../../lib/sync-loader';
import { ownNotificationSql } from './notifications.policy';

interface Reader {
  user_uuid: string;
  company_uuid: string;
}
type Lang = 'en' | 'id';

interface Row {
  notification_uuid: string;
  type: NotificationKind;
  header: string;
  body: string | null;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

const columns = (lang: Lang) =>
  `n.notification_uuid, n.type, n.header_${lang} AS header, n.body_${lang} AS body, n.link,
   ${isoOf('n.read_at')} AS read_at, ${isoOf('n.created_at')} AS created_at`;

export const presentNotification = (r: Row): NotificationItem => ({
  ...r,
  is_read: r.read_at !== null,
});

export interface ListFilter {
  page: number;
  limit: number;
  status?: 'read' | 'unread';
  type?: NotificationKind;
}

export async function listNotifications(db: Database, reader: Reader, lang: Lang, f: ListFilter) {
  const where = [ownNotificationSql('n', '$1', '$2')];
  const params: unknown[] = [reader.user_uuid, reader.company_uuid];
  if (f.status) where.push(f.status === 'read' ? 'n.read_at IS NOT NULL' : 'n.read_at IS NULL');
  if (f.type) {
    params.push(f.type);
    where.push(`n.type = $${params.length}`);
  }
  const clause = where.join(' AND ');
  const rows = await db.query<Row>(
    `SELECT ${columns(lang)} FROM notifications n WHERE ${clause}
      ORDER BY n.created_at DESC, n.notification_uuid DESC LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
    params,
  );
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM notifications n WHERE ${clause}`,
    params,
  );
  return { rows: rows.map(presentNotification), total };
}

export async function countNotifications(db: Pick<Database, 'query'>, reader: Reader) {
  const [r] = await db.query<{ unread: number; total: number }>(
    `SELECT count(*) FILTER (WHERE n.read_at IS NULL)::int AS unread, count(*)::int AS total
       FROM notifications n WHERE ${ownNotificationSql('n', '$1', '$2')}`,
    [reader.user_uuid, reader.company_uuid],
  );
  return r;
}

export async function findNotification(db: Database, reader: Reader, lang: Lang, id: string) {
  const [row] = await db.query<Row>(
    `SELECT ${columns(lang)} FROM notifications n WHERE n.notification_uuid = $3 AND ${ownNotificationSql('n', '$1', '$2')}`,
    [reader.user_uuid, reader.company_uuid, id],
  );
  return row ? presentNotification(row) : null;
}
