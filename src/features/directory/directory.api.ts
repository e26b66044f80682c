/**
 * The directory screen's server reads: GET /ldap/settings (online only, like every company
 * configuration) and GET /ldap/sync, which runs a sync and answers its counts (a GET in the
 * specification; the server does the writing in one transaction).
 */
import type { LdapSettings, LdapSyncResult } from '../../../contract/api/directory';
import type { Envelope } from '../../../contract/envelope';
import { api, ApiError } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export async function fetchLdapSettings(): Promise<LdapSettings | null> {
  const { data } = await api.get<Envelope<LdapSettings | null>>('/ldap/settings');
  return data.data;
}

export function useLdapSettings(online: boolean) {
  return useOnlineRead('ldap-settings', online, fetchLdapSettings);
}

export type SyncOutcome =
  | { state: 'done'; result: LdapSyncResult }
  | { state: 'failed'; message: string; offline: boolean };

export async function runLdapSync(): Promise<SyncOutcome> {
  try {
    const { data } = await api.get<Envelope<LdapSyncResult>>('/ldap/sync');
    return { state: 'done', result: data.data };
  } catch (error) {
    const offline = !(error instanceof ApiError) || error.isNetworkError;
    return { state: 'failed', message: error instanceof ApiError ? error.message : '', offline };
  }
}
