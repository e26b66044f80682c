import type { FastifyInstance } from 'fastify';
import {
  notificationPreferencesGet,
  notificationPreferencesUpdate,
  pushKeyGet,
  pushSubscribe,
  pushUnsubscribe,
} from '../../../contract/api/notification-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
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

  implement(app, notificationPreferencesGet, {
    handler: async ({ user }) => ({
      preferences: await readPreferences((query) => deps.database.rows(query), user),
    }),
  });

  implement(app, notificationPreferencesUpdate, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, async (m) => ({
        preferences: await savePreferences(m, user, body),
      })),
  });

  implement(app, pushKeyGet, {
    handler: async () => ({ public_key: (await vapidKeys(deps.database, deps.config)).publicKey }),
  });

  implement(app, pushSubscribe, {
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

  implement(app, pushUnsubscribe, {
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
