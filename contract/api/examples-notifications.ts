/** Example answers of the notification routes (shown in the API reference, checked by a test). */
import type { PreferencesAnswer } from './notification-settings';
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

export const notificationListExample: NotificationListAnswer = {
  data: [notificationExample],
  page: 1,
  limit: 20,
  total: 1,
  total_page: 1,
  unread: 1,
};
export const notificationCounterExample = { counter: 1, unread: 1, total: 1 };

export const preferencesExample: PreferencesAnswer = {
  preferences: [
    { kind: 'claim_audit', in_app: true, mail: null, push: true },
    { kind: 'reminder', in_app: true, mail: false, push: true },
  ],
};
export const pushKeyExample = {
  public_key:
    'BCoJN4bOhKxZ-PNRlEpTink9WcnLaLS-M9av4hiIsJeuA5MOz3jcyoWeTjf_i3AO6ZY-V2WH4z59Kj9ouleEARM',
};
export const pushSubscriptionExample = {
  subscription_uuid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  created_at: '2026-01-15T08:30:00.000Z',
};
