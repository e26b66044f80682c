/**
 * The privilege-role calls, declared once (contract/endpoint.ts): server/modules/roles implements
 * them, src/features/roles reads and writes through them. Roles belong to user management
 * (module `users`).
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { roleDetailExample, roleListExample } from './examples-access';
import {
  privilegeUpdateBody,
  roleCreateBody,
  roleDeleteBody,
  roleDetail,
  roleIdParams,
  roleListAnswer,
  roleListItem,
  roleListQuery,
} from './roles';
import { noData } from './values';

export const USERS_VIEW = { module: 'users', action: 'view' } as const satisfies Access;
export const USERS_CREATE = { module: 'users', action: 'create' } as const satisfies Access;
export const USERS_UPDATE = { module: 'users', action: 'update' } as const satisfies Access;
export const USERS_DELETE = { module: 'users', action: 'delete' } as const satisfies Access;

export const roleList = endpoint({
  method: 'GET',
  path: '/role/list',
  access: USERS_VIEW,
  summary: 'Privilege roles of the caller’s company',
  description:
    'A page (`page`, `limit` up to 500) of the roles, built-in roles first, each with its holders (users, groups) and the modules it grants anything on.',
  query: roleListQuery,
  response: roleListAnswer,
  example: { data: [roleListExample], page: 1, limit: 20, total: 1, total_page: 1 },
});

export const roleGet = endpoint({
  method: 'GET',
  path: '/role/:id',
  access: USERS_VIEW,
  summary: 'One privilege role: its matrix and holders',
  description:
    'The matrix has a row for every module the company may hold (customer modules for a customer, every module for the provider). Another company’s role is not found.',
  params: roleIdParams,
  response: roleDetail,
  example: roleDetailExample,
});

export const roleCreate = endpoint({
  method: 'POST',
  path: '/role/create',
  access: USERS_CREATE,
  summary: 'Create a privilege role',
  description:
    'A new role has role_setting 0 and no privileges. A name already used (any case) answers 409 `User Role Already Exists`; a name over 100 characters `Data Too Long`.',
  body: roleCreateBody,
  response: roleListItem,
  status: 201,
  message: 'role_created',
  example: { ...roleListExample, user_count: 0, group_count: 0, modules: [] },
  errors: [409],
});

export const roleDelete = endpoint({
  method: 'DELETE',
  path: '/role/delete',
  access: USERS_DELETE,
  summary: 'Delete a privilege role',
  description:
    'Built-in roles (role_setting 1) and roles still held by users or groups answer 409; the message names how many hold it.',
  body: roleDeleteBody,
  response: noData,
  message: 'role_deleted',
  example: null,
  errors: [409],
});

export const rolePrivilegeUpdate = endpoint({
  method: 'PUT',
  path: '/role/privilege/update',
  access: USERS_UPDATE,
  summary: 'Change a role’s privileges (modules x view/create/update/delete)',
  description:
    '`modules` sets the listed modules’ rights (all four off takes the module off the role); `remove` takes modules off. An empty `remove` answers `Choose Privilege To Delete`. A customer role cannot get provider modules (403). A change that would leave the company without an active user who may update users answers 409. Holders get the new rights on their next request.',
  body: privilegeUpdateBody,
  response: roleListItem,
  message: 'role_privilege_updated',
  example: roleListExample,
  errors: [403, 409],
});
