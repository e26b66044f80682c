/**
 * `notify(m, ...)`: writes notifications on a mutation's transaction, beside the change that
 * caused them, with their change-feed entries (the `notifications` collection, per user). A
 * rolled-back write therefore notifies no one; the socket event (`notification` with the unread
 * counter, notifications.publisher.ts) goes out after commit from the feed entries. Texts are
 * written in both languages (contract/notification-kinds.ts). The actor is never notified of
 * their own action.
 */
import { type NotificationKind, type NotificationVar, renderNotification } from '../../../contract/notification-kinds';
import { notifications } from '../../db/schema/engagement';
import type { MutationContext } from '../../lib/mutation';

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
export async function notify(m: Pick<MutationContext, 'tx' | 'feed'>, req: NotifyRequest): Promise<string[]> {
  const users = [...new Set(req.user_uuids)].filter((u) => u && u !== req.actor_uuid);
  if (users.length === 0) return [];
  const texts = renderNotification(req.kind, req.vars);
  const rows = await m.tx
    .insert(notifications)
    .values(users.map((user_uuid) => ({ company_uuid: req.company_uuid, user_uuid, type: req.kind, link: req.link ?? null, ...texts })))
    .returning({ notification_uuid: notifications.notification_uuid, user_uuid: notifications.user_uuid });
  await m.feed(
    ...rows.map((r) => ({ collection: 'notifications' as const, row_id: r.notification_uuid, company_uuid: req.company_uuid, user_uuid: r.user_uuid, op: 'upsert' as const })),
  );
  return rows.map((r) => r.notification_uuid);
}
