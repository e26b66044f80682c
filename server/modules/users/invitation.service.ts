/**
 * Sending an invitation: the user's pending invitations are revoked, a new `invitations` row is
 * written (only the token's hash, expiring after INVITATION_TTL_DAYS, with the user it is for) and
 * the `invitation` mail is queued, all on the caller's transaction: the mail exists exactly when
 * the invitation does. The link's token leaves the server only in that mail: the outbox keeps it
 * masked, the token sealed for the delivery only, and the replaced invitations' mails lose theirs.
 * Checking and accepting the invitation (GET /users/check-invitation, POST /users/create-password)
 * is the invitation area's work; it consumes these rows.
 */
import type { Language } from '../../../contract/enums';
import type { Config } from '../../config';
import { invitations } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import type { MutationContext } from '../../lib/mutation';
import { INVITATION_PATH, maskedLink, newOneTimeToken } from '../../lib/one-time-token';
import { queueMail, sealMailSecret, wipeMailSecrets } from '../../mail/outbox';
import { revokePendingInvitations, type UserRecord } from './users.repository';

export interface SentInvitation {
  invitation_uuid: string;
  expires_at: string;
  /** How many older pending invitations the new one replaced. */
  replaced: number;
}

export async function sendInvitation(
  m: MutationContext,
  config: Pick<Config, 'PUBLIC_URL' | 'INVITATION_TTL_DAYS' | 'DATA_KEY' | 'JWT_SECRET'>,
  inviter: AuthUser,
  invitee: Pick<UserRecord, 'user_uuid' | 'email' | 'name' | 'language' | 'group_uuid'>,
  roleUuids: string[],
): Promise<SentInvitation> {
  const replaced = await revokePendingInvitations(m.tx, inviter.company_uuid, invitee.user_uuid);
  await wipeMailSecrets(m.tx, invitee.user_uuid, 'invitation');
  const { token, hash } = newOneTimeToken();
  const expiresAt = new Date(Date.now() + config.INVITATION_TTL_DAYS * 86400e3).toISOString();
  const language: Language = invitee.language === 'id' ? 'id' : 'en';
  const [row] = await m.tx
    .insert(invitations)
    .values({
      company_uuid: inviter.company_uuid,
      email: invitee.email,
      name: invitee.name,
      token_hash: hash,
      role_uuids: roleUuids,
      group_uuid: invitee.group_uuid,
      invited_by: inviter.user_uuid,
      user_uuid: invitee.user_uuid,
      language,
      expires_at: expiresAt,
    })
    .returning({ invitation_uuid: invitations.invitation_uuid });
  await queueMail(m.tx, {
    to: invitee.email,
    language,
    template: 'invitation',
    vars: {
      name: invitee.name,
      company: inviter.company_name,
      inviter: inviter.name,
      url: maskedLink(config.PUBLIC_URL, INVITATION_PATH),
      expires_at: expiresAt,
    },
    companyUuid: inviter.company_uuid,
    userUuid: invitee.user_uuid,
    secret: sealMailSecret(config, token, expiresAt),
  });
  return { invitation_uuid: row.invitation_uuid, expires_at: expiresAt, replaced };
}
