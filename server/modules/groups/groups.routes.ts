import type { FastifyInstance } from 'fastify';
import { poolRows } from '../../db/client';
import {
  groupCreate,
  groupDelete,
  groupGet,
  groupLabelCreate,
  groupLabelList,
  groupList,
  groupUpdate,
} from '../../../contract/api/group-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { groupDetail, listGroups, listLabels } from './groups.repository';
import { createGroup, createLabel, deleteGroup, updateGroup } from './groups.service';

/** The company's user groups (a tree of divisions) and their labels (user management, module `users`). */
export async function groupRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, groupList, {
    handler: async ({ query, user }) => listGroups(deps.database, user.company_uuid, query),
  });

  implement(app, groupLabelList, {
    handler: async ({ user }) => listLabels(poolRows(deps.database), user.company_uuid),
  });

  implement(app, groupLabelCreate, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createLabel(m, user, body.name)),
  });

  implement(app, groupGet, {
    handler: async ({ params, user }) => {
      const group = await groupDetail(poolRows(deps.database), user.company_uuid, params.id);
      if (!group) throw errors.notFound();
      return group;
    },
  });

  implement(app, groupCreate, {
    handler: async ({ req, reply, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => createGroup(m, user, body)),
  });

  implement(app, groupUpdate, {
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, (m) => updateGroup(m, user, params.group_uuid, body)),
  });

  implement(app, groupDelete, {
    handler: async ({ req, reply, params, user }) =>
      deps.mutations.forRequest(req, reply, (m) => deleteGroup(m, user, params.id)),
  });
}
