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
import {
  groupCreate,
  groupDelete,
  groupLabelCreate,
  groupUpdate,
} from '../../../contract/api/group-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const createGroup = defineWrite<GroupCreateBody>({
  name: 'groups/create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(groupCreate, { body }),
  label: 'access:writeLabel.groupCreate',
});

export const updateGroup = defineWrite<{ group_uuid: string; body: GroupUpdateBody }>({
  name: 'groups/update',
  target: () => null,
  effect: async () => {},
  call: ({ group_uuid, body }) => endpointCall(groupUpdate, { params: { group_uuid }, body }),
  label: 'access:writeLabel.groupUpdate',
});

export const deleteGroup = defineWrite<string>({
  name: 'groups/delete',
  target: () => null,
  effect: async () => {},
  call: (group_uuid) => endpointCall(groupDelete, { params: { id: group_uuid } }),
  label: 'access:writeLabel.groupDelete',
});

export const createLabel = defineWrite<GroupLabelCreateBody>({
  name: 'groups/label-create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(groupLabelCreate, { body }),
  label: 'access:writeLabel.labelCreate',
});
