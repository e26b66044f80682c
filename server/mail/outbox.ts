/**
 * Queueing a mail: the rendered mail is written to `mail_outbox` and its delivery job (`mail.send`,
 * deduplicated by the mail's id) is enqueued, both on the caller's transaction: the mail exists
 * exactly when the change that sent it commits, and a rolled-back change sends nothing. Delivery
 * (SMTP when configured, else the row stays 'kept') is the job's work, with retries.
 *
 * A mail with a one-time link (invitation, recovery) is rendered with the link masked
 * (`maskedLink`): the row's subject, body and html never hold the token. The token travels sealed
 * in `secret_sealed` (secret-box, key from DATA_KEY or JWT_SECRET) with the link's expiry; the
 * delivery job opens it and puts it into the mail it sends, and the sealed value is wiped once the
 * mail is sent or failed for good, when the owning flow replaces or spends the link
 * (`wipeMailSecrets`), and past the link's expiry (hourly housekeeping).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Language } from '../../contract/enums';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { mailOutbox } from '../db/schema/platform';
import { enqueueJob } from '../jobs/queue';
import { TOKEN_MASK } from '../lib/one-time-token';
import { secretBoxOf } from '../lib/secret-box';
import { MAIL_TEMPLATES, type MailTemplateName, type MailVars } from './registry';

export const MAIL_SEND_JOB = 'mail.send';

export interface MailRequest<N extends MailTemplateName> {
  to: string;
  language: Language;
  template: N;
  vars: MailVars<N>;
  companyUuid?: string | null;
  userUuid?: string | null;
  /** The one-time token the mail's masked link stands for, sealed (`sealMailSecret`). */
  secret?: MailSecret;
}

/** A one-time token sealed for the delivery job, with when its link stops working. */
export interface MailSecret {
  sealed: string;
  expires_at: string;
}

export type SecretKeys = Pick<Config, 'DATA_KEY' | 'JWT_SECRET'>;

export const sealMailSecret = (
  config: SecretKeys,
  token: string,
  expiresAt: string,
): MailSecret => ({
  sealed: secretBoxOf(config).seal(token),
  expires_at: expiresAt,
});

/** Returns the queued mail's id. */
export async function queueMail<N extends MailTemplateName>(
  tx: Tx,
  mail: MailRequest<N>,
): Promise<string> {
  const render = MAIL_TEMPLATES[mail.template] as (
    l: Language,
    v: MailVars<N>,
  ) => ReturnType<(typeof MAIL_TEMPLATES)[N]>;
  const rendered = render(mail.language, mail.vars);
  // A secret without its masked link would be sealed for nothing; a link's token never rests in the row.
  if (mail.secret && !rendered.text.includes(TOKEN_MASK))
    throw new Error(`mail ${mail.template}: a sealed token but no masked link`);
  const mailUuid = randomUUID();
  await tx.insert(mailOutbox).values({
    mail_uuid: mailUuid,
    company_uuid: mail.companyUuid ?? null,
    user_uuid: mail.userUuid ?? null,
    template: mail.template,
    language: mail.language,
    to_address: mail.to,
    subject: rendered.subject,
    body: rendered.text,
    html: rendered.html,
    // Fixed now: a resend after a crash carries the same Message-ID, so mail systems can drop it.
    message_id: `<${mailUuid}@regcomply.mail>`,
    secret_sealed: mail.secret?.sealed ?? null,
    secret_expires_at: mail.secret?.expires_at ?? null,
  });
  await enqueueJob(tx, {
    kind: MAIL_SEND_JOB,
    payload: { mail_uuid: mailUuid },
    dedupeKey: `mail:${mailUuid}`,
    companyUuid: mail.companyUuid ?? null,
    maxAttempts: 8,
  });
  return mailUuid;
}

/**
 * The sealed tokens of a user's mails of one template wiped: the owning flow replaced or spent
 * their links (a new invitation or reset request, an accepted invitation, a changed password, a
 * user locked out). A wiped mail not yet sent is not sent (its link would be dead).
 */
export async function wipeMailSecrets(
  tx: Tx,
  userUuid: string,
  template: 'invitation' | 'recovery',
): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ secret_sealed: null })
    .where(
      and(
        eq(mailOutbox.user_uuid, userUuid),
        eq(mailOutbox.template, template),
        isNotNull(mailOutbox.secret_sealed),
      ),
    );
}

/** The sealed tokens of links past their expiry wiped (hourly housekeeping). */
export async function wipeExpiredMailSecrets(db: Db): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ secret_sealed: null })
    .where(and(isNotNull(mailOutbox.secret_sealed), lte(mailOutbox.secret_expires_at, sql`now()`)))
    .returning({ mail_uuid: mailOutbox.mail_uuid });
  return rows.length;
}
