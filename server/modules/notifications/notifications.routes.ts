import type { FastifyInstance } from 'fastify';
import {
  notificationCounterExample,
  notificationExample,
  notificationListExample,
} from '../../../contract/api/examples-notifications';
import {
  notificationCounterAnswer,
  notificationIdParams,
  notificationItem,
  notificationListAnswer,
  notificationListQuery,
} from '../../../contract/api/notifications';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { NOTIFICATIONS_VIEW } from './notifications.policy';
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

  defineRoute(app, {
    method: 'GET',
    url: '/notification/list',
    access: NOTIFICATIONS_VIEW,
    summary: "The caller's notifications, newest first, in the request's language",
    description: 'Filters: status=read|unread, type. `unread` counts all unread notifications.',
    query: notificationListQuery,
    response: notificationListAnswer,
    message: 'notifications_loaded',
    example: notificationListExample,
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

  defineRoute(app, {
    method: 'GET',
    url: '/notification/counter-list',
    access: NOTIFICATIONS_VIEW,
    summary: "The caller's unread and total notification counts (the header bell)",
    description: '`counter` is the specification’s field (the unread notifications, as `unread`).',
    response: notificationCounterAnswer,
    example: notificationCounterExample,
    handler: async ({ user }) => {
      const counts = await countNotifications(deps.database, user);
      return { counter: counts.unread, ...counts };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/notification/:id',
    access: NOTIFICATIONS_VIEW,
    summary: 'One notification in the request language; reading it marks it read',
    params: notificationIdParams,
    response: notificationItem,
    example: notificationExample,
    errors: [404],
    handler: async ({ req, reply, params, user, lang }) => {
      await deps.mutations.forRequest(req, reply, (m) => markRead(m, user, params.id));
      const item = await findNotification(deps.database, user, lang, params.id);
      if (!item) throw errors.notFound();
      return item;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/notification/read/:id',
    access: NOTIFICATIONS_VIEW,
    summary: 'Mark one notification read (the offline write; same effect as reading it)',
    description: 'Ours (not in the specification). A repeat keeps the first read time.',
    params: notificationIdParams,
    response: notificationItem,
    message: 'notification_read',
    example: notificationExample,
    errors: [404],
    handler: async ({ req, reply, params, user, lang }) => {
      await deps.mutations.forRequest(req, reply, (m) => markRead(m, user, params.id));
      const item = await findNotification(deps.database, user, lang, params.id);
      if (!item) throw errors.notFound();
      return item;
    },
  });

  await notificationSettingsRoutes(app, deps);
}
