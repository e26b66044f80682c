/**
 * Accepting an invitation: the check the set-password screen opens with, and the password that
 * makes the invited user active. An invitation is usable once, until it expires, unless a newer
 * one replaced it (revoked_at) or its user is gone or no longer waiting for a password. A user
 * waits for a password while invited, or while active without one ever set (POST /users/create
 * makes them so and mails them an invitation); setting a password any other way ends the wait.
 */
import { hash } from '@node-rs/argon2';
import type { InvitationSummary } from '../../../contract/api/account-access';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { iso } from '../../lib/iso-time';
import type { MutationContext } from '../../lib/mutation';
import { hashOneTimeToken } from '../../lib/one-time-token';
import { refuseWeakPassword } from '../../lib/weak-password';
import { wipeMailSecrets } from '../../mail/outbox';
import {
  acceptInvitation,
  findInvitationByHash,
  type InvitationRow,
} from './invitation.repository';

/** Why an invitation cannot be used, or null when it can (checked in this order). */
export function invitationProblem(row: InvitationRow | null, now = Date.now()): AppError | null {
  if (!row || !row.user_uuid || row.user_state === null)
    return new AppError('not_found', 'invitation_not_found');
  const waiting =
    row.user_state === 'invited' ||
    (row.user_state === 'active' && row.user_password_set === false);
  if (row.accepted_at || !waiting) return new AppError('invitation_used', 'invitation_used');
  if (row.revoked_at) return new AppError('invitation_revoked', 'invitation_revoked');
  if (new Date(row.expires_at).getTime() <= now)
    return new AppError('invitation_expired', 'invitation_expired');
  return null;
}

function usable(row: InvitationRow | null): InvitationRow & { user_uuid: string } {
  const problem = invitationProblem(row);
  if (problem) throw problem;
  return row as InvitationRow & { user_uuid: string };
}

export function createInvitationService(deps: Deps) {
  return {
    async check(token: string | null): Promise<InvitationSummary> {
      const row = usable(
        token ? await findInvitationByHash(deps.database.db, hashOneTimeToken(token)) : null,
      );
      return {
        email: row.email,
        name: row.user_name ?? row.name,
        company_name: row.company_name,
        expires_at: iso(row.expires_at),
      };
    },

    /** Sets the password and activates the user, once: the row is locked, so two tabs cannot both win. */
    async createPassword(m: MutationContext, token: string | null, password: string) {
      // Hashed before the transaction takes its lock: argon2 is slow on purpose.
      const passwordHash = await hash(password);
      const row = usable(
        token ? await findInvitationByHash(m.tx, hashOneTimeToken(token), { lock: true }) : null,
      );
      // Judged once the link is known good: no estimate is spent on a guessed token.
      await refuseWeakPassword(password, [
        row.user_email ?? row.email,
        row.user_name ?? row.name,
        row.company_name,
      ]);
      await acceptInvitation(m.tx, row, passwordHash);
      await wipeMailSecrets(m.tx, row.user_uuid, 'invitation');
      await m.log({
        type: 'user',
        type_uuid: row.user_uuid,
        action: 'accept_invitation',
        company_uuid: row.company_uuid,
        after: { state: 'active' },
      });
      return { email: row.user_email ?? row.email };
    },
  };
}
