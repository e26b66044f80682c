/**
 * `notify(m, ...)`: writes notifications on a mutation's transaction, beside the change that
 * caused them, with their change-feed entries (the `notifications` collection, per user). A
 * rolled-back write therefore notifies no one; the socket event (`notification` with the unread
 * counter, notifications.publisher.ts) goes out after commit from the feed entries. Texts are
 * written in both languages (contract/notification-kinds.ts). The actor is never notified of
 * their own action. The recipients' preferences (preferences.ts) decide: a user who turned the
 * kind off in the app gets no row; a kind offered on push is queued to the devices of the users
 * who keep it on (push/queue-push.ts), in each one's language.
 */
import {
  type NotificationKind,
  type NotificationVar,
  renderNotification,
} from '../../../contract/notification-kinds';
import { notifications } from '../../db/schema/engagement';
import type { MutationContext } from '../../lib/mutation';
import { offersChannel } from '../../../contract/notification-channels';
import { recipientsOf } from './preferences';
import { queuePushes } from './push/queue-push';

export interface NotifyRequest {
  company_uuid: string;
  user_uuids: readonly string[];
  kind: NotificationKind;
  vars: Record<string, NotificationVar>;
  /** The client path the notification opens (e.g. `/compliance/<uuid>`). */
  link?: string | null;
  /** The user who caused it: left out of the recipients. */
  actor_uuid?: string | null;
}

/** Returns the new notifications' ids. */
export async function notify(
  m: Pick<MutationContext, 'tx' | 'feed'>,
  req: NotifyRequest,
): Promise<string[]> {
  const users = [...new Set(req.user_uuids)].filter((u) => u && u !== req.actor_uuid);
  if (users.length === 0) return [];
  const recipients = await recipientsOf(m.tx, req.company_uuid, users, req.kind);
  const texts = renderNotification(req.kind, req.vars);
  const inApp = recipients.filter((r) => r.in_app);
  const rows =
    inApp.length === 0
      ? []
      : await m.tx
          .insert(notifications)
          .values(
            inApp.map((r) => ({
              company_uuid: req.company_uuid,
              user_uuid: r.user_uuid,
              type: req.kind,
              link: req.link ?? null,
              ...texts,
            })),
          )
          .returning({
            notification_uuid: notifications.notification_uuid,
            user_uuid: notifications.user_uuid,
          });
  if (rows.length > 0) {
    await m.feed(
      ...rows.map((r) => ({
        collection: 'notifications' as const,
        row_id: r.notification_uuid,
        company_uuid: req.company_uuid,
        user_uuid: r.user_uuid,
        op: 'upsert' as const,
      })),
    );
  }
  if (offersChannel(req.kind, 'push')) {
    const idOf = new Map(rows.map((r) => [r.user_uuid, r.notification_uuid]));
    const pushTo = recipients.filter((r) => r.push);
    await queuePushes(
      m.tx,
      req.company_uuid,
      pushTo.map((r) => ({
        user_uuid: r.user_uuid,
        message: {
          kind: req.kind,
          title: texts[`header_${r.language}`],
          body: texts[`body_${r.language}`].slice(0, 500),
          url: req.link ?? '/notifications',
          notification_uuid: idOf.get(r.user_uuid) ?? null,
          lang: r.language,
        },
      })),
    );
  }
  return rows.map((r) => r.notification_uuid);
}
