/**
 * Group and label writes through the kit. No collection holds groups (company configuration read
 * online), so they have no local document: the kit sends each call with its Idempotency-Key and
 * answers done or refused; the screen reads the groups again after it.
 */
import type {
  GroupCreateBody,
  GroupLabelCreateBody,
  GroupUpdateBody,
} from '../../../contract/api/groups';
import { defineWrite } from '../../db/writes';

export const createGroup = defineWrite<GroupCreateBody>({
  name: 'groups/create',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'POST', path: '/v2/users/group/create', body }),
  label: 'access:writeLabel.groupCreate',
});

export const updateGroup = defineWrite<{ group_uuid: string; body: GroupUpdateBody }>({
  name: 'groups/update',
  target: () => null,
  effect: async () => {},
  call: ({ group_uuid, body }) => ({
    method: 'PUT',
    path: `/v2/users/group/update/${encodeURIComponent(group_uuid)}`,
    body,
  }),
  label: 'access:writeLabel.groupUpdate',
});

export const deleteGroup = defineWrite<string>({
  name: 'groups/delete',
  target: () => null,
  effect: async () => {},
  call: (group_uuid) => ({
    method: 'PUT',
    path: `/users/group/delete/${encodeURIComponent(group_uuid)}`,
  }),
  label: 'access:writeLabel.groupDelete',
});

export const createLabel = defineWrite<GroupLabelCreateBody>({
  name: 'groups/label-create',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'POST', path: '/v2/users/group/label', body }),
  label: 'access:writeLabel.labelCreate',
});
