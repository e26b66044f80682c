import type { FastifyInstance } from 'fastify';
import {
  complianceAssign,
  complianceUserSearch,
  memberAssignBulk,
  memberCreate,
  memberDelete,
  memberList,
  memberUpdate,
} from '../../../../contract/api/member-endpoints';
import type { Deps } from '../../../deps';
import type { AuthUser } from '../../../lib/auth-user';
import { errors } from '../../../lib/errors';
import { implement } from '../../../lib/route';
import { assertMay } from '../compliance.policy';
import { assertAssignable, assertCompanyRole, checkedPositions } from './assignees';
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

  implement(app, memberList, {
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

  implement(app, memberCreate, {
    handler: async ({ req, reply, body, user, lang }) => {
      await assignable(user, body.compliance_uuid);
      await assertAssignable(deps.database, user, 'user_uuid', body.user_uuid);
      await assertCompanyRole(deps.database, user, body.member_role_uuid);
      return deps.mutations.forRequest(req, reply, (m) => createMember(m, user, lang, body));
    },
  });

  implement(app, memberUpdate, {
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

  implement(app, memberDelete, {
    handler: async ({ req, reply, body, user }) => {
      const member = await findMember(deps.database, user.company_uuid, body.member_uuid);
      if (!member) throw errors.notFound();
      await assignable(user, member.compliance_uuid);
      return deps.mutations.forRequest(req, reply, (m) => deleteMember(m, user, member));
    },
  });

  implement(app, complianceAssign, {
    handler: async ({ req, reply, body, user, lang }) => {
      await assignable(user, body.compliance_uuid);
      const positions = await checkedPositions(deps.database, user, body);
      return deps.mutations.forRequest(req, reply, (m) =>
        assign(m, user, lang, body.compliance_uuid, positions),
      );
    },
  });

  implement(app, memberAssignBulk, {
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

  implement(app, complianceUserSearch, {
    handler: async ({ query, user }) => searchCompanyUsers(deps.database, user.company_uuid, query),
  });
}
