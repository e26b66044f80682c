import type { FastifyInstance } from 'fastify';
import {
  ldapSettings,
  ldapSettingsAnswer,
  ldapSettingsBody,
  ldapSyncResult,
} from '../../../contract/api/directory';
import { ldapSettingsExample, ldapSyncExample } from '../../../contract/api/examples-directory';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { DIRECTORY_READ, DIRECTORY_WRITE } from './directory.policy';
import { findSettings, presentSettings } from './directory.repository';
import { createDirectoryService } from './directory.service';

/** The company's LDAP directory: its settings and the sync of users and groups from it. */
export async function directoryRoutes(app: FastifyInstance, deps: Deps) {
  const directory = createDirectoryService(deps);

  defineRoute(app, {
    method: 'GET',
    url: '/ldap/settings',
    access: DIRECTORY_READ,
    summary: 'The company’s LDAP directory settings and its last sync',
    description:
      'Null until saved. The bind password is never returned: `has_bind_password` says whether one is stored.',
    response: ldapSettingsAnswer,
    example: ldapSettingsExample,
    handler: async ({ user }) => {
      const row = await findSettings(deps.database, user.company_uuid);
      return row ? presentSettings(row) : null;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/ldap/settings',
    access: DIRECTORY_WRITE,
    summary: 'Save the company’s LDAP directory settings',
    description:
      'The bind password is stored encrypted; omitted or empty, the stored one is kept (required the first time). Filters are checked as LDAP filters. The address must be one the server may reach (the operator’s allow-list; never a loopback, private or link-local address unless listed: `url` refused), and plain ldap:// needs StartTLS unless the operator allows plain LDAP (`start_tls` refused).',
    body: ldapSettingsBody,
    response: ldapSettings,
    message: 'ldap_settings_saved',
    example: ldapSettingsExample,
    handler: async ({ req, reply, body, user }) => {
      await directory.checkTarget(body);
      return deps.mutations.forRequest(req, reply, (m) => directory.saveSettings(m, user, body));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/ldap/sync',
    access: DIRECTORY_WRITE,
    summary: 'Import and update the company’s users and groups from its LDAP directory',
    description:
      'Binds with the stored settings, reads people and groups (paged), then in one transaction creates and updates users and groups, sets memberships, and suspends directory users no longer listed (their sessions end). Not configured (`directory_not_configured`), the directory refused the bind or the search (`directory_refused`), or could not be reached (`directory_unavailable`): 400 with that code. On any failure nothing is written.',
    response: ldapSyncResult,
    message: 'ldap_sync_done',
    example: ldapSyncExample,
    handler: async ({ req, reply, user }) => {
      const read = await directory.read(user);
      return deps.mutations.forRequest(req, reply, (m) => directory.apply(m, user, read));
    },
  });
}
