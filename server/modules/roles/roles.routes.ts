import type { FastifyInstance } from 'fastify';
import {
  roleCreate,
  roleDelete,
  roleGet,
  roleList,
  rolePrivilegeUpdate,
} from '../../../contract/api/roles-endpoints';
import { poolRows } from '../../db/client';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { grantableModules } from './roles.policy';
import { listRoles, roleDetail } from './roles.repository';
import { createRole, deleteRole, updatePrivileges } from './roles.service';

/** The company's privilege roles and their module matrix (user management, module `users`). */
export async function roleRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, roleList, {
    handler: async ({ query, user }) => listRoles(deps.database, user.company_uuid, query),
  });

  implement(app, roleGet, {
    handler: async ({ params, user }) => {
      const role = await roleDetail(
        poolRows(deps.database),
        user.company_uuid,
        params.id,
        grantableModules(user),
      );
      if (!role) throw errors.notFound();
      return role;
    },
  });

  implement(app, roleCreate, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createRole(m, user, body)),
  });

  implement(app, roleDelete, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteRole(m, user, body.role_uuid)),
  });

  implement(app, rolePrivilegeUpdate, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updatePrivileges(m, user, body)),
  });
}
