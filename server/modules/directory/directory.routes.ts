import type { FastifyInstance } from 'fastify';
import {
  ldapSettingsGet,
  ldapSettingsSave,
  ldapSync,
} from '../../../contract/api/directory-endpoints';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { findSettings, presentSettings } from './directory.repository';
import { createDirectoryService } from './directory.service';

/** The company's LDAP directory: its settings and the sync of users and groups from it. */
export async function directoryRoutes(app: FastifyInstance, deps: Deps) {
  const directory = createDirectoryService(deps);

  implement(app, ldapSettingsGet, {
    handler: async ({ user }) => {
      const row = await findSettings(deps.database, user.company_uuid);
      return row ? presentSettings(row) : null;
    },
  });

  implement(app, ldapSettingsSave, {
    handler: async ({ req, reply, body, user }) => {
      await directory.checkTarget(body);
      return deps.mutations.forRequest(req, reply, (m) => directory.saveSettings(m, user, body));
    },
  });

  implement(app, ldapSync, {
    handler: async ({ req, reply, user }) => {
      const read = await directory.read(user);
      return deps.mutations.forRequest(req, reply, (m) => directory.apply(m, user, read));
    },
  });
}
