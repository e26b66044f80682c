import type { FastifyInstance } from 'fastify';
import {
  microsoftAccountGet,
  microsoftLink,
  microsoftTenantGet,
  microsoftTenantSet,
  microsoftUnlink,
  userMicrosoftGet,
  userMicrosoftSet,
} from '../../../contract/api/auth-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { createMicrosoftService } from './microsoft.service';

/**
 * Ours (not in the specification): which Microsoft Entra ID identity (tenant, object id) signs
 * into which account. The caller links their own from a password session; a company admin maps
 * the company's users; the company's admin registers the company's tenant. Another company's
 * user is not found.
 */
export async function microsoftRoutes(app: FastifyInstance, deps: Deps) {
  const microsoft = createMicrosoftService(deps);
  const ownUser = (id: string) => {
    if (!isUuid(id)) throw errors.notFound();
    return id;
  };

  implement(app, microsoftAccountGet, {
    handler: async ({ user }) => microsoft.account(user),
  });

  implement(app, microsoftLink, {
    handler: async ({ req, reply, body, user }) => {
      const identity = await microsoft.verifyForLink(body.id_token);
      return deps.mutations.forRequest(req, reply, (m) => microsoft.link(m, user, identity));
    },
  });

  implement(app, microsoftUnlink, {
    handler: async ({ req, reply, user }) =>
      deps.mutations.forRequest(req, reply, (m) => microsoft.unlink(m, user)),
  });

  implement(app, userMicrosoftGet, {
    handler: async ({ params, user }) => microsoft.mapping(user, ownUser(params.id)),
  });

  implement(app, userMicrosoftSet, {
    handler: async ({ req, reply, params, body, user }) => {
      const target = ownUser(params.id);
      return deps.mutations.forRequest(req, reply, (m) =>
        microsoft.setMapping(m, user, target, body.object_id),
      );
    },
  });

  implement(app, microsoftTenantGet, {
    handler: async ({ user }) => microsoft.tenant(user),
  });

  implement(app, microsoftTenantSet, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => microsoft.setTenant(m, user, body.tenant_id)),
  });
}
