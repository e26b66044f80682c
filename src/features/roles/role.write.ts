/**
 * Privilege-role writes through the kit. No collection holds roles (company configuration read
 * online), so they have no local document: the kit sends each call with its Idempotency-Key and
 * answers done or refused; the screen reads the roles again after it.
 */
import type { PrivilegeUpdateBody, RoleCreateBody } from '../../../contract/api/roles';
import { roleCreate, roleDelete, rolePrivilegeUpdate } from '../../../contract/api/roles-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const createRole = defineWrite<RoleCreateBody>({
  name: 'roles/create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(roleCreate, { body }),
  label: 'access:writeLabel.roleCreate',
});

export const deleteRole = defineWrite<string>({
  name: 'roles/delete',
  target: () => null,
  effect: async () => {},
  call: (role_uuid) => endpointCall(roleDelete, { body: { role_uuid } }),
  label: 'access:writeLabel.roleDelete',
});

export const updatePrivileges = defineWrite<PrivilegeUpdateBody>({
  name: 'roles/privileges',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(rolePrivilegeUpdate, { body }),
  label: 'access:writeLabel.privileges',
});
