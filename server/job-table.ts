/**
 * The job table of a server process, given to the runner at start (server.ts): every job kind's
 * handler, one line each, and the recurring kinds. A runner claims only the kinds listed here; a
 * kind enqueued without a line stays queued (visible on the operations screen). It sits at the
 * composition root beside the route table (modules/index.ts) because it names the areas' jobs:
 * server/jobs is the mechanism and imports no area.
 */
import { MAIL_SEND_JOB } from './mail/outbox';
import { sendMailJob } from './mail/send';
import { DASHBOARD_SNAPSHOT_JOB, dashboardSnapshotJob } from './modules/dashboard/snapshots';
import { HOUSEKEEPING_JOB, housekeepingJob } from './jobs/maintenance';
import { EXPIRY_WARNING_JOB, expiryWarningJob } from './modules/customers/expiry-warning.job';
import type { JobHandler } from './jobs/runner';
import type { ScheduledJob } from './jobs/schedule';
import { PUSH_SEND_JOB } from './modules/notifications/push/queue-push';
import { sendPush } from './modules/notifications/push/push-send.job';
import { BACKUP_RESTORE_JOB, BACKUP_TAKE_JOB } from './modules/backups/backup-kinds';
import { restoreJob, takeBackupJob } from './modules/backups/backups.service';
import { DAILY_NOTICES_JOB, dailyNotices } from './modules/notifications/daily-notices';
import { SECTOR_SYNC_JOB, sectorSyncJob } from './modules/authoring/sector-sync.job';
import {
  REMINDER_DELIVER_JOB,
  REMINDER_SCAN_JOB,
  deliverReminder,
  scanReminders,
} from './modules/notifications/reminder-delivery';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [MAIL_SEND_JOB]: sendMailJob,
  [HOUSEKEEPING_JOB]: housekeepingJob,
  [DASHBOARD_SNAPSHOT_JOB]: dashboardSnapshotJob,
  [REMINDER_SCAN_JOB]: scanReminders,
  [REMINDER_DELIVER_JOB]: deliverReminder,
  [DAILY_NOTICES_JOB]: dailyNotices,
  [EXPIRY_WARNING_JOB]: expiryWarningJob,
  [PUSH_SEND_JOB]: sendPush,
  [BACKUP_TAKE_JOB]: takeBackupJob,
  [BACKUP_RESTORE_JOB]: restoreJob,
  [SECTOR_SYNC_JOB]: sectorSyncJob,
};

/** The recurring kinds; each slot is enqueued once however many processes run (schedule.ts). */
export const SCHEDULE: readonly ScheduledJob[] = [
  // Idempotency keys, old sessions, finished jobs (maintenance.ts).
  { kind: HOUSEKEEPING_JOB, every: { everyMinutes: 60 }, maxAttempts: 3 },
  // Each customer company's dashboard figures of the day (modules/dashboard/snapshots.ts).
  { kind: DASHBOARD_SNAPSHOT_JOB, every: { dailyAtUtc: '23:50' }, maxAttempts: 5 },
  // Due reminders: one delivery job each (modules/notifications/reminder-delivery.ts).
  { kind: REMINDER_SCAN_JOB, every: { everyMinutes: 1 }, maxAttempts: 3 },
  // Deadlines near and passed, subscriptions ending (modules/notifications/daily-notices.ts).
  { kind: DAILY_NOTICES_JOB, every: { dailyAtUtc: '00:05' }, maxAttempts: 5 },
  // Subscription expiry warnings to customer admins, once per threshold (customers/expiry-warning.job.ts).
  { kind: EXPIRY_WARNING_JOB, every: { dailyAtUtc: '01:00' }, maxAttempts: 3 },
  // A backup of the whole database, the newest 14 scheduled ones kept (modules/backups/backups.service.ts).
  { kind: BACKUP_TAKE_JOB, every: { dailyAtUtc: '02:30' }, maxAttempts: 2 },
];
