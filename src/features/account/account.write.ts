/**
 * The own account's writes through the kit. No collection holds the account (read online), so
 * they have no local document: the kit sends each call with its Idempotency-Key and answers done,
 * queued or refused; the screen keeps what it sent.
 */
import type { UpdateAccountBody } from '../../../contract/api/account';
import { microsoftLink, microsoftUnlink } from '../../../contract/api/auth-endpoints';
import { accountUpdate } from '../../../contract/api/user-endpoints';
import { userRequestCreate } from '../../../contract/api/feedback-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const updateOwnAccount = defineWrite<UpdateAccountBody>({
  name: 'account/update',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(accountUpdate, { body }),
  label: 'account:writeLabel.update',
});

export const createLanguageRequest = defineWrite<{ content: string }>({
  name: 'account/language-request',
  target: () => null,
  effect: async () => {},
  call: ({ content }) => endpointCall(userRequestCreate, { body: { content, type: 'language' } }),
  label: 'account:writeLabel.request',
});

/** Links the Microsoft account whose ID token MSAL just gave (online only: the token is short-lived). */
export const linkMicrosoft = defineWrite<{ id_token: string }>({
  name: 'account/microsoft-link',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(microsoftLink, { body }),
  label: 'account:writeLabel.microsoftLink',
});

export const unlinkMicrosoft = defineWrite<Record<string, never>>({
  name: 'account/microsoft-unlink',
  target: () => null,
  effect: async () => {},
  call: () => endpointCall(microsoftUnlink, {}),
  label: 'account:writeLabel.microsoftUnlink',
});
