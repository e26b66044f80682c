/**
 * Privilege-role writes through the kit. No collection holds roles (company configuration read
 * online), so they have no local document: the kit sends each call with its Idempotency-Key and
 * answers done or refused; the screen reads the roles again after it.
 */
import type { PrivilegeUpdateBody, RoleCreateBody } from '../../../contract/api/roles';
import { defineWrite } from '../../db/writes';

export const createRole = defineWrite<RoleCreateBody>({
  name: 'roles/create',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'POST', path: '/role/create', body }),
  label: 'access:writeLabel.roleCreate',
});

export const deleteRole = defineWrite<string>({
  name: 'roles/delete',
  target: () => null,
  effect: async () => {},
  call: (role_uuid) => ({ method: 'DELETE', path: '/role/delete', body: { role_uuid } }),
  label: 'access:writeLabel.roleDelete',
});

export const updatePrivileges = defineWrite<PrivilegeUpdateBody>({
  name: 'roles/privileges',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'PUT', path: '/role/privilege/update', body }),
  label: 'access:writeLabel.privileges',
});
