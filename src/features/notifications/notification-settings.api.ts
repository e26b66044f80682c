/** The notification preferences read (online only) and the server's push key: GET /notification/preferences, /notification/push/key. */
import type { PreferencesAnswer } from '../../../contract/api/notification-settings';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export async function fetchPreferences(): Promise<PreferencesAnswer> {
  const { data } = await api.get<Envelope<PreferencesAnswer>>('/notification/preferences');
  return data.data;
}

export const usePreferences = (online: boolean) =>
  useOnlineRead('notification-preferences', online, fetchPreferences);

export async function fetchPushKey(): Promise<string> {
  const { data } = await api.get<Envelope<{ public_key: string }>>('/notification/push/key');
  return data.data.public_key;
}
