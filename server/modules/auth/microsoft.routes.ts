import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  microsoftAccountAnswer,
  microsoftAccountExample,
  microsoftLinkBody,
  microsoftMappingAnswer,
  microsoftMappingBody,
  microsoftMappingExample,
  microsoftTenantAnswer,
  microsoftTenantBody,
  microsoftTenantExample,
} from '../../../contract/api/microsoft';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { SETTINGS_UPDATE } from '../settings';
import { createMicrosoftService } from './microsoft.service';

/**
 * Ours (not in the specification): which Microsoft Entra ID identity (tenant, object id) signs
 * into which account. The caller links their own from a password session; a company admin maps
 * the company's users; the company's admin registers the company's tenant. Another company's
 * user is not found.
 */
export async function microsoftRoutes(app: FastifyInstance, deps: Deps) {
  const microsoft = createMicrosoftService(deps);
  const userParams = z.object({ id: z.string() });
  const ownUser = (id: string) => {
    if (!isUuid(id)) throw errors.notFound();
    return id;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/users/account/microsoft',
    access: { authenticated: true },
    summary: 'The Microsoft account linked to the caller’s account',
    description:
      'Whether this deployment offers Microsoft sign-in, whether the caller’s company registered its tenant, and the linked identity (tenant and object id) or null.',
    response: microsoftAccountAnswer,
    example: microsoftAccountExample,
    handler: async ({ user }) => microsoft.account(user),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/account/microsoft',
    access: { authenticated: true },
    summary: 'Link a Microsoft account to the caller’s account',
    description:
      'Takes the ID token MSAL gave the browser. Only from a session opened with the password (403 `sso_link_needs_password`). The token must verify (400 on `id_token`), come from the tenant the caller’s company registered (400), and its identity be linked to no other account (409). Replaces a former link.',
    body: microsoftLinkBody,
    response: microsoftAccountAnswer,
    message: 'microsoft_linked',
    example: microsoftAccountExample,
    errors: [403, 409, 503],
    handler: async ({ req, reply, body, user }) => {
      const identity = await microsoft.verifyForLink(body.id_token);
      return deps.mutations.forRequest(req, reply, (m) => microsoft.link(m, user, identity));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/users/account/microsoft',
    access: { authenticated: true },
    summary: 'Unlink the Microsoft account from the caller’s account',
    description: 'The identity no longer signs in. Answers the same when nothing was linked.',
    response: microsoftAccountAnswer,
    message: 'microsoft_unlinked',
    example: { ...microsoftAccountExample, linked: null },
    handler: async ({ req, reply, user }) =>
      deps.mutations.forRequest(req, reply, (m) => microsoft.unlink(m, user)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/microsoft/:id',
    access: { module: 'users', action: 'view' },
    summary: 'The Microsoft object id mapped to a user of the caller’s company',
    description:
      'With the company’s registered tenant (null: none, no mapping possible). Another company’s user is not found.',
    params: userParams,
    response: microsoftMappingAnswer,
    example: microsoftMappingExample,
    errors: [404],
    handler: async ({ params, user }) => microsoft.mapping(user, ownUser(params.id)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/users/microsoft/:id',
    access: { module: 'users', action: 'update' },
    summary: 'Map a user of the caller’s company to a Microsoft object id',
    description:
      'The object id (Entra ID user’s “Object ID”) is taken in the company’s registered tenant (400 `object_id` without one); null removes the mapping. An identity linked to another account is refused (409). Another company’s user is not found.',
    params: userParams,
    body: microsoftMappingBody,
    response: microsoftMappingAnswer,
    message: 'microsoft_mapping_saved',
    example: microsoftMappingExample,
    errors: [404, 409],
    handler: async ({ req, reply, params, body, user }) => {
      const target = ownUser(params.id);
      return deps.mutations.forRequest(req, reply, (m) =>
        microsoft.setMapping(m, user, target, body.object_id),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/settings/microsoft',
    access: { module: 'settings', action: 'view' },
    summary: 'The Microsoft Entra ID tenant the caller’s company registered',
    response: microsoftTenantAnswer,
    example: microsoftTenantExample,
    handler: async ({ user }) => microsoft.tenant(user),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/settings/microsoft',
    access: SETTINGS_UPDATE,
    summary: 'Register (or remove) the caller’s company’s Microsoft Entra ID tenant',
    description:
      'Only identities of this tenant are linked to and sign into the company’s users; a tenant belongs to one company (409 when another registered it). The caller’s own company only; null removes it (Microsoft sign-in stops for the company).',
    body: microsoftTenantBody,
    response: microsoftTenantAnswer,
    message: 'microsoft_tenant_saved',
    example: microsoftTenantExample,
    errors: [409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => microsoft.setTenant(m, user, body.tenant_id)),
  });
}
