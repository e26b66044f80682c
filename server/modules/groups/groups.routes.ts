import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import {
  groupDetailExample,
  groupExample,
  groupLabelExample,
} from '../../../contract/api/examples-access';
import {
  groupCreateBody,
  groupDetail as groupDetailSchema,
  groupIdParams,
  groupItem,
  groupLabelCreateBody,
  groupLabelItem,
  groupLabelListAnswer,
  groupListAnswer,
  groupListQuery,
  groupUpdateBody,
  groupUpdateParams,
} from '../../../contract/api/groups';
import { noData } from '../../../contract/api/values';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { ACCESS_CREATE, ACCESS_DELETE, ACCESS_READ, ACCESS_UPDATE } from '../roles';
import { groupDetail, listGroups, listLabels } from './groups.repository';
import { createGroup, createLabel, deleteGroup, updateGroup } from './groups.service';

/** The company's user groups (a tree of divisions) and their labels (user management, module `users`). */
export async function groupRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/v2/users/group/list',
    access: ACCESS_READ,
    summary: 'Groups of the caller’s company, flat',
    description:
      'A page (`page`, `limit` up to 500) of the live groups by name, each with its parent, label, privilege role and member count; the client pages through them and builds the tree from `parent_uuid`.',
    query: groupListQuery,
    response: groupListAnswer,
    example: { data: [groupExample], page: 1, limit: 20, total: 1, total_page: 1 },
    handler: async ({ query, user }) => listGroups(deps.database, user.company_uuid, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/users/group/label',
    access: ACCESS_READ,
    summary: 'Group labels of the caller’s company (Division, Department)',
    response: groupLabelListAnswer,
    example: [groupLabelExample],
    handler: async ({ user }) => listLabels(poolRows(deps.database), user.company_uuid),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/users/group/label',
    access: ACCESS_CREATE,
    summary: 'Create a group label',
    description: 'Label names are unique per company in any case (409).',
    body: groupLabelCreateBody,
    response: groupLabelItem,
    status: 201,
    message: 'label_created',
    example: { ...groupLabelExample, group_count: 0 },
    errors: [409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createLabel(m, user, body.name)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/users/group/:id',
    access: ACCESS_READ,
    summary: 'One group: members, children and the path of its ancestors',
    params: groupIdParams,
    response: groupDetailSchema,
    example: groupDetailExample,
    handler: async ({ params, user }) => {
      const group = await groupDetail(poolRows(deps.database), user.company_uuid, params.id);
      if (!group) throw errors.notFound();
      return group;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/v2/users/group/create',
    access: ACCESS_CREATE,
    summary: 'Create a group',
    description:
      'Parent, label and role are optional and must be the company’s (else 404). A name already used under the same parent answers 409.',
    body: groupCreateBody,
    response: groupItem,
    status: 201,
    message: 'group_created',
    example: { ...groupExample, member_count: 0 },
    errors: [404, 409],
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createGroup(m, user, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/v2/users/group/update/:group_uuid',
    access: ACCESS_UPDATE,
    summary: 'Rename, move, label, give a role to a group, or set its members',
    description:
      'Absent fields stay; null clears. `members` is the whole member list (users named join, leaving their previous group; members not named leave). A group cannot become its own ancestor (400 on `parent_uuid`). A change that would leave the company without an active user who may update users answers 409.',
    params: groupUpdateParams,
    body: groupUpdateBody,
    response: groupItem,
    message: 'group_updated',
    example: groupExample,
    errors: [409],
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updateGroup(m, user, params.group_uuid, body)),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/users/group/delete/:id',
    access: ACCESS_DELETE,
    summary: 'Delete a group (soft delete)',
    description:
      'Its children move to its parent; its members lose the group (and its role). Refused (409) when it would leave the company without an active user who may update users.',
    params: groupIdParams,
    response: noData,
    message: 'group_deleted',
    example: null,
    errors: [409],
    handler: async ({ req, reply, params, user }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteGroup(m, user, params.id)),
  });
}
