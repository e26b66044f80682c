/**
 * The account-access calls, declared once (contract/endpoint.ts): accepting an invitation and
 * password recovery (public: the invitation or recovery token is the credential), and the own
 * account's read for its settings form. server/modules/account-access implements them;
 * src/features/account (and account/public) read and write through them.
 */
import { endpoint } from '../endpoint';
import {
  checkInvitationQuery,
  createPasswordAnswer,
  createPasswordBody,
  invitationSummary,
  ownAccount,
  recoveryBody,
  recoveryChangeBody,
} from './account-access';
import {
  createPasswordExample,
  invitationSummaryExample,
  ownAccountExample,
} from './examples-account';
import { noData } from './values';

export const invitationCheck = endpoint({
  method: 'GET',
  path: '/users/check-invitation',
  access: { public: true },
  summary: 'Check an invitation before setting a password',
  description:
    'The invitation token in the `access_token` header or `?token=`. Answers the invited e-mail, name and company; an unknown token 404, an expired one 400 `invitation_expired`, a used one 409 `invitation_used`, a replaced or withdrawn one 409 `invitation_revoked`.',
  query: checkInvitationQuery,
  response: invitationSummary,
  message: 'invitation_valid',
  example: invitationSummaryExample,
  errors: [404, 409],
});

export const invitationPasswordCreate = endpoint({
  method: 'POST',
  path: '/users/create-password',
  access: { public: true },
  summary: 'Set the password of an invited user; the invitation is spent',
  description:
    'The invitation token in the `access_token` header or `?token=`. The user becomes active; the answer names the e-mail to sign in with. Failures as for the check.',
  query: checkInvitationQuery,
  body: createPasswordBody,
  response: createPasswordAnswer,
  message: 'password_created',
  example: createPasswordExample,
  errors: [404, 409],
});

export const recoveryRequest = endpoint({
  method: 'POST',
  path: '/auth/recovery-password',
  access: { public: true },
  summary: 'Send a password reset link',
  description:
    'The same answer, in about the same time, whether or not an active account uses the e-mail. Limited per e-mail and per address (429).',
  body: recoveryBody,
  response: noData,
  message: 'recovery_sent',
  example: null,
  errors: [429],
});

export const recoveryPasswordChange = endpoint({
  method: 'POST',
  path: '/auth/recovery-password/change-password',
  access: { public: true },
  summary: 'Set a new password with a reset link; every session of the user ends',
  description:
    'The link is single use and expires (unknown 404, expired 400 `recovery_expired`, used or replaced 409 `recovery_used`). The new password must differ from the current one.',
  body: recoveryChangeBody,
  response: noData,
  message: 'password_reset_done',
  example: null,
  errors: [404, 409],
});

export const ownAccountGet = endpoint({
  method: 'GET',
  path: '/users/account',
  access: { authenticated: true },
  summary: 'The caller’s own account fields (name, phone, position, language) and e-mail',
  description: 'What the account settings form starts from; `PUT /users/update` changes it.',
  response: ownAccount,
  example: ownAccountExample,
});
