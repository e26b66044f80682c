/** Server messages of notifications, reminders, alerts and static pages. Spread into MESSAGES. */
export const NOTIFICATION_MESSAGES = {
  notifications_loaded: { en: 'Notifications loaded', id: 'Notifikasi dimuat' },
  notification_read: { en: 'Notification marked as read', id: 'Notifikasi ditandai sudah dibaca' },
} as const;
