import type { FastifyInstance } from 'fastify';
import {
  memberRoleCreate,
  memberRoleDelete,
  memberRoleGet,
  memberRoleList,
  memberRoleUpdate,
  obligationActionList,
} from '../../../../contract/api/member-role-endpoints';
import { OBLIGATION_ACTION_LABELS, options } from '../../../../contract/labels';
import type { Deps } from '../../../deps';
import { errors } from '../../../lib/errors';
import { implement } from '../../../lib/route';
import { toPage } from '../../../lib/page';
import { findRole, listRoles } from './member-roles.repository';
import { createRole, deleteRole, updateRole } from './member-roles.service';
import { assertOwnCompany, assertRoleManager } from './members.policy';

/** The company's member roles and the obligation actions they grant. */
export async function memberRoleRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, memberRoleList, {
    handler: async ({ params, query, user }) => {
      assertOwnCompany(user, params.company_uuid);
      return listRoles(deps.database, user.company_uuid, query);
    },
  });

  implement(app, memberRoleGet, {
    handler: async ({ params, user }) => {
      const role = await findRole(deps.database, user.company_uuid, params.id);
      if (!role) throw errors.notFound();
      return role;
    },
  });

  implement(app, memberRoleCreate, {
    handler: async ({ req, reply, body, user }) => {
      assertOwnCompany(user, body.company_uuid);
      assertRoleManager(user);
      return deps.mutations.forRequest(req, reply, (m) => createRole(m, user, body));
    },
  });

  implement(app, memberRoleUpdate, {
    handler: async ({ req, reply, body, user }) => {
      assertRoleManager(user);
      return deps.mutations.forRequest(req, reply, (m) => updateRole(m, user, body));
    },
  });

  implement(app, memberRoleDelete, {
    handler: async ({ req, reply, body, user }) => {
      assertRoleManager(user);
      return deps.mutations.forRequest(req, reply, (m) =>
        deleteRole(m, user, body.member_role_uuid),
      );
    },
  });

  implement(app, obligationActionList, {
    handler: async ({ query, lang }) => {
      const all = options(OBLIGATION_ACTION_LABELS, lang);
      return toPage(
        all.slice((query.page - 1) * query.limit, query.page * query.limit),
        all.length,
        query.page,
        query.limit,
      );
    },
  });
}
