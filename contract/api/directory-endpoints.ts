/**
 * The LDAP directory calls, declared once (contract/endpoint.ts): the company's directory
 * settings and the sync of users and groups from it. server/modules/directory implements them;
 * src/features/directory reads and writes through them. Reading the settings needs the `users`
 * module's view right; saving them and syncing its update right (a sync changes users).
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { ldapSettings, ldapSettingsAnswer, ldapSettingsBody, ldapSyncResult } from './directory';
import { ldapSettingsExample, ldapSyncExample } from './examples-directory';

export const DIRECTORY_READ = { module: 'users', action: 'view' } as const satisfies Access;
export const DIRECTORY_WRITE = { module: 'users', action: 'update' } as const satisfies Access;

export const ldapSettingsGet = endpoint({
  method: 'GET',
  path: '/ldap/settings',
  access: DIRECTORY_READ,
  summary: 'The company’s LDAP directory settings and its last sync',
  description:
    'Null until saved. The bind password is never returned: `has_bind_password` says whether one is stored.',
  response: ldapSettingsAnswer,
  example: ldapSettingsExample,
});

export const ldapSettingsSave = endpoint({
  method: 'PUT',
  path: '/ldap/settings',
  access: DIRECTORY_WRITE,
  summary: 'Save the company’s LDAP directory settings',
  description:
    'The bind password is stored encrypted; omitted or empty, the stored one is kept (required the first time). Filters are checked as LDAP filters. The address must be one the server may reach (the operator’s allow-list; never a loopback, private or link-local address unless listed: `url` refused), and plain ldap:// needs StartTLS unless the operator allows plain LDAP (`start_tls` refused).',
  body: ldapSettingsBody,
  response: ldapSettings,
  message: 'ldap_settings_saved',
  example: ldapSettingsExample,
});

export const ldapSync = endpoint({
  method: 'GET',
  path: '/ldap/sync',
  access: DIRECTORY_WRITE,
  summary: 'Import and update the company’s users and groups from its LDAP directory',
  description:
    'Binds with the stored settings, reads people and groups (paged), then in one transaction creates and updates users and groups, sets memberships, and suspends directory users no longer listed (their sessions end). Not configured (`directory_not_configured`), the directory refused the bind or the search (`directory_refused`), or could not be reached (`directory_unavailable`): 400 with that code. On any failure nothing is written.',
  response: ldapSyncResult,
  message: 'ldap_sync_done',
  example: ldapSyncExample,
});
