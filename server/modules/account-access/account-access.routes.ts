/**
 * The public account routes: accepting an invitation (GET /users/check-invitation, POST
 * /users/create-password, the invitation token in `access_token` or `?token=`) and password
 * recovery (POST /auth/recovery-password and /auth/recovery-password/change-password); and the
 * own account's read for its settings form (GET /users/account; its write is PUT /users/update).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  checkInvitationQuery,
  createPasswordAnswer,
  createPasswordBody,
  invitationSummary,
  ownAccount,
  passwordsDiffer,
  recoveryBody,
  recoveryChangeBody,
} from '../../../contract/api/account-access';
import {
  createPasswordExample,
  invitationSummaryExample,
  ownAccountExample,
} from '../../../contract/api/examples-account';
import { noData } from '../../../contract/api/values';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { readyPasswordJudge } from '../../lib/weak-password';
import { readToken } from '../../plugins/auth';
import { createInvitationService } from './invitation.service';
import { createRecoveryService } from './recovery.service';
import { findOwnAccount } from './own-account.repository';

/** The invitation token: the `access_token` header (spec section 7), else `?token=` from the mailed link. */
function invitationToken(req: FastifyRequest, query: { token?: string }): string | null {
  const header = readToken(req.headers);
  const token = (header ?? query.token ?? '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** "Password doesn't match" (spec section 5), before any token is looked at. */
function refuseMismatch(body: { password: string; password_confirmation: string }): void {
  if (passwordsDiffer(body))
    throw new AppError('password_mismatch', 'password_mismatch', {
      password_confirmation: ['password_mismatch'],
    });
}

export async function accountAccessRoutes(app: FastifyInstance, deps: Deps) {
  const invitations = createInvitationService(deps);
  const recovery = createRecoveryService(deps);

  defineRoute(app, {
    method: 'GET',
    url: '/users/check-invitation',
    access: { public: true },
    summary: 'Check an invitation before setting a password',
    description:
      'The invitation token in the `access_token` header or `?token=`. Answers the invited e-mail, name and company; an unknown token 404, an expired one 400 `invitation_expired`, a used one 409 `invitation_used`, a replaced or withdrawn one 409 `invitation_revoked`.',
    query: checkInvitationQuery,
    response: invitationSummary,
    message: 'invitation_valid',
    example: invitationSummaryExample,
    errors: [404, 409],
    handler: async ({ req, query }) => invitations.check(invitationToken(req, query)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/users/create-password',
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
    handler: async ({ req, reply, query, body }) => {
      refuseMismatch(body);
      await readyPasswordJudge();
      return deps.mutations.forRequest(req, reply, (m) =>
        invitations.createPassword(m, invitationToken(req, query), body.password),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/recovery-password',
    access: { public: true },
    summary: 'Send a password reset link',
    description:
      'The same answer, in about the same time, whether or not an active account uses the e-mail. Limited per e-mail and per address (429).',
    body: recoveryBody,
    response: noData,
    message: 'recovery_sent',
    example: null,
    errors: [429],
    handler: async ({ req, body }) => {
      await recovery.request(body.email, req.ip);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/auth/recovery-password/change-password',
    access: { public: true },
    summary: 'Set a new password with a reset link; every session of the user ends',
    description:
      'The link is single use and expires (unknown 404, expired 400 `recovery_expired`, used or replaced 409 `recovery_used`). The new password must differ from the current one.',
    body: recoveryChangeBody,
    response: noData,
    message: 'password_reset_done',
    example: null,
    errors: [404, 409],
    handler: async ({ req, reply, body }) => {
      refuseMismatch(body);
      await readyPasswordJudge();
      return deps.mutations.forRequest(req, reply, (m) => recovery.change(m, body));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/users/account',
    access: { authenticated: true },
    summary: 'The caller’s own account fields (name, phone, position, language) and e-mail',
    description: 'What the account settings form starts from; `PUT /users/update` changes it.',
    response: ownAccount,
    example: ownAccountExample,
    handler: async ({ user }) => findOwnAccount(deps.database.db, user),
  });
}
