import type { FastifyInstance } from 'fastify';
import {
  notificationCounter,
  notificationGet,
  notificationList,
  notificationMarkRead,
} from '../../../contract/api/notification-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { notificationPublisher } from './notifications.publisher';
import {
  countNotifications,
  findNotification,
  listNotifications,
} from './notifications.repository';
import { markRead } from './notifications.service';
import { notificationSettingsRoutes } from './notification-settings.routes';

/**
 * The caller's own notifications (spec section 7). Reading one (`GET /notification/{id}`) marks it
 * read, as the specification's client expects; `PUT /notification/read/{id}` (ours) does the same
 * for the offline write, since the outbox queues only mutating methods.
 */
export async function notificationRoutes(app: FastifyInstance, deps: Deps) {
  deps.realtime.onChanges(notificationPublisher(deps.database));

  implement(app, notificationList, {
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listNotifications(deps.database, user, lang, query);
      const { unread } = await countNotifications(deps.database, user);
      return {
        data: rows,
        page: query.page,
        limit: query.limit,
        total,
        total_page: Math.max(1, Math.ceil(total / query.limit)),
        unread,
      };
    },
  });

  implement(app, notificationCounter, {
    handler: async ({ user }) => {
      const counts = await countNotifications(deps.database, user);
      return { counter: counts.unread, ...counts };
    },
  });

  implement(app, notificationGet, {
    handler: async ({ req, reply, params, user, lang }) => {
      await deps.mutations.forRequest(req, reply, (m) => markRead(m, user, params.id));
      const item = await findNotification(deps.database, user, lang, params.id);
      if (!item) throw errors.notFound();
      return item;
    },
  });

  implement(app, notificationMarkRead, {
    handler: async ({ req, reply, params, user, lang }) => {
      await deps.mutations.forRequest(req, reply, (m) => markRead(m, user, params.id));
      const item = await findNotification(deps.database, user, lang, params.id);
      if (!item) throw errors.notFound();
      return item;
    },
  });

  await notificationSettingsRoutes(app, deps);
}
