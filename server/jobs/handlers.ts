/**
 * Every job kind's handler, one line each. A runner claims only the kinds listed here; a kind
 * enqueued without a line stays queued (visible on the operations screen). Scheduled kinds are
 * listed in schedule.ts as well.
 */
import { MAIL_SEND_JOB } from '../mail/outbox';
import { sendMailJob } from '../mail/send';
import { HOUSEKEEPING_JOB, housekeepingJob } from './maintenance';
import { EXPIRY_WARNING_JOB, expiryWarningJob } from '../modules/customers/expiry-warning.job';
import type { JobHandler } from './runner';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [MAIL_SEND_JOB]: sendMailJob,
  [HOUSEKEEPING_JOB]: housekeepingJob,
  [EXPIRY_WARNING_JOB]: expiryWarningJob,
};
