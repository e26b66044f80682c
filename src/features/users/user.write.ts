/**
 * User management writes through the kit. No collection holds the company's users (company
 * configuration, read online), so they have no local document: the kit sends each call with its
 * Idempotency-Key and answers done or refused; the screens read again after it.
 */
import type { UserCreateBody, UserInviteBody, UserUpdateBody } from '../../../contract/api/users';
import { userMicrosoftSet } from '../../../contract/api/auth-endpoints';
import {
  userCreate,
  userDelete,
  userInvite,
  userUpdate,
} from '../../../contract/api/user-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const createUser = defineWrite<UserCreateBody>({
  name: 'users/create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(userCreate, { body }),
  label: 'users:writeLabel.create',
});

export const inviteUser = defineWrite<UserInviteBody>({
  name: 'users/invite',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(userInvite, { body }),
  label: 'users:writeLabel.invite',
});

export const updateUser = defineWrite<{ user_uuid: string; changes: UserUpdateBody }>({
  name: 'users/update',
  target: () => null,
  effect: async () => {},
  call: ({ user_uuid, changes }) =>
    endpointCall(userUpdate, { params: { id: user_uuid }, body: changes }),
  label: 'users:writeLabel.update',
});

export const deleteUser = defineWrite<string>({
  name: 'users/delete',
  target: () => null,
  effect: async () => {},
  call: (user_uuid) => endpointCall(userDelete, { params: { id: user_uuid } }),
  label: 'users:writeLabel.delete',
});

/** A company admin maps a user to a Microsoft object id of the company's tenant (null: removes it). */
export const setUserMicrosoft = defineWrite<{ user_uuid: string; object_id: string | null }>({
  name: 'users/microsoft',
  target: () => null,
  effect: async () => {},
  call: ({ user_uuid, object_id }) =>
    endpointCall(userMicrosoftSet, { params: { id: user_uuid }, body: { object_id } }),
  label: 'users:writeLabel.microsoft',
});
