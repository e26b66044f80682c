/**
 * A job-runner process for the two-process test (runner-processes.test.ts), handling one kind
 * only, `two-process-test.effect` (other test files' jobs share the database). Its handler waits
 * (so a process can be killed mid-job), then writes its effect row in the transaction that marks
 * the job done.
 */
import { sql } from 'drizzle-orm';
import type { JobHandler } from '../runner';
import { runWorkerProcess, workerMain } from './two-process';

const effect: JobHandler = async ({ job, deps, complete }) => {
  await new Promise((r) => setTimeout(r, Number(job.payload.ms ?? 300)));
  await deps.database.db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO two_process_effects (job_uuid, worker) VALUES (${job.job_uuid}, ${process.env.WORKER_NAME ?? 'worker'})`,
    );
    await complete(tx, { by: process.env.WORKER_NAME });
  });
};

workerMain(() => runWorkerProcess({ 'two-process-test.effect': effect }));
