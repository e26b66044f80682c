/**
 * The `push.send` job: one encrypted Web Push message (RFC 8291, aes128gcm, VAPID-signed through
 * the `web-push` package's request details) to one device. The address is checked against
 * PUSH_ALLOWED_HOSTS again (push-hosts.ts) and redirects are not followed. The push service's
 * answer decides: 2xx done; 404 or 410 (the subscription is gone) removes the device's row;
 * 429 and 5xx and network failures are retried by the runner with its backoff; other 4xx are
 * dead-lettered at once (no retry can mend them).
 */
import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import { pushSubscriptions } from '../../../db/schema/push';
import type { JobHandler } from '../../../jobs/runner';
import { PermanentJobError } from '../../../jobs/job-errors';
import type { PushJobPayload } from './queue-push';
import { pushEndpointAllowed } from './push-hosts';
import type { StoredSubscription } from './push.repository';
import { vapidKeys } from './vapid';

/** How long a push service keeps a message for an offline device. */
const TTL_SECONDS = 24 * 3600;

export const sendPush: JobHandler = async ({ job, deps, signal }) => {
  const { subscription_uuid, message } = job.payload as PushJobPayload;
  const [s]: StoredSubscription[] = await deps.database.db
    .select({
      subscription_uuid: pushSubscriptions.subscription_uuid,
      company_uuid: pushSubscriptions.company_uuid,
      user_uuid: pushSubscriptions.user_uuid,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.subscription_uuid, subscription_uuid));
  if (!s) return { skipped: 'subscription gone' };
  if (!pushEndpointAllowed(s.endpoint, deps.config.pushAllowedHosts))
    throw new PermanentJobError('push service not allowed by PUSH_ALLOWED_HOSTS');
  const keys = await vapidKeys(deps.database, deps.config);
  const details = webPush.generateRequestDetails(
    { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
    JSON.stringify(message),
    {
      vapidDetails: {
        subject: deps.config.VAPID_SUBJECT,
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([k, v]) => [k, String(v)]),
  );
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: new Uint8Array(details.body),
    redirect: 'manual',
    signal: AbortSignal.any([signal, AbortSignal.timeout(deps.config.PUSH_TIMEOUT_MS)]),
  });
  await res.body?.cancel();
  if (res.ok) return { status: res.status };
  if (res.status === 404 || res.status === 410) {
    await deps.database.db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.subscription_uuid, s.subscription_uuid),
          eq(pushSubscriptions.endpoint, s.endpoint),
        ),
      );
    return { status: res.status, removed: true };
  }
  if (res.status === 429 || res.status >= 500)
    throw new Error(`push service answered ${res.status}`);
  throw new PermanentJobError(`push service answered ${res.status}`);
};
