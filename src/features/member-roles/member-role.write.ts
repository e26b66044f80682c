/**
 * Member-role writes through the kit. No collection holds member roles (company configuration,
 * read online), so they have no local document: the kit sends each call with its
 * Idempotency-Key and answers done or refused; the screen reads the list again after it.
 */
import type { MemberRoleCreateBody, MemberRoleUpdateBody } from '../../../contract/api/members';
import {
  memberRoleCreate,
  memberRoleDelete,
  memberRoleUpdate,
} from '../../../contract/api/member-role-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const createMemberRole = defineWrite<MemberRoleCreateBody>({
  name: 'member-roles/create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(memberRoleCreate, { body }),
  label: 'members:writeLabel.roleCreate',
});

export const updateMemberRole = defineWrite<MemberRoleUpdateBody>({
  name: 'member-roles/update',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(memberRoleUpdate, { body }),
  label: 'members:writeLabel.roleUpdate',
});

export const deleteMemberRole = defineWrite<string>({
  name: 'member-roles/delete',
  target: () => null,
  effect: async () => {},
  call: (member_role_uuid) => endpointCall(memberRoleDelete, { body: { member_role_uuid } }),
  label: 'members:writeLabel.roleDelete',
});
