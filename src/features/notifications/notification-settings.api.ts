/** The notification preferences read (online only) and the server's push key. */
import {
  notificationPreferencesGet,
  pushKeyGet,
} from '../../../contract/api/notification-endpoints';
import type { PreferencesAnswer } from '../../../contract/api/notification-settings';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

export const fetchPreferences = (): Promise<PreferencesAnswer> =>
  readEndpoint(notificationPreferencesGet, {});

export const usePreferences = (online: boolean) =>
  useOnlineRead('notification-preferences', online, fetchPreferences);

export async function fetchPushKey(): Promise<string> {
  return (await readEndpoint(pushKeyGet, {})).public_key;
}
