import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import { roleDetailExample, roleListExample } from '../../../contract/api/examples-access';
import {
  privilegeUpdateBody,
  roleCreateBody,
  roleDeleteBody,
  roleDetail as roleDetailSchema,
  roleIdParams,
  roleListAnswer,
  roleListItem,
  roleListQuery,
} from '../../../contract/api/roles';
import { noData } from '../../../contract/api/values';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import {
  ACCESS_CREATE,
  ACCESS_DELETE,
  ACCESS_READ,
  ACCESS_UPDATE,
  grantableModules,
} from './roles.policy';
import { listRoles, roleDetail } from './roles.repository';
import { createRole, deleteRole, updatePrivileges } from './roles.service';

/** The company's privilege roles and their module matrix (user management, module `users`). */
export async function roleRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/role/list',
    access: ACCESS_READ,
    summary: 'Privilege roles of the caller’s company',
    description:
      'A page (`page`, `limit` up to 500) of the roles, built-in roles first, each with its holders (users, groups) and the modules it grants anything on.',
    query: roleListQuery,
    response: roleListAnswer,
    example: { data: [roleListExample], page: 1, limit: 20, total: 1, total_page: 1 },
    handler: async ({ query, user }) => listRoles(deps.database, user.company_uuid, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/role/:id',
    access: ACCESS_READ,
    summary: 'One privilege role: its matrix and holders',
    description:
      'The matrix has a row for every module the company may hold (customer modules for a customer, every module for the provider). Another company’s role is not found.',
    params: roleIdParams,
    response: roleDetailSchema,
    example: roleDetailExample,
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

  defineRoute(app, {
    method: 'POST',
    url: '/role/create',
    access: ACCESS_CREATE,
    summary: 'Create a privilege role',
    description:
      'A new role has role_setting 0 and no privileges. A name already used (any case) answers 409 `User Role Already Exists`; a name over 100 characters `Data Too Long`.',
    body: roleCreateBody,
    response: roleListItem,
    status: 201,
    message: 'role_created',
    example: { ...roleListExample, user_count: 0, group_count: 0, modules: [] },
    errors: [409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createRole(m, user, body)),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/role/delete',
    access: ACCESS_DELETE,
    summary: 'Delete a privilege role',
    description:
      'Built-in roles (role_setting 1) and roles still held by users or groups answer 409; the message names how many hold it.',
    body: roleDeleteBody,
    response: noData,
    message: 'role_deleted',
    example: null,
    errors: [409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteRole(m, user, body.role_uuid)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/role/privilege/update',
    access: ACCESS_UPDATE,
    summary: 'Change a role’s privileges (modules x view/create/update/delete)',
    description:
      '`modules` sets the listed modules’ rights (all four off takes the module off the role); `remove` takes modules off. An empty `remove` answers `Choose Privilege To Delete`. A customer role cannot get provider modules (403). A change that would leave the company without an active user who may update users answers 409. Holders get the new rights on their next request.',
    body: privilegeUpdateBody,
    response: roleListItem,
    message: 'role_privilege_updated',
    example: roleListExample,
    errors: [403, 409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updatePrivileges(m, user, body)),
  });
}
