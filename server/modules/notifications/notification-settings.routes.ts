import type { FastifyInstance } from 'fastify';
import {
  preferencesExample,
  pushKeyExample,
  pushSubscriptionExample,
} from '../../../contract/api/examples-notifications';
import {
  preferencesAnswer,
  preferencesBody,
  pushKeyAnswer,
  pushSubscribeBody,
  pushSubscriptionAnswer,
  pushUnsubscribeAnswer,
  pushUnsubscribeBody,
} from '../../../contract/api/notification-settings';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { NOTIFICATIONS_VIEW } from './notifications.policy';
import { readPreferences, savePreferences } from './preferences';
import { pushEndpointAllowed } from './push/push-hosts';
import { removeSubscription, upsertSubscription } from './push/push.repository';
import { vapidKeys } from './push/vapid';

/**
 * Ours (not in the specification): the caller's notification preferences and the Web Push
 * subscription of the caller's device. Everything here is the caller's own: another user's
 * subscription is never read, moved or removed (not found).
 */
export async function notificationSettingsRoutes(app: FastifyInstance, deps: Deps) {
  // Made (or read) at start, so the first device's subscribe does not wait for it.
  await vapidKeys(deps.database, deps.config);

  defineRoute(app, {
    method: 'GET',
    url: '/notification/preferences',
    access: NOTIFICATIONS_VIEW,
    summary: "The caller's channels (in app, mail, push) per notification kind",
    description:
      'A channel the kind is not delivered on is null. Without a choice stored, every offered channel is on.',
    response: preferencesAnswer,
    example: preferencesExample,
    handler: async ({ user }) => ({
      preferences: await readPreferences((query) => deps.database.rows(query), user),
    }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/notification/preferences',
    access: NOTIFICATIONS_VIEW,
    summary: "Change the caller's channels of some notification kinds (the others are kept)",
    description:
      'A channel the kind is not delivered on is refused (400 on `preferences.<n>.<channel>`).',
    body: preferencesBody,
    response: preferencesAnswer,
    message: 'preferences_saved',
    example: preferencesExample,
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, async (m) => ({
        preferences: await savePreferences(m, user, body),
      })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/notification/push/key',
    access: NOTIFICATIONS_VIEW,
    summary: "The server's VAPID public key, the applicationServerKey a device subscribes with",
    response: pushKeyAnswer,
    example: pushKeyExample,
    handler: async () => ({ public_key: (await vapidKeys(deps.database, deps.config)).publicKey }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/notification/push/subscribe',
    access: NOTIFICATIONS_VIEW,
    summary: "Receive pushes on this device: stores the browser's push subscription for the caller",
    description:
      'The body is `PushSubscription.toJSON()`. Only push services of PUSH_ALLOWED_HOSTS are accepted (400 on `endpoint`). A repeat updates the keys; the same address held by another user moves only when its `auth` secret is the same (the browser changed hands), else 404.',
    body: pushSubscribeBody,
    response: pushSubscriptionAnswer,
    message: 'push_subscribed',
    example: pushSubscriptionExample,
    errors: [404],
    handler: async ({ req, reply, body, user }) => {
      if (!pushEndpointAllowed(body.endpoint, deps.config.pushAllowedHosts))
        throw errors.validation({ endpoint: ['check_field'] }, 'push_endpoint_not_allowed');
      return deps.mutations.forRequest(req, reply, async (m) => {
        const row = await upsertSubscription(m.tx, user, body);
        if (!row) throw errors.notFound();
        await m.log({
          type: 'push_subscription',
          type_uuid: row.subscription_uuid,
          action: 'subscribe',
          after: { host: new URL(body.endpoint).host },
        });
        return row;
      });
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/notification/push/subscribe',
    access: NOTIFICATIONS_VIEW,
    summary: 'Stop pushes on this device: removes the caller’s subscription of this push address',
    body: pushUnsubscribeBody,
    response: pushUnsubscribeAnswer,
    message: 'push_unsubscribed',
    example: { removed: true },
    errors: [404],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, async (m) => {
        if (!(await removeSubscription(m.tx, user, body.endpoint))) throw errors.notFound();
        await m.log({
          type: 'push_subscription',
          type_uuid: user.user_uuid,
          action: 'unsubscribe',
          before: { host: URL.canParse(body.endpoint) ? new URL(body.endpoint).host : null },
        });
        return { removed: true as const };
      }),
  });
}
