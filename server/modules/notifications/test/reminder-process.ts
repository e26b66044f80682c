/**
 * A job-runner process for the reminder two-process test (reminder-delivery-processes.test.ts):
 * the real app on the PostgreSQL database of DATABASE_URL and the real runner, handling only
 * `reminder.deliver` with the real handler, which pauses PAUSE_MS inside its transaction before
 * completing (so a process can be killed mid-job with its effect written, uncommitted). Prints
 * "ready" once running.
 */
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { createJobRunner } from '../../../jobs/runner';
import { REMINDER_DELIVER_JOB, deliverReminderWith } from '../reminder-delivery';

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_CLIENT: 'false' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: '', poolSize: 4 });
  const app = await buildApp({ config, database });
  await app.ready();
  const pause = Number(process.env.PAUSE_MS ?? 300);
  const runner = createJobRunner({
    deps: app.deps,
    log: app.log,
    handlers: { [REMINDER_DELIVER_JOB]: deliverReminderWith({ beforeCommit: () => new Promise((r) => setTimeout(r, pause)) }) },
    schedule: [],
    concurrency: 2,
    workerId: process.env.WORKER_NAME,
  });
  runner.start();
  process.stdout.write('ready\n');
  process.on('SIGTERM', () => void runner.stop().then(() => app.close()).then(() => database.close()).then(() => process.exit(0)));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
