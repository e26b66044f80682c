/** Live queries of the local notifications collection (the caller's own, synced). */
import type { MangoQuerySelector } from 'rxdb';
import type { SyncDocs } from '../../../contract/collections';
import type { NotificationKind } from '../../../contract/notification-kinds';
import { useDatabase } from './use-database';
import { usePlain } from './query-helpers';
import { useRx } from './use-rx';

export type NotificationDoc = SyncDocs['notifications'];

export interface NotificationFilter {
  status?: 'read' | 'unread';
  type?: NotificationKind;
  /** The newest `limit` only (the bell's five). */
  limit?: number;
}

/** The caller's notifications, newest first. */
export function useNotifications(filter: NotificationFilter = {}) {
  const db = useDatabase();
  const selector: MangoQuerySelector<NotificationDoc> = {};
  if (filter.status === 'unread') selector.read_at = { $eq: null };
  if (filter.status === 'read') selector.read_at = { $ne: null };
  if (filter.type) selector.type = filter.type;
  const query = db?.notifications.find({
    selector,
    sort: [{ created_at: 'desc' }],
    ...(filter.limit ? { limit: filter.limit } : {}),
  });
  return usePlain<NotificationDoc>(useRx(query), db !== null);
}

/** How many of the caller's notifications are unread (the bell's counter). */
export function useUnreadCount(): number {
  const db = useDatabase();
  // A find, not count(): RxDB counts only on indexed selectors; the list is the user's own, small.
  const { data } = useRx(db?.notifications.find({ selector: { read_at: { $eq: null } } }));
  return data?.length ?? 0;
}
