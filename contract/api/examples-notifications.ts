/** Example answers of the notification routes (shown in the API reference, checked by a test). */
import type { NotificationItem, NotificationListAnswer } from './notifications';

export const notificationExample: NotificationItem = {
  notification_uuid: '0b6c1d2e-3f40-4a51-9b62-7c8d9e0f1a2b',
  type: 'claim_audit',
  header: 'A claim waits for your audit',
  body: 'Fire safety permit was claimed by Dewi Lestari.',
  link: '/compliance/4d5e6f70-8192-4a3b-8c4d-5e6f7a8b9c0d',
  is_read: false,
  read_at: null,
  created_at: '2026-01-15T08:30:00.000Z',
};

export const notificationListExample: NotificationListAnswer = { data: [notificationExample], page: 1, limit: 20, total: 1, total_page: 1, unread: 1 };
export const notificationCounterExample = { unread: 1, total: 1 };
