/** SQL of notifications: always the caller's own (notifications.policy.ts), company explicit. */
import { sql, type SQL } from 'drizzle-orm';
import type { NotificationItem } from '../../../contract/api/notifications';
import type { NotificationKind } from '../../../contract/notification-kinds';
import type { Database } from '../../db/client';
import { iso } from '../../lib/sync-loader';
import { ownNotifications } from './notifications.policy';

interface Reader {
  user_uuid: string;
  company_uuid: string;
}
type Lang = 'en' | 'id';

/** The answer's fields as selected (times as ISO text); `is_read` is derived from `read_at`. */
type Row = Omit<NotificationItem, 'is_read'>;

const columns = (lang: Lang) =>
  sql`n.notification_uuid, n.type, n.${sql.identifier(`header_${lang}`)} AS header, n.${sql.identifier(`body_${lang}`)} AS body, n.link,
   ${iso('n.read_at')} AS read_at, ${iso('n.created_at')} AS created_at`;

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
  const where: SQL[] = [ownNotifications(reader, 'n')];
  if (f.status)
    where.push(f.status === 'read' ? sql`n.read_at IS NOT NULL` : sql`n.read_at IS NULL`);
  if (f.type) where.push(sql`n.type = ${f.type}`);
  const clause = sql.join(where, sql` AND `);
  const rows = await db.rows<Row>(
    sql`SELECT ${columns(lang)} FROM notifications n WHERE ${clause}
      ORDER BY n.created_at DESC, n.notification_uuid DESC LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
  );
  const [{ total }] = await db.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total FROM notifications n WHERE ${clause}`,
  );
  return { rows: rows.map(presentNotification), total };
}

export async function countNotifications(db: Pick<Database, 'rows'>, reader: Reader) {
  const [r] = await db.rows<{ unread: number; total: number }>(
    sql`SELECT count(*) FILTER (WHERE n.read_at IS NULL)::int AS unread, count(*)::int AS total
       FROM notifications n WHERE ${ownNotifications(reader, 'n')}`,
  );
  return r;
}

export async function findNotification(db: Database, reader: Reader, lang: Lang, id: string) {
  const [row] = await db.rows<Row>(
    sql`SELECT ${columns(lang)} FROM notifications n WHERE n.notification_uuid = ${id} AND ${ownNotifications(reader, 'n')}`,
  );
  return row ? presentNotification(row) : null;
}
