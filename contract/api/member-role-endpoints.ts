/**
 * The company's member roles and the obligation actions they grant, declared once
 * (contract/endpoint.ts): server/modules/compliance/members implements them,
 * src/features/member-roles reads and writes through them.
 */
import { endpoint } from '../endpoint';
import { OBLIGATION_ACTION_LABELS, options } from '../labels';
import { memberRoleExample } from './examples-members';
import { MEMBER_READ, MEMBER_WRITE } from './member-endpoints';
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
} from './members';
import { noData } from './values';

export const memberRoleList = endpoint({
  method: 'GET',
  path: '/member/role/list/:company_uuid',
  access: MEMBER_READ,
  summary: 'Member roles of the caller’s company',
  description:
    'A page (`page`, `limit` up to 500): built-in roles first, each with its obligation actions and how many members hold it. Another company is not found.',
  params: memberRoleCompanyParams,
  query: memberRoleListQuery,
  response: memberRoleListAnswer,
  example: { data: [memberRoleExample], page: 1, limit: 20, total: 1, total_page: 1 },
  errors: [404],
});

export const memberRoleGet = endpoint({
  method: 'GET',
  path: '/member/role/detail/:id',
  access: MEMBER_READ,
  summary: 'One member role',
  params: memberRoleIdParams,
  response: memberRoleItem,
  example: memberRoleExample,
});

export const memberRoleCreate = endpoint({
  method: 'POST',
  path: '/member/role/create',
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
});

export const memberRoleUpdate = endpoint({
  method: 'PUT',
  path: '/member/role/update',
  access: MEMBER_WRITE,
  summary: 'Rename a member role or change its obligation actions',
  description:
    'Company compliance managers only. A built-in role keeps its name. New actions apply at once to every compliance where a member holds the role.',
  body: memberRoleUpdateBody,
  response: memberRoleItem,
  message: 'member_role_updated',
  example: memberRoleExample,
  errors: [403, 404, 409],
});

export const memberRoleDelete = endpoint({
  method: 'DELETE',
  path: '/member/role/delete',
  access: MEMBER_WRITE,
  summary: 'Delete a member role',
  description:
    'Company compliance managers only. Built-in roles and roles still held by members answer 409.',
  body: memberRoleDeleteBody,
  response: noData,
  message: 'member_role_deleted',
  example: null,
  errors: [403, 404, 409],
});

/** The whole fixed list, as the first page of 20 shows it (what the server's toPage makes). */
const obligationActions = options(OBLIGATION_ACTION_LABELS, 'en');

export const obligationActionList = endpoint({
  method: 'GET',
  path: '/member/obligation-action/list',
  access: MEMBER_READ,
  summary: 'The obligation actions a member role may grant',
  description:
    'A fixed list (no table behind it), answered in the list shape with `page` and `limit` honoured.',
  query: obligationActionListQuery,
  response: obligationActionListAnswer,
  example: {
    data: obligationActions,
    page: 1,
    limit: 20,
    total: obligationActions.length,
    total_page: Math.max(1, Math.ceil(obligationActions.length / 20)),
  },
});
