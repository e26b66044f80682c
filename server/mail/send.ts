/**
 * The `mail.send` job: delivers one outbox row. The row is locked and read first: a mail already
 * sent is done (a resent job or a crash after the send); without SMTP_URL it is marked 'kept'
 * (delivered nowhere, visible to the provider). Otherwise it is marked 'sending', sent over SMTP
 * with its fixed Message-ID and rendered text and HTML, then marked 'sent'. A failed send records
 * the attempt and the error on the row and throws, so the job retries with backoff; after the
 * job's last attempt the row is 'failed' (the provider may resend it). The row is never deleted.
 *
 * A crash between the SMTP send and the 'sent' mark sends the mail again with the same
 * Message-ID, which mail systems use to drop the repeat.
 */
import { sql } from 'drizzle-orm';
import type { JobHandler } from '../jobs/runner';
import { mailTransport } from './transport';

interface MailRow {
  mail_uuid: string;
  to_address: string;
  subject: string;
  body: string;
  html: string | null;
  message_id: string | null;
  language: string;
  state: string;
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export const sendMailJob: JobHandler = async ({ job, deps }) => {
  const { database, config } = deps;
  const mailUuid = String(job.payload.mail_uuid ?? '');
  const transport = mailTransport(config.SMTP_URL);
  const mail = await database.db.transaction(async (tx) => {
    const [row] = rowsOf<MailRow>(
      await tx.execute(sql`SELECT mail_uuid, to_address, subject, body, html, message_id, language, state
                             FROM mail_outbox WHERE mail_uuid = ${mailUuid} FOR UPDATE`),
    );
    if (!row || row.state === 'sent') return row ?? null;
    const next = transport ? 'sending' : 'kept';
    await tx.execute(sql`UPDATE mail_outbox SET state = ${next}, attempts = attempts + ${transport ? 1 : 0} WHERE mail_uuid = ${mailUuid}`);
    return { ...row, state: next };
  });
  if (!mail) return { mail_uuid: mailUuid, state: 'missing' };
  if (mail.state !== 'sending' || !transport) return { mail_uuid: mailUuid, state: mail.state };

  try {
    await transport.sendMail({
      from: config.MAIL_FROM,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body,
      ...(mail.html ? { html: mail.html } : {}),
      messageId: mail.message_id ?? undefined,
      headers: { 'Content-Language': mail.language },
    });
  } catch (err) {
    const last = job.attempts >= job.max_attempts;
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    await database.query(`UPDATE mail_outbox SET state = $2, last_error = $3 WHERE mail_uuid = $1`, [mailUuid, last ? 'failed' : 'queued', error]);
    throw err;
  }
  await database.query(`UPDATE mail_outbox SET state = 'sent', sent_at = now(), last_error = NULL WHERE mail_uuid = $1`, [mailUuid]);
  return { mail_uuid: mailUuid, state: 'sent', message_id: mail.message_id };
};
