/**
 * The notification settings' writes through the kit, none with a local document (`target: () =>
 * null`): a change of preferences (the panel reads them again), and this device's push
 * subscription stored or removed for the user.
 */
import type {
  PreferencesBody,
  PushSubscribeBody,
} from '../../../contract/api/notification-settings';
import {
  notificationPreferencesUpdate,
  pushSubscribe,
  pushUnsubscribe,
} from '../../../contract/api/notification-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const savePreferences = defineWrite<PreferencesBody>({
  name: 'notifications/preferences',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(notificationPreferencesUpdate, { body }),
  label: 'notifications:writeLabel.preferences',
});

export const subscribePush = defineWrite<PushSubscribeBody>({
  name: 'notifications/push-subscribe',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(pushSubscribe, { body }),
  label: 'notifications:writeLabel.pushSubscribe',
});

export const unsubscribePush = defineWrite<{ endpoint: string }>({
  name: 'notifications/push-unsubscribe',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(pushUnsubscribe, { body }),
  label: 'notifications:writeLabel.pushUnsubscribe',
});
