/**
 * Queueing a mail: the rendered mail is written to `mail_outbox` and its delivery job (`mail.send`,
 * deduplicated by the mail's id) is enqueued, both on the caller's transaction: the mail exists
 * exactly when the change that sent it commits, and a rolled-back change sends nothing. Delivery
 * (SMTP when configured, else the row stays 'kept') is the job's work, with retries.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '../../contract/enums';
import type { Tx } from '../db/client';
import { mailOutbox } from '../db/schema/platform';
import { enqueueJob } from '../jobs/queue';
import { MAIL_TEMPLATES, type MailTemplateName, type MailVars } from './registry';

export const MAIL_SEND_JOB = 'mail.send';

export interface MailRequest<N extends MailTemplateName> {
  to: string;
  language: Language;
  template: N;
  vars: MailVars<N>;
  companyUuid?: string | null;
  userUuid?: string | null;
}

/** Returns the queued mail's id. */
export async function queueMail<N extends MailTemplateName>(tx: Tx, mail: MailRequest<N>): Promise<string> {
  const render = MAIL_TEMPLATES[mail.template] as (l: Language, v: MailVars<N>) => ReturnType<(typeof MAIL_TEMPLATES)[N]>;
  const rendered = render(mail.language, mail.vars);
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
