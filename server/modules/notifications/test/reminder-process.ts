/**
 * A job-runner process for the reminder two-process test (reminder-delivery.test.ts), handling
 * only `reminder.deliver` with the real handler, which pauses PAUSE_MS inside its transaction
 * before completing (so a process can be killed mid-job with its effect written, uncommitted).
 */
import { runWorkerProcess, workerMain } from '../../../jobs/test/two-process';
import { REMINDER_DELIVER_JOB, deliverReminderWith } from '../reminder-delivery';

const pause = Number(process.env.PAUSE_MS ?? 300);
workerMain(() =>
  runWorkerProcess({
    [REMINDER_DELIVER_JOB]: deliverReminderWith({
      beforeCommit: () => new Promise((r) => setTimeout(r, pause)),
    }),
  }),
);
