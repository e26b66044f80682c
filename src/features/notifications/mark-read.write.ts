/**
 * Marking a notification read, as a write of the kit: the local document gets `read_at` at once
 * (the bell's counter drops, offline too), and the server's mark (`notificationMarkRead`) follows,
 * queued by the outbox while offline. The server keeps the first read time; its echo settles the document.
 */
import { notificationMarkRead } from '../../../contract/api/notification-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const markNotificationRead = defineWrite<string>({
  name: 'notifications/mark-read',
  target: (id) => ({ collection: 'notifications', id }),
  effect: async (collections, id) => {
    const doc = await collections.notifications.findOne(id).exec();
    if (doc && !doc.read_at) await doc.incrementalPatch({ read_at: new Date().toISOString() });
  },
  call: (id) => endpointCall(notificationMarkRead, { params: { id } }),
  label: 'notifications:writeLabel.markRead',
});
