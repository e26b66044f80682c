/**
 * The user-management calls, declared once (contract/endpoint.ts): the company's user lists,
 * create, invite, update and delete, one user's detail, the caller's own account update, profile
 * and the module list. server/modules/users implements them; src/features/users, account and auth
 * read and write through them. Access: the `users` module's rights (roles-endpoints.ts), or any
 * signed-in caller for their own account.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { endpoint } from '../endpoint';
import { accountFields, moduleListItem, updateAccountBody } from './account';
import { profile as profileAnswer } from './auth';
import { accountFieldsExample, moduleListExample, profileExample } from './examples';
import { invitedUserExample, userItemExample, userListExample } from './examples-users';
import { USERS_CREATE, USERS_DELETE, USERS_UPDATE, USERS_VIEW } from './roles-endpoints';
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
} from './users';
import { noData } from './values';

// --- the company's users (server/modules/users/users.routes.ts) ---

export const userList = endpoint({
  method: 'GET',
  path: '/users/company/list-user',
  access: USERS_VIEW,
  summary: 'The caller’s company’s users',
  description:
    'Search on name and e-mail, a state filter, sorting by name, e-mail, state, last login or creation. Each user with roles, group and pending invitation.',
  query: userListQuery,
  response: userListAnswer,
  example: userListExample,
});

export const userGroupList = endpoint({
  method: 'GET',
  path: '/users/company/group-user',
  access: USERS_VIEW,
  summary: 'The caller’s company’s users, optionally of one group',
  description:
    'The same query as list-user (search, page, sort_by, sort_value, state); `group_uuid`, an optional filter, keeps one group’s users, and its sub-groups’ with `include_subgroups=1`. Another company’s group is not found.',
  query: groupUserQuery,
  response: userListAnswer,
  example: userListExample,
  errors: [404],
});

export const companyUserList = endpoint({
  method: 'GET',
  path: '/users/company/list-user/:company_uuid',
  access: USERS_VIEW,
  summary: 'The users of a company',
  description:
    'A customer reads its own company only (another is not found); a provider user reads any company.',
  params: userCompanyParams,
  query: userListQuery,
  response: userListAnswer,
  example: userListExample,
  errors: [404],
});

export const userCreate = endpoint({
  method: 'POST',
  path: '/users/create',
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
});

export const userInvite = endpoint({
  method: 'POST',
  path: '/users/invite',
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
});

export const userUpdate = endpoint({
  method: 'PUT',
  path: '/users/update/:id',
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
});

export const userDelete = endpoint({
  method: 'DELETE',
  path: '/users/delete/:id',
  access: USERS_DELETE,
  summary: 'Delete a user',
  description:
    'A soft delete: the user’s sessions end and pending invitations are revoked. Nobody deletes themselves, nor the company’s last active user manager (409).',
  params: userIdParams,
  response: noData,
  message: 'user_deleted',
  example: null,
  errors: [404, 409],
});

// --- the caller's own account, one user's detail (account.routes.ts) ---

export const accountUpdate = endpoint({
  method: 'PUT',
  path: '/users/update',
  access: { authenticated: true },
  summary: 'Update the caller’s own account: profile fields, language, password',
  description:
    'A password change needs `old_password`, a different `password` and a matching `password_confirmation`. Wrong `old_password` guesses count like failed logins of the account from the caller’s address (429 with `Retry-After` past the allowance).',
  body: updateAccountBody,
  response: accountFields,
  message: 'updated',
  example: accountFieldsExample,
  errors: [429],
});

export const userGet = endpoint({
  method: 'GET',
  path: '/users/detail/:id',
  access: { module: 'users', action: 'view' },
  summary: 'A user of the caller’s company: profile, roles, group, state, pending invitation',
  params: z.object({ id: z.string() }),
  response: userItem,
  example: userItemExample,
});

// --- what a role can grant (modules.routes.ts), the caller's profile (profile.routes.ts) ---

export const moduleList = endpoint({
  method: 'GET',
  path: '/module/list',
  access: { authenticated: true },
  summary: 'The modules a privilege role can grant in the caller’s company',
  response: pageOf(moduleListItem),
  example: moduleListExample,
});

export const profileGet = endpoint({
  method: 'GET',
  path: '/users/profile',
  access: { authenticated: true },
  summary: 'The caller’s profile: roles, modules, privileges and company',
  description:
    'Answers 403 with `errors.subscription` when the subscription has expired and the user holds no role or module.',
  response: profileAnswer,
  message: 'profile_loaded',
  example: profileExample,
});
