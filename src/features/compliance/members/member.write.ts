/**
 * Member and assignment writes through the kit. The members ride inside the synced compliance
 * document, which the server changes (status follows the PICs, a PIC leaves the plain members)
 * and feeds: the document's new state arrives by the sync, so these writes have no local effect
 * of their own (target null) and are offered online only; a refusal comes back with its reason.
 */
import type {
  AssignBody,
  AssignBulkBody,
  MemberCreateBody,
  MemberUpdateBody,
} from '../../../../contract/api/members';
import {
  complianceAssign,
  memberAssignBulk,
  memberCreate,
  memberDelete,
  memberUpdate,
} from '../../../../contract/api/member-endpoints';
import { defineWrite, endpointCall } from '../../../db/writes';

export const assignCompliance = defineWrite<AssignBody>({
  name: 'members/assign',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(complianceAssign, { body }),
  label: 'members:writeLabel.assign',
});

export const assignBulk = defineWrite<AssignBulkBody>({
  name: 'members/assign-bulk',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(memberAssignBulk, { body }),
  label: 'members:writeLabel.assignBulk',
});

export const createMember = defineWrite<MemberCreateBody>({
  name: 'members/create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(memberCreate, { body }),
  label: 'members:writeLabel.memberCreate',
});

export const updateMember = defineWrite<MemberUpdateBody>({
  name: 'members/update',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(memberUpdate, { body }),
  label: 'members:writeLabel.memberUpdate',
});

export const deleteMember = defineWrite<string>({
  name: 'members/delete',
  target: () => null,
  effect: async () => {},
  call: (member_uuid) => endpointCall(memberDelete, { body: { member_uuid } }),
  label: 'members:writeLabel.memberDelete',
});
