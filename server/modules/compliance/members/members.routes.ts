import type { FastifyInstance } from 'fastify';
import {
  assignBulkExample,
  assignExample,
  complianceUserExample,
  memberExample,
} from '../../../../contract/api/examples-members';
import { bulkResult } from '../../../../contract/api/compliance-writes';
import {
  assignAnswer,
  assignBody,
  assignBulkBody,
  complianceUserSearchAnswer,
  complianceUserSearchQuery,
  memberCreateBody,
  memberDeleteBody,
  memberItem,
  memberListAnswer,
  memberListQuery,
  memberUpdateBody,
} from '../../../../contract/api/members';
import { noData } from '../../../../contract/api/values';
import type { Deps } from '../../../deps';
import type { AuthUser } from '../../../lib/auth-user';
import { errors } from '../../../lib/errors';
import { defineRoute } from '../../../lib/route';
import { assertMay } from '../compliance.policy';
import { assertAssignable, assertCompanyRole, checkedPositions } from './assignees';
import { MEMBER_READ, MEMBER_WRITE } from './members.policy';
import { toPage } from '../../../lib/page';
import {
  countMembers,
  findMember,
  listMembers,
  searchCompanyUsers,
  standing,
  standings,
} from './members.repository';
import { assign, assignBulk, createMember, deleteMember, updateMember } from './members.service';

/**
 * Members of a compliance and assignment. Every check that decides 404 or 403 (the compliance
 * seen, the `assign` action, the named users and roles) runs before the transaction: PGlite has
 * one connection, busy while the transaction holds it.
 */
export async function memberRoutes(app: FastifyInstance, deps: Deps) {
  /** The compliance seen by the caller, who may assign on it; else 404, or 403 without `assign`. */
  async function assignable(user: AuthUser, complianceUuid: string) {
    const s = await standing(deps.database, user, complianceUuid);
    if (!s) throw errors.notFound();
    assertMay(s.actions, 'assign');
    return s;
  }

  defineRoute(app, {
    method: 'GET',
    url: '/member/list',
    access: MEMBER_READ,
    summary: 'Members of a compliance',
    description:
      'A page (`page`, `limit` up to 500), PICs first, with each member’s group and company role. A compliance the caller may not see is not found.',
    query: memberListQuery,
    response: memberListAnswer,
    example: { data: [memberExample], page: 1, limit: 20, total: 1, total_page: 1 },
    errors: [404],
    handler: async ({ query, user, lang }) => {
      if (!(await standing(deps.database, user, query.compliance_uuid))) throw errors.notFound();
      const total = await countMembers(deps.database.db, query.compliance_uuid);
      return toPage(
        await listMembers(deps.database.db, query.compliance_uuid, lang, query),
        total,
        query.page,
        query.limit,
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/member/create',
    access: MEMBER_WRITE,
    summary: 'Add a member to a compliance',
    description:
      'Needs the `assign` obligation action. The user must be an active user of the company with a group; a PIC or auditor leaves the plain member list; the first PIC makes the compliance assigned.',
    body: memberCreateBody,
    response: memberItem,
    status: 201,
    message: 'member_created',
    example: memberExample,
    errors: [403, 404, 409],
    handler: async ({ req, reply, body, user, lang }) => {
      await assignable(user, body.compliance_uuid);
      await assertAssignable(deps.database, user, 'user_uuid', body.user_uuid);
      await assertCompanyRole(deps.database, user, body.member_role_uuid);
      return deps.mutations.forRequest(req, reply, (m) => createMember(m, user, lang, body));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/member/update',
    access: MEMBER_WRITE,
    summary: 'Change a member’s position or company role',
    body: memberUpdateBody,
    response: memberItem,
    message: 'member_updated',
    example: memberExample,
    errors: [403, 404, 409],
    handler: async ({ req, reply, body, user, lang }) => {
      const member = await findMember(deps.database, user.company_uuid, body.member_uuid);
      if (!member) throw errors.notFound();
      await assignable(user, member.compliance_uuid);
      await assertCompanyRole(deps.database, user, body.member_role_uuid);
      return deps.mutations.forRequest(req, reply, (m) =>
        updateMember(m, user, lang, member, body),
      );
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/member/delete',
    access: MEMBER_WRITE,
    summary: 'Remove a member from a compliance',
    description: 'Removing the last PIC of an assigned compliance makes it not assigned again.',
    body: memberDeleteBody,
    response: noData,
    message: 'member_deleted',
    example: null,
    errors: [403, 404],
    handler: async ({ req, reply, body, user }) => {
      const member = await findMember(deps.database, user.company_uuid, body.member_uuid);
      if (!member) throw errors.notFound();
      await assignable(user, member.compliance_uuid);
      return deps.mutations.forRequest(req, reply, (m) => deleteMember(m, user, member));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/compliance/assign',
    access: MEMBER_WRITE,
    summary: 'Assign the PIC, group PIC and auditor of a compliance',
    description:
      'Each field is optional: a user replaces the position’s holder, null removes it. Users must be active users of the company with a group (`Assign failed, User does not have a group`).',
    body: assignBody,
    response: assignAnswer,
    message: 'assign_success',
    example: assignExample,
    errors: [403, 404],
    handler: async ({ req, reply, body, user, lang }) => {
      await assignable(user, body.compliance_uuid);
      const positions = await checkedPositions(deps.database, user, body);
      return deps.mutations.forRequest(req, reply, (m) =>
        assign(m, user, lang, body.compliance_uuid, positions),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/member/assign-bulk',
    access: MEMBER_WRITE,
    summary: 'Assign the same PIC, group PIC or auditor to many compliances',
    description:
      'Answers what was done and what was skipped, with the reason’s message key (`not_found`, `compliance_action_forbidden`).',
    body: assignBulkBody,
    response: bulkResult,
    message: 'assign_bulk_done',
    example: assignBulkExample,
    errors: [404],
    handler: async ({ req, reply, body, user }) => {
      const positions = await checkedPositions(deps.database, user, body);
      const ids = [...new Set(body.compliance_uuids)];
      const seen = await standings(deps.database, user, ids);
      const skipped: { compliance_uuid: string; reason: string }[] = [];
      const allowed: string[] = [];
      for (const id of ids) {
        const s = seen.get(id);
        if (!s) skipped.push({ compliance_uuid: id, reason: 'not_found' });
        else if (!s.actions.includes('assign'))
          skipped.push({ compliance_uuid: id, reason: 'compliance_action_forbidden' });
        else allowed.push(id);
      }
      return deps.mutations.forRequest(req, reply, (m) =>
        assignBulk(m, user, allowed, skipped, positions),
      );
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/compliance-users/search',
    access: MEMBER_READ,
    summary: 'Search the company’s users to assign',
    description:
      'Active users of the caller’s company by name or e-mail, with their group (a user without one cannot be assigned).',
    query: complianceUserSearchQuery,
    response: complianceUserSearchAnswer,
    example: { data: [complianceUserExample], page: 1, limit: 20, total: 1, total_page: 1 },
    handler: async ({ query, user }) => searchCompanyUsers(deps.database, user.company_uuid, query),
  });
}
