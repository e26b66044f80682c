/**
 * Notifications (spec section 7: GET /notification/list, /notification/counter-list,
 * /notification/{id}?lang), and ours: PUT /notification/read/{id} for the offline mark-read write
 * (a GET is never queued by the outbox). Each item is in the request's language.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { NOTIFICATION_KINDS } from '../notification-kinds';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

export const notificationListQuery = numberPageQuery({ limit: 20, max: 100 }).extend({
  /** `read`, `unread`, or both when absent. */
  status: z.enum(['read', 'unread']).optional(),
  type: z.enum(NOTIFICATION_KINDS).optional(),
});

export const notificationItem = z.strictObject({
  notification_uuid: z.string(),
  type: z.enum(NOTIFICATION_KINDS),
  header: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: isoTime.nullable(),
  created_at: isoTime,
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationListAnswer = pageOf(notificationItem).extend({
  /** The caller's unread notifications, all pages. */
  unread: z.number().int().min(0),
});
export type NotificationListAnswer = z.infer<typeof notificationListAnswer>;

/** GET /notification/counter-list: `counter` is the specification's (the header bell's unread count). */
export const notificationCounterAnswer = z.strictObject({
  counter: z.number().int().min(0),
  unread: z.number().int().min(0),
  total: z.number().int().min(0),
});

export const notificationIdParams = z.object({ id: uuidString() });
