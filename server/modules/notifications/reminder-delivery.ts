/**
 * Reminder delivery, exactly once. `reminders.scan` (scheduled every minute, schedule.ts) enqueues
 * one `reminder.deliver` job per due reminder, deduplicated by the reminder's id. The deliver job
 * writes the notification, queues the mail (in the user's language) and stamps `sent_at` in ONE
 * transaction, the same one that marks the job done (`complete(tx)`, fenced by the runner's lease):
 * a process killed mid-job, or a worker whose lease was taken over, rolls all of it back, and the
 * job's next run finds the reminder still unsent; a reminder already sent is skipped. The user's
 * preferences for the `reminder` kind (preferences.ts) decide each channel: the notification and
 * its push to the user's devices (notify()), and the mail.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '../../../contract/enums';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import { queueMail } from '../../mail/outbox';
import { complianceContext, complianceLink } from './events';
import { notify } from './notify';
import { wantsChannel } from './preferences';

export const REMINDER_SCAN_JOB = 'reminders.scan';
export const REMINDER_DELIVER_JOB = 'reminder.deliver';

/** Enqueues a delivery for every due, unsent reminder (a repeat enqueues nothing new). */
export const scanReminders: JobHandler = async ({ deps }) => {
  const due = await deps.database.rows<{ reminder_uuid: string; company_uuid: string }>(
    sql`SELECT reminder_uuid, company_uuid FROM reminders WHERE sent_at IS NULL AND remind_at <= now() ORDER BY remind_at LIMIT 500`,
  );
  let enqueued = 0;
  await deps.database.db.transaction(async (tx) => {
    for (const r of due) {
      const id = await enqueueJob(tx, {
        kind: REMINDER_DELIVER_JOB,
        payload: { reminder_uuid: r.reminder_uuid },
        dedupeKey: `reminder:${r.reminder_uuid}`,
        companyUuid: r.company_uuid,
        maxAttempts: 8,
      });
      if (id) enqueued++;
    }
  });
  return { due: due.length, enqueued };
};

interface DueReminder {
  reminder_uuid: string;
  company_uuid: string;
  compliance_uuid: string;
  user_uuid: string;
  message: string;
  email: string;
  name: string;
  language: string;
}

/**
 * The delivery handler; `beforeCommit` (tests only: the two-process test) runs inside the
 * transaction just before it completes, so a process can be killed with the effect written but
 * not committed.
 */
export const deliverReminderWith =
  (opts: { beforeCommit?: () => Promise<void> } = {}): JobHandler =>
  async ({ job, deps, complete }) => {
    const reminderUuid = String(job.payload.reminder_uuid ?? '');
    return deps.mutations.system(async (m) => {
      const [r] = await m.rows<DueReminder>(
        sql`SELECT r.reminder_uuid, r.company_uuid, r.compliance_uuid, r.user_uuid, r.message, u.email, u.name, u.language
         FROM reminders r JOIN users u ON u.user_uuid = r.user_uuid AND u.company_uuid = r.company_uuid
        WHERE r.reminder_uuid = ${reminderUuid} AND r.sent_at IS NULL FOR UPDATE OF r`,
      );
      if (!r) {
        await complete(m.tx, { skipped: 'sent or gone' });
        return null;
      }
      const c = await complianceContext(m, r.compliance_uuid);
      const title = c?.title ?? { en: '', id: '' };
      const link = complianceLink(r.compliance_uuid);
      const [notification] = await notify(m, {
        company_uuid: r.company_uuid,
        user_uuids: [r.user_uuid],
        kind: 'reminder',
        vars: { title, message: r.message },
        link,
      });
      const language: Language = r.language === 'id' ? 'id' : 'en';
      const mailed = await wantsChannel(m.tx, r.company_uuid, r.user_uuid, 'reminder', 'mail');
      const mail = !mailed
        ? null
        : await queueMail(m.tx, {
            to: r.email,
            language,
            template: 'reminder',
            vars: {
              name: r.name,
              title,
              message: r.message,
              url: `${deps.config.PUBLIC_URL}${link}`,
            },
            companyUuid: r.company_uuid,
            userUuid: r.user_uuid,
          });
      await m.rows(
        sql`UPDATE reminders SET sent_at = now() WHERE reminder_uuid = ${r.reminder_uuid}`,
      );
      const result = { notification_uuid: notification ?? null, mail_uuid: mail };
      await opts.beforeCommit?.();
      await complete(m.tx, result);
      return result;
    });
  };

export const deliverReminder = deliverReminderWith();
