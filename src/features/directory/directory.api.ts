/**
 * The directory screen's server reads: the settings (online only, like every company
 * configuration) and the sync, which runs and answers its counts (a GET in the specification;
 * the server does the writing in one transaction).
 */
import type { LdapSettings, LdapSyncResult } from '../../../contract/api/directory';
import { ldapSettingsGet, ldapSync } from '../../../contract/api/directory-endpoints';
import { ApiError } from '../../lib/api-client';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

export const fetchLdapSettings = (): Promise<LdapSettings | null> =>
  readEndpoint(ldapSettingsGet, {});

export function useLdapSettings(online: boolean) {
  return useOnlineRead('ldap-settings', online, fetchLdapSettings);
}

export type SyncOutcome =
  | { state: 'done'; result: LdapSyncResult }
  | { state: 'failed'; message: string; offline: boolean };

export async function runLdapSync(): Promise<SyncOutcome> {
  try {
    const result: LdapSyncResult = await readEndpoint(ldapSync, {});
    return { state: 'done', result };
  } catch (error) {
    const offline = !(error instanceof ApiError) || error.isNetworkError;
    return { state: 'failed', message: error instanceof ApiError ? error.message : '', offline };
  }
}
