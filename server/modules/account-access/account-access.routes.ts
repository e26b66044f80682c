/**
 * The public account routes: accepting an invitation (GET /users/check-invitation, POST
 * /users/create-password, the invitation token in `access_token` or `?token=`) and password
 * recovery (POST /auth/recovery-password and /auth/recovery-password/change-password); and the
 * own account's read for its settings form (GET /users/account; its write is PUT /users/update).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { passwordsDiffer } from '../../../contract/api/account-access';
import {
  invitationCheck,
  invitationPasswordCreate,
  ownAccountGet,
  recoveryPasswordChange,
  recoveryRequest,
} from '../../../contract/api/account-endpoints';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { implement } from '../../lib/route';
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

  implement(app, invitationCheck, {
    handler: async ({ req, query }) => invitations.check(invitationToken(req, query)),
  });

  implement(app, invitationPasswordCreate, {
    handler: async ({ req, reply, query, body }) => {
      refuseMismatch(body);
      await readyPasswordJudge();
      return deps.mutations.forRequest(req, reply, (m) =>
        invitations.createPassword(m, invitationToken(req, query), body.password),
      );
    },
  });

  implement(app, recoveryRequest, {
    handler: async ({ req, body }) => {
      await recovery.request(body.email, req.ip);
      return null;
    },
  });

  implement(app, recoveryPasswordChange, {
    handler: async ({ req, reply, body }) => {
      refuseMismatch(body);
      await readyPasswordJudge();
      return deps.mutations.forRequest(req, reply, (m) => recovery.change(m, body));
    },
  });

  implement(app, ownAccountGet, {
    handler: async ({ user }) => findOwnAccount(deps.database.db, user),
  });
}
