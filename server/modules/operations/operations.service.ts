/**
 * The provider's operations writes, each in the caller's mutation transaction with its
 * activity-log row: a dead-lettered job queued again (attempts reset), a failed or kept mail
 * queued again (its delivery job reset, or a new one when the old was cleaned away). The runners
 * of this process wake once the write commits. A mail whose one-time link is gone (its sealed
 * token wiped: sent, failed for good, replaced, spent or expired) is refused: resending it would
 * mail a dead link; a fresh link comes from its own flow (a new invitation, a new reset request).
 */
import { sql } from 'drizzle-orm';
import type { JobItem, MailItem } from '../../../contract/api/operations';
import type { Config } from '../../config';
import { enqueueJob, wakeRunnersAfter } from '../../jobs/queue';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { MAIL_SEND_JOB } from '../../mail/outbox';
import { lockJob, lockMail, mailLinkGone } from './operations.repository';

export async function retryJob(m: MutationContext, jobUuid: string): Promise<JobItem> {
  const job = await lockJob(m.tx, jobUuid);
  if (!job) throw errors.notFound();
  if (job.state !== 'failed') throw new AppError('conflict', 'job_not_failed');
  await m.tx
    .execute(sql`UPDATE jobs SET state = 'queued', attempts = 0, run_at = now(), done_at = NULL, locked_at = NULL,
                           locked_by = NULL, updated_at = now() WHERE job_uuid = ${jobUuid}`);
  const after = (await lockJob(m.tx, jobUuid))!;
  await m.log({
    type: 'job',
    type_uuid: jobUuid,
    action: 'retry',
    before: { state: job.state, attempts: job.attempts, last_error: job.last_error },
    after: { state: after.state, attempts: 0 },
  });
  wakeRunnersAfter(m.tx);
  return after;
}

export async function resendMail(
  m: MutationContext,
  config: Pick<Config, 'SMTP_URL'>,
  mailUuid: string,
): Promise<MailItem> {
  const mail = await lockMail(m.tx, mailUuid);
  if (!mail) throw errors.notFound();
  if (mail.state !== 'failed' && mail.state !== 'kept')
    throw new AppError('conflict', 'mail_not_resendable');
  if (!config.SMTP_URL) throw new AppError('conflict', 'mail_no_smtp');
  if (await mailLinkGone(m.tx, mailUuid)) throw new AppError('conflict', 'mail_link_gone');
  await m.tx.execute(
    sql`UPDATE mail_outbox SET state = 'queued', last_error = NULL WHERE mail_uuid = ${mailUuid}`,
  );
  const key = `mail:${mailUuid}`;
  const reset = (await m.tx
    .execute(sql`UPDATE jobs SET state = 'queued', attempts = 0, run_at = now(), done_at = NULL, locked_at = NULL,
      locked_by = NULL, updated_at = now() WHERE dedupe_key = ${key} AND state IN ('done', 'failed') RETURNING job_uuid`)) as unknown as {
    rows: unknown[];
  };
  if (reset.rows.length > 0) wakeRunnersAfter(m.tx);
  else
    await enqueueJob(m.tx, {
      kind: MAIL_SEND_JOB,
      payload: { mail_uuid: mailUuid },
      dedupeKey: key,
      companyUuid: mail.company_uuid,
      maxAttempts: 8,
    });
  const after = (await lockMail(m.tx, mailUuid))!;
  await m.log({
    type: 'mail',
    type_uuid: mailUuid,
    action: 'resend',
    before: { state: mail.state, last_error: mail.last_error },
    after: { state: after.state },
  });
  return after;
}
