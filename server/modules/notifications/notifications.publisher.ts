/**
 * After a commit that changed notifications, each affected user's sockets get the `notification`
 * event with their unread counter (and, for a new notification, the notification in both
 * languages, as the synced document). Read from the committed feed entries, so a rolled-back
 * write sends nothing; the synced documents themselves arrive by the sync hint and pull.
 */
import { rooms, SOCKET_EVENTS, type NotificationEvent } from '../../../contract/socket';
import type { SyncDocs } from '../../../contract/collections';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import type { ChangePublisher } from '../../realtime/realtime';
import { retryWithBackoff } from '../../realtime/retry';
import { loadNotifications } from './notifications.sync';
import { countNotifications } from './notifications.repository';

export function notificationPublisher(database: Database): ChangePublisher {
  return async (batch, realtime) => {
    const byUser = new Map<string, { company_uuid: string; ids: string[] }>();
    for (const e of batch.entries) {
      if (e.collection !== 'notifications' || !e.user_uuid || !e.company_uuid) continue;
      const entry = byUser.get(e.user_uuid) ?? { company_uuid: e.company_uuid, ids: [] };
      entry.ids.push(e.row_id);
      byUser.set(e.user_uuid, entry);
    }
    for (const [user_uuid, { company_uuid, ids }] of byUser) {
      const reader = { user_uuid, company_uuid };
      const { counter, docs } = await retryWithBackoff(
        async () => ({
          counter: (await countNotifications(database, reader)).unread,
          docs: await loadNotifications(database, ids, reader as AuthUser),
        }),
        {
          signal: realtime.closing,
          onFailure: (err, attempt) =>
            realtime.log.warn(
              { err: err instanceof Error ? err.message : err, attempt },
              'notification event waits: database unreachable',
            ),
        },
      );
      const newest = docs
        .map((d) => d.doc)
        .filter((d): d is SyncDocs['notifications'] => !('_deleted' in d))
        .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
      const event: NotificationEvent = { notification: newest ?? null, counter };
      realtime.emit(rooms.user(user_uuid), SOCKET_EVENTS.notification, event);
    }
  };
}
