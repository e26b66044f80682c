/**
 * The `mail.send` job: delivers one outbox row. The row is locked and read first: a mail already
 * sent is done (a resent job or a crash after the send); without SMTP_URL it is marked 'kept'
 * (delivered nowhere, visible to the provider). Otherwise it is marked 'sending', sent over SMTP
 * with its fixed Message-ID and rendered text and HTML, then marked 'sent'. A failed send records
 * the attempt and the error on the row and throws, so the job retries with backoff; after the
 * job's last attempt the row is 'failed' (the provider may resend it). The row is never deleted.
 *
 * A mail with a one-time link is stored with the link masked and its token sealed
 * (outbox.ts): the token is opened here and put into the text and HTML that go out, never written
 * back. Once the mail is sent or failed for good the sealed token is wiped. A mail whose token is
 * gone (replaced, spent, expired) or cannot be opened is not sent: it is marked 'failed' at once,
 * so nobody receives a dead or masked link.
 *
 * A crash between the SMTP send and the 'sent' mark sends the mail again with the same
 * Message-ID, which mail systems use to drop the repeat.
 */
import { sql } from 'drizzle-orm';
import type { MessageKey } from '../../contract/messages';
import type { mailOutbox } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import { withToken } from '../lib/one-time-token';
import { secretBoxOf } from '../lib/secret-box';
import type { SecretKeys } from './outbox';
import { mailTransport } from './transport';

/** A stored mail as the sender reads it: the schema's columns; the driver gives the time as a Date. */
export type OutboxMailRow = Pick<
  typeof mailOutbox.$inferSelect,
  | 'mail_uuid'
  | 'to_address'
  | 'subject'
  | 'body'
  | 'html'
  | 'message_id'
  | 'language'
  | 'state'
  | 'secret_sealed'
> & { secret_expires_at: string | Date | null };

/** Why the stored mail was not sent: a message key, which the outbox answers show in the caller's language. */
export const LINK_GONE_ERROR = 'mail_link_not_sent' satisfies MessageKey;

/**
 * The text and HTML that go out: the stored ones, with the sealed token in place of the masked
 * link; null when the mail carries a link whose token is gone, expired or sealed with another key.
 */
export function deliverable(
  config: SecretKeys,
  row: OutboxMailRow,
  now = Date.now(),
): { text: string; html: string | null } | null {
  if (row.secret_expires_at === null) return { text: row.body, html: row.html };
  if (!row.secret_sealed || new Date(row.secret_expires_at).getTime() <= now) return null;
  const token = secretBoxOf(config).open(row.secret_sealed);
  if (token === null) return null;
  return {
    text: withToken(row.body, token),
    html: row.html === null ? null : withToken(row.html, token),
  };
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

export const sendMailJob: JobHandler = async ({ job, deps }) => {
  const { database, config } = deps;
  const mailUuid = String(job.payload.mail_uuid ?? '');
  const transport = mailTransport(config.SMTP_URL);
  const claimed = await database.db.transaction(async (tx) => {
    const [row] = rowsOf<OutboxMailRow>(
      await tx.execute(sql`SELECT mail_uuid, to_address, subject, body, html, message_id, language, state, secret_sealed, secret_expires_at
                             FROM mail_outbox WHERE mail_uuid = ${mailUuid} FOR UPDATE`),
    );
    if (!row || row.state === 'sent') return row ? { row, content: null } : null;
    const content = deliverable(config, row);
    if (!content) {
      await tx.execute(
        sql`UPDATE mail_outbox SET state = 'failed', secret_sealed = NULL, last_error = ${LINK_GONE_ERROR} WHERE mail_uuid = ${mailUuid}`,
      );
      return { row: { ...row, state: 'failed' }, content: null };
    }
    const next = transport ? 'sending' : 'kept';
    await tx.execute(
      sql`UPDATE mail_outbox SET state = ${next}, attempts = attempts + ${transport ? 1 : 0} WHERE mail_uuid = ${mailUuid}`,
    );
    return { row: { ...row, state: next }, content };
  });
  if (!claimed) return { mail_uuid: mailUuid, state: 'missing' };
  const { row: mail, content } = claimed;
  if (mail.state !== 'sending' || !transport || !content)
    return { mail_uuid: mailUuid, state: mail.state };

  try {
    await transport.sendMail({
      from: config.MAIL_FROM,
      to: mail.to_address,
      subject: mail.subject,
      text: content.text,
      ...(content.html ? { html: content.html } : {}),
      messageId: mail.message_id ?? undefined,
      headers: { 'Content-Language': mail.language },
    });
  } catch (err) {
    const last = job.attempts >= job.max_attempts;
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    // Failed for good: the token goes (a resend is then refused: a new invitation or request is needed).
    await database.db.execute(
      last
        ? sql`UPDATE mail_outbox SET state = 'failed', last_error = ${error}, secret_sealed = NULL WHERE mail_uuid = ${mailUuid}`
        : sql`UPDATE mail_outbox SET state = 'queued', last_error = ${error} WHERE mail_uuid = ${mailUuid}`,
    );
    throw err;
  }
  await database.db.execute(
    sql`UPDATE mail_outbox SET state = 'sent', sent_at = now(), last_error = NULL, secret_sealed = NULL WHERE mail_uuid = ${mailUuid}`,
  );
  return { mail_uuid: mailUuid, state: 'sent', message_id: mail.message_id };
};
