/** Server messages of notifications, reminders, alerts and static pages. Spread into MESSAGES. */
export const NOTIFICATION_MESSAGES = {
  notifications_loaded: { en: 'Notifications loaded', id: 'Notifikasi dimuat' },
  notification_read: { en: 'Notification marked as read', id: 'Notifikasi ditandai sudah dibaca' },
  content_loaded: { en: 'Pages loaded', id: 'Halaman dimuat' },
  content_created: { en: 'Page created', id: 'Halaman dibuat' },
  content_updated: { en: 'Page updated', id: 'Halaman diperbarui' },
  content_deleted: { en: 'Page deleted', id: 'Halaman dihapus' },
  content_slug_taken: {
    en: 'A page with this address already exists',
    id: 'Halaman dengan alamat ini sudah ada',
  },
  alerts_loaded: { en: 'Alert messages loaded', id: 'Pesan peringatan dimuat' },
  alerts_saved: { en: 'Alert messages saved', id: 'Pesan peringatan disimpan' },
  alerts_synced: {
    en: 'Alert messages sent to every customer',
    id: 'Pesan peringatan dikirim ke setiap pelanggan',
  },
  inbox_loaded: { en: 'Messages loaded', id: 'Pesan dimuat' },
  inbox_answered: { en: 'Answer sent', id: 'Tanggapan dikirim' },
  preferences_saved: { en: 'Notification preferences saved', id: 'Preferensi notifikasi disimpan' },
  channel_not_offered: {
    en: 'This notification is not sent on this channel',
    id: 'Notifikasi ini tidak dikirim melalui saluran ini',
  },
  push_subscribed: {
    en: 'Push notifications are on for this device',
    id: 'Notifikasi push aktif untuk perangkat ini',
  },
  push_unsubscribed: {
    en: 'Push notifications are off for this device',
    id: 'Notifikasi push nonaktif untuk perangkat ini',
  },
  push_endpoint_not_allowed: {
    en: 'This push service is not allowed',
    id: 'Layanan push ini tidak diizinkan',
  },
} as const;
