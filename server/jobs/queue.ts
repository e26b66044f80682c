/**
 * Enqueueing a job: one row in `jobs`, written on the caller's transaction so the job exists
 * exactly when the change that asked for it commits. The runner (`runner.ts`) claims due rows
 * with FOR UPDATE SKIP LOCKED. A dedupe key makes the enqueue idempotent: a second row with the
 * same key is not written (a scheduled slot, one mail's delivery).
 */
import type { Tx } from '../db/client';
import { jobs } from '../db/schema/platform';
import { afterCommitOf } from '../lib/mutation';

type Wake = () => void;
const wakers = new Set<Wake>();
/**
 * The runners of this process hear of every job enqueued here once its transaction commits (at
 * once when the transaction is not a mutation's: the poll catches what that misses). Returns the
 * unsubscribe.
 */
export function onJobEnqueued(wake: Wake): () => void {
  wakers.add(wake);
  return () => void wakers.delete(wake);
}
const wakeRunners = () => {
  for (const w of wakers) w();
};

/** Tells this process's runners that a job became due, once `tx` commits (a retried job). */
export function wakeRunnersAfter(tx: Tx): void {
  const afterCommit = afterCommitOf(tx);
  if (afterCommit) afterCommit(wakeRunners);
  else wakeRunners();
}

export interface JobRequest {
  kind: string;
  payload?: Record<string, unknown>;
  /** When the job may run; now when omitted. */
  runAt?: Date;
  dedupeKey?: string;
  companyUuid?: string | null;
  maxAttempts?: number;
}

/** Returns the new job's id, or null when a job with the same dedupe key already exists. */
export async function enqueueJob(tx: Tx, job: JobRequest): Promise<string | null> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      run_at: (job.runAt ?? new Date()).toISOString(),
      dedupe_key: job.dedupeKey ?? null,
      company_uuid: job.companyUuid ?? null,
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing()
    .returning({ job_uuid: jobs.job_uuid });
  const id = rows[0]?.job_uuid ?? null;
  if (id) wakeRunnersAfter(tx);
  return id;
}
