/**
 * The jobs-table runner. Each process claims due rows of `jobs` with FOR UPDATE SKIP LOCKED, so
 * any number of processes share one table and never run one job twice at the same time:
 *
 * - claim: `queued` rows whose run_at has come, and `running` rows whose lock is older than the
 *   lease (their process died mid-job), become `running`, locked by this worker, attempts + 1;
 * - while a job runs its lock is renewed (a heartbeat every third of the lease), so a long job
 *   is not taken away while its process lives;
 * - success: `done` with done_at and the handler's result; failure: back to `queued` after an
 *   exponential backoff (capped), or `failed` (the dead letter, last_error kept) once attempts
 *   reach max_attempts. A job interrupted more than max_attempts times is dead-lettered too.
 * - a process claims only the kinds it has a handler for: during a rolling deploy an older
 *   process leaves a new kind to the newer ones (a kind no process knows stays queued, visible).
 *
 * Every completion is fenced by (locked_by, attempts): a worker that lost its lease cannot mark
 * the job done. A handler whose effect is a database write makes it exactly-once by writing it
 * in the transaction that marks the job done (`complete(tx, result)`): a stale worker's
 * transaction then rolls back.
 *
 * The runner polls every JOBS_POLL_MS and wakes at once when a job is enqueued in this process.
 * Each poll also enqueues the current slot of every scheduled kind (schedule.ts). `stop()` stops
 * claiming and waits for the jobs in hand; past its grace period it aborts their signal and
 * hands them back to the queue without counting the attempt.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../db/client';
import type { jobs } from '../db/schema';
import type { Deps } from '../deps';
import { errorText } from '../logger';
import { PermanentJobError } from './job-errors';
import { onJobEnqueued } from './queue';
import { enqueueDueSlots, type ScheduledJob } from './schedule';

/** A claimed job: the columns the runner reads, as the schema types them; the payload an object. */
export type JobRow = Pick<
  typeof jobs.$inferSelect,
  | 'job_uuid'
  | 'kind'
  | 'state'
  | 'company_uuid'
  | 'dedupe_key'
  | 'attempts'
  | 'max_attempts'
  | 'locked_by'
> & { payload: Record<string, unknown> };

export interface JobContext {
  job: JobRow;
  deps: Deps;
  /** Aborted when the process stops and the job overruns the shutdown grace period. */
  signal: AbortSignal;
  /**
   * Marks the job done inside the handler's own transaction, beside its effect; throws (rolling
   * the transaction back) when this worker no longer holds the job.
   */
  complete(tx: Tx, result?: unknown): Promise<void>;
}

/** Returns the job's result (stored as JSON), unless it called `complete` itself. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

export { PermanentJobError } from './job-errors';

/** This worker no longer holds the job (its lease expired and another worker took it). */
export class LostLeaseError extends Error {}

export interface RunnerOptions {
  deps: Deps;
  log: FastifyBaseLogger;
  /** The kinds this runner claims, and the recurring ones it enqueues (server/job-table.ts). */
  handlers: Record<string, JobHandler>;
  schedule: readonly ScheduledJob[];
  pollMs?: number;
  leaseMs?: number;
  /** The first retry's delay; each further one doubles. */
  retryMs?: number;
  retryCapMs?: number;
  /** Jobs run at the same time by this process. */
  concurrency?: number;
  /** How long `stop()` waits for the jobs in hand before aborting them. */
  graceMs?: number;
  workerId?: string;
}

export interface JobRunner {
  readonly workerId: string;
  start(): void;
  stop(): Promise<void>;
  /** One pass: enqueue due schedule slots, claim what is due, run it to the end. For tests. */
  runOnce(): Promise<number>;
  /** Passes until nothing is due. For tests. */
  drain(): Promise<number>;
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** The retry delay after a failed attempt (attempt 1 waits `base`). */
export const backoffMs = (attempt: number, base: number, cap: number) =>
  Math.min(cap, base * 2 ** Math.max(0, attempt - 1));

export function createJobRunner(o: RunnerOptions): JobRunner {
  const { deps, log } = o;
  const db = deps.database.db;
  const { handlers, schedule } = o;
  const kinds = `{${Object.keys(handlers)
    .map((k) => JSON.stringify(k))
    .join(',')}}`;
  const pollMs = o.pollMs ?? deps.config.JOBS_POLL_MS;
  const leaseMs = o.leaseMs ?? deps.config.JOBS_LEASE_MS;
  const retryMs = o.retryMs ?? deps.config.JOBS_RETRY_MS;
  const retryCapMs = o.retryCapMs ?? 3_600_000;
  const concurrency = o.concurrency ?? 4;
  const graceMs = o.graceMs ?? 7_000;
  const workerId = o.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const slots = new Map<string, string>();
  const inHand = new Map<
    string,
    { job: JobRow; done: Promise<void>; controller: AbortController }
  >();

  let running = false;
  let stopping = false;
  let cycling = false;
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let beatTimer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  const heldBy = (job: JobRow) =>
    sql`job_uuid = ${job.job_uuid} AND state = 'running' AND locked_by = ${workerId} AND attempts = ${job.attempts}`;

  async function claim(limit: number): Promise<JobRow[]> {
    if (limit <= 0) return [];
    const res = await db.execute(sql`
      UPDATE jobs SET state = 'running', locked_at = now(), locked_by = ${workerId}, attempts = attempts + 1, updated_at = now()
       WHERE job_uuid IN (
         SELECT job_uuid FROM jobs
          WHERE kind = ANY(${kinds}::text[])
            AND ((state = 'queued' AND run_at <= now())
              OR (state = 'running' AND locked_at < now() - ${leaseMs}::int * interval '1 millisecond'))
          ORDER BY run_at
          FOR UPDATE SKIP LOCKED
          LIMIT ${limit})
      RETURNING job_uuid, kind, payload, state, company_uuid, dedupe_key, attempts, max_attempts, locked_by`);
    return rowsOf<JobRow>(res);
  }

  /** Runs a fenced update of the job; false when this worker no longer holds it. */
  async function fenced(
    runner: { execute: (q: SQL) => Promise<unknown> },
    job: JobRow,
    set: SQL,
  ): Promise<boolean> {
    const res = await runner.execute(
      sql`UPDATE jobs SET ${set}, locked_at = NULL, locked_by = NULL, updated_at = now() WHERE ${heldBy(job)} RETURNING job_uuid`,
    );
    return rowsOf(res).length > 0;
  }

  const doneSet = (result: unknown) =>
    sql`state = 'done', done_at = now(), last_error = NULL, result = ${JSON.stringify(result ?? null)}::jsonb`;

  async function fail(job: JobRow, err: unknown): Promise<void> {
    const dead = err instanceof PermanentJobError || job.attempts >= job.max_attempts;
    const delay = backoffMs(job.attempts, retryMs, retryCapMs);
    const set = dead
      ? sql`state = 'failed', last_error = ${errorText(err)}`
      : sql`state = 'queued', last_error = ${errorText(err)}, run_at = now() + ${delay}::int * interval '1 millisecond'`;
    if (await fenced(db, job, set)) {
      log[dead ? 'error' : 'warn'](
        { job: job.job_uuid, kind: job.kind, attempt: job.attempts, err: errorText(err) },
        dead ? 'job failed for good' : 'job failed, will retry',
      );
    }
  }

  async function execute(job: JobRow, controller: AbortController): Promise<void> {
    let completed = false;
    try {
      if (job.attempts > job.max_attempts)
        throw new PermanentJobError(
          `interrupted ${job.attempts - 1} times (its process stopped while running it)`,
        );
      const result = await handlers[job.kind]({
        job,
        deps,
        signal: controller.signal,
        complete: async (tx, value) => {
          if (!(await fenced(tx, job, doneSet(value))))
            throw new LostLeaseError(`job ${job.job_uuid} is no longer held by ${workerId}`);
          completed = true;
        },
      });
      if (!completed && !(await fenced(db, job, doneSet(result))))
        throw new LostLeaseError(`job ${job.job_uuid} is no longer held by ${workerId}`);
    } catch (err) {
      if (err instanceof LostLeaseError) {
        log.warn({ job: job.job_uuid, kind: job.kind }, 'job lease lost: another worker runs it');
      } else if (controller.signal.aborted) {
        // Shutdown cut it short: back to the queue, the attempt not counted.
        await fenced(db, job, sql`state = 'queued', attempts = attempts - 1, run_at = now()`);
      } else {
        await fail(job, err);
      }
    }
  }

  function begin(job: JobRow): Promise<void> {
    const controller = new AbortController();
    const done = execute(job, controller)
      .catch((err) => log.error({ err, job: job.job_uuid }, 'job bookkeeping failed'))
      .finally(() => {
        inHand.delete(job.job_uuid);
        if (running && !stopping) void cycle();
      });
    inHand.set(job.job_uuid, { job, done, controller });
    return done;
  }

  async function heartbeat(): Promise<void> {
    for (const { job } of inHand.values()) {
      await db.execute(sql`UPDATE jobs SET locked_at = now() WHERE ${heldBy(job)}`);
    }
  }

  /** The background loop's pass: claims into free slots, never waits for the jobs it starts. */
  async function cycle(): Promise<void> {
    if (cycling) {
      again = true;
      return;
    }
    cycling = true;
    try {
      do {
        again = false;
        if (stopping) break;
        await enqueueDueSlots(db, schedule, new Date(), slots);
        const free = concurrency - inHand.size;
        const claimed = await claim(free);
        for (const job of claimed) void begin(job);
        if (claimed.length > 0 && claimed.length === free) again = true;
      } while (again && !stopping);
    } catch (err) {
      log.warn({ err: errorText(err) }, 'job runner pass failed');
    } finally {
      cycling = false;
    }
  }

  async function runOnce(): Promise<number> {
    await enqueueDueSlots(db, schedule, new Date(), slots);
    const claimed = await claim(concurrency);
    await Promise.all(claimed.map(begin));
    return claimed.length;
  }

  return {
    workerId,
    start() {
      if (running) return;
      running = true;
      stopping = false;
      unsubscribe = onJobEnqueued(() => void cycle());
      const poll = () => {
        pollTimer = setTimeout(
          () => void cycle().finally(() => running && !stopping && poll()),
          pollMs,
        );
      };
      void cycle();
      poll();
      beatTimer = setInterval(
        () =>
          void heartbeat().catch((err) =>
            log.warn({ err: errorText(err) }, 'job heartbeat failed'),
          ),
        Math.max(50, Math.floor(leaseMs / 3)),
      );
      log.info({ worker: workerId, pollMs, leaseMs }, 'job runner started');
    },
    async stop() {
      if (!running) return;
      stopping = true;
      unsubscribe?.();
      clearTimeout(pollTimer);
      const pending = () => Promise.all([...inHand.values()].map((h) => h.done));
      const grace = new Promise<'late'>((resolve) =>
        setTimeout(() => resolve('late'), graceMs).unref(),
      );
      if ((await Promise.race([pending(), grace])) === 'late') {
        for (const h of inHand.values()) h.controller.abort();
        await pending();
      }
      while (cycling) await new Promise((r) => setTimeout(r, 10));
      clearInterval(beatTimer);
      running = false;
    },
    runOnce,
    async drain() {
      let total = 0;
      for (let n = await runOnce(); n > 0; n = await runOnce()) total += n;
      return total;
    },
  };
}

/** Starts the runner of a server process when JOBS_ENABLED; it stops when the app closes. */
export function startJobRunner(
  app: {
    deps: Deps;
    log: FastifyBaseLogger;
    addHook: (name: 'onClose', fn: () => Promise<void>) => unknown;
  },
  table: Pick<RunnerOptions, 'handlers' | 'schedule'>,
): JobRunner | null {
  if (!app.deps.config.JOBS_ENABLED) return null;
  const runner = createJobRunner({ deps: app.deps, log: app.log, ...table });
  runner.start();
  app.addHook('onClose', () => runner.stop());
  return runner;
}
