/**
 * The members of a compliance and assignment, declared once (contract/endpoint.ts):
 * server/modules/compliance/members implements them, the member panels of
 * src/features/compliance read and write through them.
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { bulkResult } from './compliance-writes';
import {
  assignBulkExample,
  assignExample,
  complianceUserExample,
  memberExample,
} from './examples-members';
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
} from './members';
import { noData } from './values';

/** Member reads need the `compliance` module's view right, member writes its update right. */
export const MEMBER_READ = { module: 'compliance', action: 'view' } as const satisfies Access;
export const MEMBER_WRITE = { module: 'compliance', action: 'update' } as const satisfies Access;

export const memberList = endpoint({
  method: 'GET',
  path: '/member/list',
  access: MEMBER_READ,
  summary: 'Members of a compliance',
  description:
    'A page (`page`, `limit` up to 500), PICs first, with each member’s group and company role. A compliance the caller may not see is not found.',
  query: memberListQuery,
  response: memberListAnswer,
  example: { data: [memberExample], page: 1, limit: 20, total: 1, total_page: 1 },
  errors: [404],
});

export const memberCreate = endpoint({
  method: 'POST',
  path: '/member/create',
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
});

export const memberUpdate = endpoint({
  method: 'PUT',
  path: '/member/update',
  access: MEMBER_WRITE,
  summary: 'Change a member’s position or company role',
  body: memberUpdateBody,
  response: memberItem,
  message: 'member_updated',
  example: memberExample,
  errors: [403, 404, 409],
});

export const memberDelete = endpoint({
  method: 'DELETE',
  path: '/member/delete',
  access: MEMBER_WRITE,
  summary: 'Remove a member from a compliance',
  description: 'Removing the last PIC of an assigned compliance makes it not assigned again.',
  body: memberDeleteBody,
  response: noData,
  message: 'member_deleted',
  example: null,
  errors: [403, 404],
});

export const complianceAssign = endpoint({
  method: 'PUT',
  path: '/compliance/assign',
  access: MEMBER_WRITE,
  summary: 'Assign the PIC, group PIC and auditor of a compliance',
  description:
    'Each field is optional: a user replaces the position’s holder, null removes it. Users must be active users of the company with a group (`Assign failed, User does not have a group`).',
  body: assignBody,
  response: assignAnswer,
  message: 'assign_success',
  example: assignExample,
  errors: [403, 404],
});

export const memberAssignBulk = endpoint({
  method: 'POST',
  path: '/member/assign-bulk',
  access: MEMBER_WRITE,
  summary: 'Assign the same PIC, group PIC or auditor to many compliances',
  description:
    'Answers what was done and what was skipped, with the reason’s message key (`not_found`, `compliance_action_forbidden`).',
  body: assignBulkBody,
  response: bulkResult,
  message: 'assign_bulk_done',
  example: assignBulkExample,
  errors: [404],
});

export const complianceUserSearch = endpoint({
  method: 'GET',
  path: '/compliance-users/search',
  access: MEMBER_READ,
  summary: 'Search the company’s users to assign',
  description:
    'Active users of the caller’s company by name or e-mail, with their group (a user without one cannot be assigned).',
  query: complianceUserSearchQuery,
  response: complianceUserSearchAnswer,
  example: { data: [complianceUserExample], page: 1, limit: 20, total: 1, total_page: 1 },
});
