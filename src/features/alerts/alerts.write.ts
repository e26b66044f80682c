/**
 * The alert message writes through the kit: save messages (by code) and push them to every
 * customer. No collection holds them (`target: () => null`); the editor reads the list again.
 * The push is the specification's GET /alert-message/sync, sent directly: the outbox queues
 * only mutating methods, so the screen offers it online only.
 */
import type { AlertUpdateBody } from '../../../contract/api/alerts';
import { defineWrite } from '../../db/writes';

export const saveAlerts = defineWrite<AlertUpdateBody>({
  name: 'alerts/update',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'PUT', path: '/alert-message/update', body }),
  label: 'alerts:writeLabel.update',
});
