/** Server messages of notifications, reminders, alerts and static pages. Spread into MESSAGES. */
export const NOTIFICATION_MESSAGES = {
  notifications_loaded: { en: 'Notifications loaded', id: 'Notifikasi dimuat' },
  notification_read: { en: 'Notification marked as read', id: 'Notifikasi ditandai sudah dibaca' },
  content_loaded: { en: 'Pages loaded', id: 'Halaman dimuat' },
  content_created: { en: 'Page created', id: 'Halaman dibuat' },
  content_updated: { en: 'Page updated', id: 'Halaman diperbarui' },
  content_deleted: { en: 'Page deleted', id: 'Halaman dihapus' },
  content_slug_taken: { en: 'A page with this address already exists', id: 'Halaman dengan alamat ini sudah ada' },
  alerts_loaded: { en: 'Alert messages loaded', id: 'Pesan peringatan dimuat' },
  alerts_saved: { en: 'Alert messages saved', id: 'Pesan peringatan disimpan' },
  alerts_synced: { en: 'Alert messages sent to every customer', id: 'Pesan peringatan dikirim ke setiap pelanggan' },
  inbox_loaded: { en: 'Messages loaded', id: 'Pesan dimuat' },
  inbox_answered: { en: 'Answer sent', id: 'Tanggapan dikirim' },
} as const;
