import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import { settingsGet, settingsUpdate } from '../../../contract/api/settings-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { assertMayReachSettings } from './settings.policy';
import { findSettings, updateSettings } from './settings.service';
import { settingsLogoRoutes } from './settings-logo.routes';

/** Company settings and theming: a customer's own company; any company for the provider. */
export async function settingsRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, settingsGet, {
    handler: async ({ params, user }) => {
      assertMayReachSettings(user, params.companyId);
      const found = await findSettings(poolRows(deps.database), params.companyId);
      if (!found) throw errors.notFound();
      return found;
    },
  });

  implement(app, settingsUpdate, {
    handler: async ({ req, reply, params, body, user }) => {
      assertMayReachSettings(user, params.companyId);
      return deps.mutations.forRequest(req, reply, (m) =>
        updateSettings(m, params.companyId, body),
      );
    },
  });

  settingsLogoRoutes(app, deps);
}
