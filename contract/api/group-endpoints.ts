/**
 * The user-group calls, declared once (contract/endpoint.ts): the company's groups (a tree of
 * divisions) and their labels. server/modules/groups implements them; src/features/groups (and
 * the users forms' group options) read and write through them. Groups belong to user management:
 * the `users` module's rights (roles-endpoints.ts).
 */
import { endpoint } from '../endpoint';
import { groupDetailExample, groupExample, groupLabelExample } from './examples-access';
import {
  groupCreateBody,
  groupDetail,
  groupIdParams,
  groupItem,
  groupLabelCreateBody,
  groupLabelItem,
  groupLabelListAnswer,
  groupListAnswer,
  groupListQuery,
  groupUpdateBody,
  groupUpdateParams,
} from './groups';
import { USERS_CREATE, USERS_DELETE, USERS_UPDATE, USERS_VIEW } from './roles-endpoints';
import { noData } from './values';

export const groupList = endpoint({
  method: 'GET',
  path: '/v2/users/group/list',
  access: USERS_VIEW,
  summary: 'Groups of the caller’s company, flat',
  description:
    'A page (`page`, `limit` up to 500) of the live groups by name, each with its parent, label, privilege role and member count; the client pages through them and builds the tree from `parent_uuid`.',
  query: groupListQuery,
  response: groupListAnswer,
  example: { data: [groupExample], page: 1, limit: 20, total: 1, total_page: 1 },
});

export const groupLabelList = endpoint({
  method: 'GET',
  path: '/v2/users/group/label',
  access: USERS_VIEW,
  summary: 'Group labels of the caller’s company (Division, Department)',
  response: groupLabelListAnswer,
  example: [groupLabelExample],
});

export const groupLabelCreate = endpoint({
  method: 'POST',
  path: '/v2/users/group/label',
  access: USERS_CREATE,
  summary: 'Create a group label',
  description: 'Label names are unique per company in any case (409).',
  body: groupLabelCreateBody,
  response: groupLabelItem,
  status: 201,
  message: 'label_created',
  example: { ...groupLabelExample, group_count: 0 },
  errors: [409],
});

export const groupGet = endpoint({
  method: 'GET',
  path: '/v2/users/group/:id',
  access: USERS_VIEW,
  summary: 'One group: members, children and the path of its ancestors',
  params: groupIdParams,
  response: groupDetail,
  example: groupDetailExample,
});

export const groupCreate = endpoint({
  method: 'POST',
  path: '/v2/users/group/create',
  access: USERS_CREATE,
  summary: 'Create a group',
  description:
    'Parent, label and role are optional and must be the company’s (else 404). A name already used under the same parent answers 409.',
  body: groupCreateBody,
  response: groupItem,
  status: 201,
  message: 'group_created',
  example: { ...groupExample, member_count: 0 },
  errors: [404, 409],
});

export const groupUpdate = endpoint({
  method: 'PUT',
  path: '/v2/users/group/update/:group_uuid',
  access: USERS_UPDATE,
  summary: 'Rename, move, label, give a role to a group, or set its members',
  description:
    'Absent fields stay; null clears. `members` is the whole member list (users named join, leaving their previous group; members not named leave). A group cannot become its own ancestor (400 on `parent_uuid`). A change that would leave the company without an active user who may update users answers 409.',
  params: groupUpdateParams,
  body: groupUpdateBody,
  response: groupItem,
  message: 'group_updated',
  example: groupExample,
  errors: [409],
});

export const groupDelete = endpoint({
  method: 'PUT',
  path: '/users/group/delete/:id',
  access: USERS_DELETE,
  summary: 'Delete a group (soft delete)',
  description:
    'Its children move to its parent; its members lose the group (and its role). Refused (409) when it would leave the company without an active user who may update users.',
  params: groupIdParams,
  response: noData,
  message: 'group_deleted',
  example: null,
  errors: [409],
});
