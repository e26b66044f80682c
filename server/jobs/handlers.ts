/**
 * Every job kind's handler, one line each. A runner claims only the kinds listed here; a kind
 * enqueued without a line stays queued (visible on the operations screen). Scheduled kinds are
 * listed in schedule.ts as well.
 */
import { MAIL_SEND_JOB } from '../mail/outbox';
import { sendMailJob } from '../mail/send';
import { DASHBOARD_SNAPSHOT_JOB, dashboardSnapshotJob } from '../modules/dashboard/snapshots';
import { HOUSEKEEPING_JOB, housekeepingJob } from './maintenance';
import { EXPIRY_WARNING_JOB, expiryWarningJob } from '../modules/customers/expiry-warning.job';
import type { JobHandler } from './runner';
import { PUSH_SEND_JOB } from '../modules/notifications/push/queue-push';
import { sendPush } from '../modules/notifications/push/push-send.job';
import { BACKUP_RESTORE_JOB, BACKUP_TAKE_JOB } from '../modules/backups/backup-kinds';
import { restoreJob, takeBackupJob } from '../modules/backups/backups.service';
import { DAILY_NOTICES_JOB, dailyNotices } from '../modules/notifications/daily-notices';
import { SECTOR_SYNC_JOB, sectorSyncJob } from '../modules/authoring/sector-sync.job';
import {
  REMINDER_DELIVER_JOB,
  REMINDER_SCAN_JOB,
  deliverReminder,
  scanReminders,
} from '../modules/notifications/reminder-delivery';

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
