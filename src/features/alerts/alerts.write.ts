/**
 * The alert message writes through the kit: save messages (by code) and push them to every
 * customer. No collection holds them (`target: () => null`); the editor reads the list again.
 * The push (`alertSync`) is the specification's GET, sent directly (alerts.api.ts): the outbox
 * queues only mutating methods, so the screen offers it online only.
 */
import type { AlertUpdateBody } from '../../../contract/api/alerts';
import { alertUpdate } from '../../../contract/api/alert-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const saveAlerts = defineWrite<AlertUpdateBody>({
  name: 'alerts/update',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(alertUpdate, { body }),
  label: 'alerts:writeLabel.update',
});
