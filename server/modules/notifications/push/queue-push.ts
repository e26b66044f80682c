/**
 * Queues the pushes of a notification: one `push.send` job per device of each recipient who takes
 * the kind on the push channel, written on the notifying write's transaction (a rolled-back write
 * pushes nothing). The job carries the text in the recipient's language, so the device shows it
 * even when the in-app notification is turned off.
 */
import type { NotificationKind } from '../../../../contract/notification-kinds';
import type { Tx } from '../../../db/client';
import { enqueueJob } from '../../../jobs/queue';
import { subscriptionsOf } from './push.repository';

export const PUSH_SEND_JOB = 'push.send';

/** What the service worker receives (src/sw/push.ts reads the same fields). */
export interface PushMessage {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path the click opens. */
  url: string;
  /** The in-app notification, when there is one (also the system notification's tag). */
  notification_uuid: string | null;
  lang: 'en' | 'id';
}

export interface PushJobPayload extends Record<string, unknown> {
  subscription_uuid: string;
  message: PushMessage;
}

export interface PushRecipient {
  user_uuid: string;
  message: PushMessage;
}

/** Returns the number of jobs queued. */
export async function queuePushes(
  tx: Tx,
  company_uuid: string,
  recipients: readonly PushRecipient[],
): Promise<number> {
  if (recipients.length === 0) return 0;
  const byUser = new Map(recipients.map((r) => [r.user_uuid, r.message]));
  const devices = await subscriptionsOf(tx, company_uuid, [...byUser.keys()]);
  for (const d of devices) {
    const payload: PushJobPayload = {
      subscription_uuid: d.subscription_uuid,
      message: byUser.get(d.user_uuid)!,
    };
    await enqueueJob(tx, {
      kind: PUSH_SEND_JOB,
      payload,
      companyUuid: company_uuid,
      maxAttempts: 5,
    });
  }
  return devices.length;
}
