import type { FastifyInstance } from 'fastify';
import { memberRoleExample } from '../../../../contract/api/examples-members';
import {
  memberRoleCompanyParams,
  memberRoleCreateBody,
  memberRoleDeleteBody,
  memberRoleIdParams,
  memberRoleItem,
  memberRoleListAnswer,
  memberRoleListQuery,
  memberRoleUpdateBody,
  obligationActionListAnswer,
  obligationActionListQuery,
} from '../../../../contract/api/members';
import { OBLIGATION_ACTION_LABELS, options } from '../../../../contract/labels';
import { noData } from '../../../../contract/api/values';
import type { Deps } from '../../../deps';
import { errors } from '../../../lib/errors';
import { defineRoute } from '../../../lib/route';
import { toPage } from '../../../lib/page';
import { findRole, listRoles } from './member-roles.repository';
import { createRole, deleteRole, updateRole } from './member-roles.service';
import { assertOwnCompany, assertRoleManager, MEMBER_READ, MEMBER_WRITE } from './members.policy';

/** The company's member roles and the obligation actions they grant. */
export async function memberRoleRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/member/role/list/:company_uuid',
    access: MEMBER_READ,
    summary: 'Member roles of the caller’s company',
    description:
      'A page (`page`, `limit` up to 500): built-in roles first, each with its obligation actions and how many members hold it. Another company is not found.',
    params: memberRoleCompanyParams,
    query: memberRoleListQuery,
    response: memberRoleListAnswer,
    example: { data: [memberRoleExample], page: 1, limit: 20, total: 1, total_page: 1 },
    errors: [404],
    handler: async ({ params, query, user }) => {
      assertOwnCompany(user, params.company_uuid);
      return listRoles(deps.database, user.company_uuid, query);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/member/role/detail/:id',
    access: MEMBER_READ,
    summary: 'One member role',
    params: memberRoleIdParams,
    response: memberRoleItem,
    example: memberRoleExample,
    handler: async ({ params, user }) => {
      const role = await findRole(deps.database, user.company_uuid, params.id);
      if (!role) throw errors.notFound();
      return role;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/member/role/create',
    access: MEMBER_WRITE,
    summary: 'Create a member role',
    description:
      'Company compliance managers only; `company_uuid` must be the caller’s company. A name already used answers 409.',
    body: memberRoleCreateBody,
    response: memberRoleItem,
    status: 201,
    message: 'member_role_created',
    example: memberRoleExample,
    errors: [403, 404, 409],
    handler: async ({ req, reply, body, user }) => {
      assertOwnCompany(user, body.company_uuid);
      assertRoleManager(user);
      return deps.mutations.forRequest(req, reply, (m) => createRole(m, user, body));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/member/role/update',
    access: MEMBER_WRITE,
    summary: 'Rename a member role or change its obligation actions',
    description:
      'Company compliance managers only. A built-in role keeps its name. New actions apply at once to every compliance where a member holds the role.',
    body: memberRoleUpdateBody,
    response: memberRoleItem,
    message: 'member_role_updated',
    example: memberRoleExample,
    errors: [403, 404, 409],
    handler: async ({ req, reply, body, user }) => {
      assertRoleManager(user);
      return deps.mutations.forRequest(req, reply, (m) => updateRole(m, user, body));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/member/role/delete',
    access: MEMBER_WRITE,
    summary: 'Delete a member role',
    description:
      'Company compliance managers only. Built-in roles and roles still held by members answer 409.',
    body: memberRoleDeleteBody,
    response: noData,
    message: 'member_role_deleted',
    example: null,
    errors: [403, 404, 409],
    handler: async ({ req, reply, body, user }) => {
      assertRoleManager(user);
      return deps.mutations.forRequest(req, reply, (m) =>
        deleteRole(m, user, body.member_role_uuid),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/member/obligation-action/list',
    access: MEMBER_READ,
    summary: 'The obligation actions a member role may grant',
    description:
      'A fixed list (no table behind it), answered in the list shape with `page` and `limit` honoured.',
    query: obligationActionListQuery,
    response: obligationActionListAnswer,
    example: toPage(
      options(OBLIGATION_ACTION_LABELS, 'en'),
      options(OBLIGATION_ACTION_LABELS, 'en').length,
      1,
      20,
    ),
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
