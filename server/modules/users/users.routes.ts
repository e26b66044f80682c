import type { FastifyInstance } from 'fastify';
import {
  invitedUserExample,
  userItemExample,
  userListExample,
} from '../../../contract/api/examples-users';
import { noData } from '../../../contract/api/values';
import {
  groupUserQuery,
  userCompanyParams,
  userCreateBody,
  userIdParams,
  userInviteBody,
  userItem,
  userListAnswer,
  userListQuery,
  userUpdateBody,
} from '../../../contract/api/users';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { toPage } from '../../lib/page';
import { createUser, deleteUser, inviteUser, updateUser } from './users.service';
import {
  assertMayReadCompanyUsers,
  USERS_CREATE,
  USERS_DELETE,
  USERS_UPDATE,
  USERS_VIEW,
} from './users.policy';
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

  defineRoute(app, {
    method: 'GET',
    url: '/users/company/list-user',
    access: USERS_VIEW,
    summary: 'The caller’s company’s users',
    description:
      'Search on name and e-mail, a state filter, sorting by name, e-mail, state, last login or creation. Each user with roles, group and pending invitation.',
    query: userListQuery,
    response: userListAnswer,
    example: userListExample,
    handler: async ({ query, user }) => page(user.company_uuid, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/company/group-user',
    access: USERS_VIEW,
    summary: 'The caller’s company’s users, optionally of one group',
    description:
      'The same query as list-user (search, page, sort_by, sort_value, state); `group_uuid`, an optional filter, keeps one group’s users, and its sub-groups’ with `include_subgroups=1`. Another company’s group is not found.',
    query: groupUserQuery,
    response: userListAnswer,
    example: userListExample,
    errors: [404],
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

  defineRoute(app, {
    method: 'GET',
    url: '/users/company/list-user/:company_uuid',
    access: USERS_VIEW,
    summary: 'The users of a company',
    description:
      'A customer reads its own company only (another is not found); a provider user reads any company.',
    params: userCompanyParams,
    query: userListQuery,
    response: userListAnswer,
    example: userListExample,
    errors: [404],
    handler: async ({ params, query, user }) => {
      assertMayReadCompanyUsers(user, params.company_uuid);
      if (!(await companyExists(deps.database, params.company_uuid))) throw errors.notFound();
      return page(params.company_uuid, query);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/create',
    access: USERS_CREATE,
    summary: 'Create a user of the caller’s company',
    description:
      'Body `data`. The user has no password: an active one is mailed an invitation to set it. Roles and group must be the company’s (else 404 naming the field); an e-mail address already used in the company answers 409; one held by another company’s account is answered as a free address, and nothing is written for it.',
    body: userCreateBody,
    response: userItem,
    status: 201,
    message: 'user_created',
    example: userItemExample,
    errors: [404, 409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createUser(m, deps, user, body.data)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/invite',
    access: USERS_CREATE,
    summary: 'Invite a user to the caller’s company',
    description:
      'The user is made in state `invited` and mailed a link to set a password, valid for INVITATION_TTL_DAYS days (7 by default). Inviting an address already invited sends a new invitation and revokes the older one; a user of the company who has an account answers 409. An address held by another company’s account is answered exactly as a free address, and nothing is written or mailed for it.',
    body: userInviteBody,
    response: userItem,
    status: 201,
    message: 'user_invited',
    example: invitedUserExample,
    errors: [404, 409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => inviteUser(m, deps, user, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/users/update/:id',
    access: USERS_UPDATE,
    summary: 'Update a user: profile, roles, group, language, state',
    description:
      'Suspending or deactivating ends the user’s sessions at once. Nobody suspends or deactivates themselves, and the company keeps at least one active user who may manage users (409).',
    params: userIdParams,
    body: userUpdateBody,
    response: userItem,
    message: 'user_updated',
    example: userItemExample,
    errors: [404, 409],
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updateUser(m, deps, user, params.id, body)),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/users/delete/:id',
    access: USERS_DELETE,
    summary: 'Delete a user',
    description:
      'A soft delete: the user’s sessions end and pending invitations are revoked. Nobody deletes themselves, nor the company’s last active user manager (409).',
    params: userIdParams,
    response: noData,
    message: 'user_deleted',
    example: null,
    errors: [404, 409],
    handler: async ({ req, reply, params, user }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteUser(m, deps, user, params.id)),
  });
}
