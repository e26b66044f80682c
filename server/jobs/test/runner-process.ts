/**
 * A job-runner process for the two-process test (runner-processes.test.ts): the real app built
 * on the PostgreSQL database of DATABASE_URL and the real runner, handling one kind only,
 * `two-process-test.effect` (other test files' jobs share the database). Its handler waits (so a
 * process can be killed mid-job), then writes its effect row in the transaction that marks the
 * job done. Prints "ready" once running.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createJobRunner, type JobHandler } from '../runner';

const effect: JobHandler = async ({ job, deps, complete }) => {
  await new Promise((r) => setTimeout(r, Number(job.payload.ms ?? 300)));
  await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO two_process_effects (job_uuid, worker) VALUES (${job.job_uuid}, ${process.env.WORKER_NAME ?? 'worker'})`);
    await complete(tx, { by: process.env.WORKER_NAME });
  });
};

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_CLIENT: 'false' });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: '', poolSize: 4 });
  const app = await buildApp({ config, database });
  await app.ready();
  const runner = createJobRunner({
    deps: app.deps,
    log: app.log,
    handlers: { 'two-process-test.effect': effect },
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
