/**
 * Password recovery. A request answers the same whether or not an active account uses the e-mail,
 * and takes at least RECOVERY_MIN_MS either way (the lookup and the mail's queueing are much
 * faster than that floor), so neither the answer nor its timing tells whether the account exists.
 * Requests are limited per e-mail and per address in the login's attempt store (other keys).
 * A new link voids the user's older unused ones; the change spends the link and ends every
 * session of the user and forgets the account's failed sign-ins (a reset unlocks it). The mail is
 * stored with its link masked, the token sealed for its delivery only (server/mail/outbox.ts):
 * voiding or spending the links wipes their mails' sealed tokens.
 */
import { hash, verify } from '@node-rs/argon2';
import type { RecoveryChangeBody } from '../../../contract/api/account-access';
import type { Language } from '../../../contract/enums';
import type { Deps } from '../../deps';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import {
  hashOneTimeToken,
  maskedLink,
  newOneTimeToken,
  RECOVERY_PATH,
} from '../../lib/one-time-token';
import { refuseWeakPassword } from '../../lib/weak-password';
import { queueMail, sealMailSecret, wipeMailSecrets } from '../../mail/outbox';
import { createLoginLimits } from '../auth';
import { revokeUserSessions } from '../auth';
import {
  findRecoverableUser,
  findResetForChange,
  insertReset,
  setPassword,
  spendReset,
  voidOpenResets,
} from './recovery.repository';

/** Requests per e-mail and per address in a window of RECOVERY_WINDOW_SECONDS. */
export const RECOVERY_LIMITS = { perEmail: 5, perIp: 30, windowSeconds: 3600 } as const;
/** The least time a recovery request takes, whatever the account. */
export const RECOVERY_MIN_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRecoveryService(deps: Deps) {
  const { attempts, config, database, mutations, realtime } = deps;
  const limits = createLoginLimits(deps);

  function tooMany(ttl: number): AppError {
    const minutes = Math.max(1, Math.ceil(ttl / 60));
    return new AppError(
      'too_many_attempts',
      'recovery_too_many',
      undefined,
      { minutes },
      { 'retry-after': ttl },
    );
  }

  return {
    /** Queues the recovery mail when an active account uses the e-mail; answers nothing either way. */
    async request(email: string, ip: string): Promise<void> {
      const started = Date.now();
      const [perEmail, perIp] = await Promise.all([
        attempts.hit(`recovery-email:${email.toLowerCase()}`, RECOVERY_LIMITS.windowSeconds),
        attempts.hit(`recovery-ip:${ip}`, RECOVERY_LIMITS.windowSeconds),
      ]);
      if (perEmail.count > RECOVERY_LIMITS.perEmail) throw tooMany(perEmail.ttl);
      if (perIp.count > RECOVERY_LIMITS.perIp) throw tooMany(perIp.ttl);
      try {
        const user = await findRecoverableUser(database.db, email);
        if (user) {
          const { token, hash: tokenHash } = newOneTimeToken();
          const minutes = config.RECOVERY_TTL_MINUTES;
          const expiresAt = new Date(Date.now() + minutes * 60_000).toISOString();
          await mutations.system(async (m) => {
            await voidOpenResets(m.tx, user.user_uuid);
            await wipeMailSecrets(m.tx, user.user_uuid, 'recovery');
            await insertReset(m.tx, {
              user_uuid: user.user_uuid,
              token_hash: tokenHash,
              expires_at: expiresAt,
            });
            await queueMail(m.tx, {
              to: user.email,
              language: (user.language === 'id' ? 'id' : 'en') as Language,
              template: 'recovery',
              vars: { name: user.name, url: maskedLink(config.PUBLIC_URL, RECOVERY_PATH), minutes },
              companyUuid: user.company_uuid,
              userUuid: user.user_uuid,
              secret: sealMailSecret(config, token, expiresAt),
            });
            await m.log({
              type: 'user',
              type_uuid: user.user_uuid,
              action: 'request_password_reset',
              company_uuid: user.company_uuid,
            });
          });
        }
      } finally {
        // Known or unknown, success or failure: the answer leaves no earlier than the floor.
        await sleep(Math.max(0, RECOVERY_MIN_MS - (Date.now() - started)));
      }
    },

    /** Sets the new password with a live link, spends it and ends every session of the user. */
    async change(m: MutationContext, input: RecoveryChangeBody) {
      const row = await findResetForChange(m.tx, hashOneTimeToken(input.token));
      if (!row || row.state !== 'active') throw new AppError('not_found', 'recovery_not_found');
      if (row.used_at) throw new AppError('recovery_used', 'recovery_used');
      if (new Date(row.expires_at).getTime() <= Date.now())
        throw new AppError('recovery_expired', 'recovery_expired');
      const password = input.password;
      // Judged once the link is known good: no estimate is spent on a guessed token.
      await refuseWeakPassword(password, [row.email, row.name]);
      const same = row.password_hash
        ? await verify(row.password_hash, password).catch(() => false)
        : false;
      if (same) throw errors.field('password', 'password_same');
      await setPassword(m.tx, row, await hash(password));
      await spendReset(m.tx, row.reset_uuid);
      await wipeMailSecrets(m.tx, row.user_uuid, 'recovery');
      const ended = await revokeUserSessions(m, realtime, row.user_uuid);
      // The account's failed sign-ins are forgotten: whoever was held back can sign in at once.
      m.afterCommit(() => limits.clear(row.email));
      await m.log({
        type: 'user',
        type_uuid: row.user_uuid,
        action: 'reset_password',
        company_uuid: row.company_uuid,
        after: { sessions_ended: ended },
      });
      return null;
    },
  };
}
