import type { FastifyInstance } from 'fastify';
import {
  companyUserList,
  userCreate,
  userDelete,
  userGroupList,
  userInvite,
  userList,
  userUpdate,
} from '../../../contract/api/user-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { toPage } from '../../lib/page';
import { createUser, deleteUser, inviteUser, updateUser } from './users.service';
import { assertMayReadCompanyUsers } from './users.policy';
import {
  companyExists,
  groupSubtree,
  listCompanyUsers,
  type UserListFilter,
} from './users.repository';

/** User management: the company's user lists, create, invite, update (suspend, activate) and delete. */
export async function userRoutes(app: FastifyInstance, deps: Deps) {
  const page = async (companyUuid: string, f: UserListFilter) => {
    const { rows, total } = await listCompanyUsers(deps.database, companyUuid, f);
    return toPage(rows, total, f.page, f.limit);
  };

  implement(app, userList, {
    handler: async ({ query, user }) => page(user.company_uuid, query),
  });

  implement(app, userGroupList, {
    handler: async ({ query, user }) => {
      if (!query.group_uuid) return page(user.company_uuid, query);
      const groups = await groupSubtree(
        deps.database,
        user.company_uuid,
        query.group_uuid,
        query.include_subgroups === '1',
      );
      if (groups.length === 0) throw errors.notFound();
      return page(user.company_uuid, { ...query, groupUuids: groups });
    },
  });

  implement(app, companyUserList, {
    handler: async ({ params, query, user }) => {
      assertMayReadCompanyUsers(user, params.company_uuid);
      if (!(await companyExists(deps.database, params.company_uuid))) throw errors.notFound();
      return page(params.company_uuid, query);
    },
  });

  implement(app, userCreate, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createUser(m, deps, user, body.data)),
  });

  implement(app, userInvite, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => inviteUser(m, deps, user, body)),
  });

  implement(app, userUpdate, {
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updateUser(m, deps, user, params.id, body)),
  });

  implement(app, userDelete, {
    handler: async ({ req, reply, params, user }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteUser(m, deps, user, params.id)),
  });
}
