/**
 * Member-role writes through the kit. No collection holds member roles (company configuration,
 * read online), so they have no local document: the kit sends each call with its
 * Idempotency-Key and answers done or refused; the screen reads the list again after it.
 */
import type { MemberRoleCreateBody, MemberRoleUpdateBody } from '../../../contract/api/members';
import { defineWrite } from '../../db/writes';

export const createMemberRole = defineWrite<MemberRoleCreateBody>({
  name: 'member-roles/create',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'POST', path: '/member/role/create', body }),
  label: 'members:writeLabel.roleCreate',
});

export const updateMemberRole = defineWrite<MemberRoleUpdateBody>({
  name: 'member-roles/update',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'PUT', path: '/member/role/update', body }),
  label: 'members:writeLabel.roleUpdate',
});

export const deleteMemberRole = defineWrite<string>({
  name: 'member-roles/delete',
  target: () => null,
  effect: async () => {},
  call: (member_role_uuid) => ({
    method: 'DELETE',
    path: '/member/role/delete',
    body: { member_role_uuid },
  }),
  label: 'members:writeLabel.roleDelete',
});
