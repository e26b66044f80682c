/**
 * The notification calls, declared once (contract/endpoint.ts): the caller's own notifications
 * (server/modules/notifications/notifications.routes.ts), their channels and this device's Web
 * Push subscription (notification-settings.routes.ts); src/features/notifications and
 * src/lib/web-push.ts call them.
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import {
  notificationCounterExample,
  notificationExample,
  notificationListExample,
  preferencesExample,
  pushKeyExample,
  pushSubscriptionExample,
} from './examples-notifications';
import {
  preferencesAnswer,
  preferencesBody,
  pushKeyAnswer,
  pushSubscribeBody,
  pushSubscriptionAnswer,
  pushUnsubscribeAnswer,
  pushUnsubscribeBody,
} from './notification-settings';
import {
  notificationCounterAnswer,
  notificationIdParams,
  notificationItem,
  notificationListAnswer,
  notificationListQuery,
} from './notifications';

export const NOTIFICATIONS_VIEW = {
  module: 'notifications',
  action: 'view',
} as const satisfies Access;

export const notificationList = endpoint({
  method: 'GET',
  path: '/notification/list',
  access: NOTIFICATIONS_VIEW,
  summary: "The caller's notifications, newest first, in the request's language",
  description: 'Filters: status=read|unread, type. `unread` counts all unread notifications.',
  query: notificationListQuery,
  response: notificationListAnswer,
  message: 'notifications_loaded',
  example: notificationListExample,
});

export const notificationCounter = endpoint({
  method: 'GET',
  path: '/notification/counter-list',
  access: NOTIFICATIONS_VIEW,
  summary: "The caller's unread and total notification counts (the header bell)",
  description: '`counter` is the specification’s field (the unread notifications, as `unread`).',
  response: notificationCounterAnswer,
  example: notificationCounterExample,
});

export const notificationGet = endpoint({
  method: 'GET',
  path: '/notification/:id',
  access: NOTIFICATIONS_VIEW,
  summary: 'One notification in the request language; reading it marks it read',
  params: notificationIdParams,
  response: notificationItem,
  example: notificationExample,
  errors: [404],
});

export const notificationMarkRead = endpoint({
  method: 'PUT',
  path: '/notification/read/:id',
  access: NOTIFICATIONS_VIEW,
  summary: 'Mark one notification read (the offline write; same effect as reading it)',
  description: 'Ours (not in the specification). A repeat keeps the first read time.',
  params: notificationIdParams,
  response: notificationItem,
  message: 'notification_read',
  example: notificationExample,
  errors: [404],
});

export const notificationPreferencesGet = endpoint({
  method: 'GET',
  path: '/notification/preferences',
  access: NOTIFICATIONS_VIEW,
  summary: "The caller's channels (in app, mail, push) per notification kind",
  description:
    'A channel the kind is not delivered on is null. Without a choice stored, every offered channel is on.',
  response: preferencesAnswer,
  example: preferencesExample,
});

export const notificationPreferencesUpdate = endpoint({
  method: 'PUT',
  path: '/notification/preferences',
  access: NOTIFICATIONS_VIEW,
  summary: "Change the caller's channels of some notification kinds (the others are kept)",
  description:
    'A channel the kind is not delivered on is refused (400 on `preferences.<n>.<channel>`).',
  body: preferencesBody,
  response: preferencesAnswer,
  message: 'preferences_saved',
  example: preferencesExample,
});

export const pushKeyGet = endpoint({
  method: 'GET',
  path: '/notification/push/key',
  access: NOTIFICATIONS_VIEW,
  summary: "The server's VAPID public key, the applicationServerKey a device subscribes with",
  response: pushKeyAnswer,
  example: pushKeyExample,
});

export const pushSubscribe = endpoint({
  method: 'POST',
  path: '/notification/push/subscribe',
  access: NOTIFICATIONS_VIEW,
  summary: "Receive pushes on this device: stores the browser's push subscription for the caller",
  description:
    'The body is `PushSubscription.toJSON()`. Only push services of PUSH_ALLOWED_HOSTS are accepted (400 on `endpoint`). A repeat updates the keys; the same address held by another user moves only when its `auth` secret is the same (the browser changed hands), else 404.',
  body: pushSubscribeBody,
  response: pushSubscriptionAnswer,
  message: 'push_subscribed',
  example: pushSubscriptionExample,
  errors: [404],
});

export const pushUnsubscribe = endpoint({
  method: 'DELETE',
  path: '/notification/push/subscribe',
  access: NOTIFICATIONS_VIEW,
  summary: 'Stop pushes on this device: removes the caller’s subscription of this push address',
  body: pushUnsubscribeBody,
  response: pushUnsubscribeAnswer,
  message: 'push_unsubscribed',
  example: { removed: true },
  errors: [404],
});
