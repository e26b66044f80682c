/**
 * The notification settings' writes through the kit, none with a local document (`target: () =>
 * null`): a change of preferences (the panel reads them again), and this device's push
 * subscription stored or removed for the user.
 */
import type {
  PreferencesBody,
  PushSubscribeBody,
} from '../../../contract/api/notification-settings';
import { defineWrite } from '../../db/writes';

export const savePreferences = defineWrite<PreferencesBody>({
  name: 'notifications/preferences',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'PUT', path: '/notification/preferences', body }),
  label: 'notifications:writeLabel.preferences',
});

export const subscribePush = defineWrite<PushSubscribeBody>({
  name: 'notifications/push-subscribe',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'POST', path: '/notification/push/subscribe', body }),
  label: 'notifications:writeLabel.pushSubscribe',
});

export const unsubscribePush = defineWrite<{ endpoint: string }>({
  name: 'notifications/push-unsubscribe',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'DELETE', path: '/notification/push/subscribe', body }),
  label: 'notifications:writeLabel.pushUnsubscribe',
});
