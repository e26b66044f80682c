import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import { settingsAnswer, settingsParams, settingsUpdateBody } from '../../../contract/api/settings';
import { settingsExample } from '../../../contract/api/examples-settings';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { assertMayReachSettings, SETTINGS_UPDATE } from './settings.policy';
import { findSettings, updateSettings } from './settings.service';
import { settingsLogoRoutes } from './settings-logo.routes';

/** Company settings and theming: a customer's own company; any company for the provider. */
export async function settingsRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/settings/detail/:companyId',
    // Every user of the company gets its theme and labels (the app applies them); writes need the module.
    access: { authenticated: true },
    summary: 'A company’s settings and theming',
    description:
      'Colour scheme, primary colour, logo, priority labels, label overrides, default language, warning and reminder defaults; defaults fill what was never set. Another company is not found (a provider user reads any).',
    params: settingsParams,
    response: settingsAnswer,
    example: settingsExample,
    handler: async ({ params, user }) => {
      assertMayReachSettings(user, params.companyId);
      const found = await findSettings(poolRows(deps.database), params.companyId);
      if (!found) throw errors.notFound();
      return found;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/settings/update/:companyId',
    access: SETTINGS_UPDATE,
    summary: 'Change a company’s settings',
    description:
      'Only the fields given change; a null priority label or label override (or the string "null") removes it. Another company is not found (a provider user changes any).',
    params: settingsParams,
    body: settingsUpdateBody,
    response: settingsAnswer,
    message: 'settings_updated',
    example: settingsExample,
    handler: async ({ req, reply, params, body, user }) => {
      assertMayReachSettings(user, params.companyId);
      return deps.mutations.forRequest(req, reply, (m) =>
        updateSettings(m, params.companyId, body),
      );
    },
  });

  settingsLogoRoutes(app, deps);
}
