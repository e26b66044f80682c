import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { HOUSEKEEPING_JOB, housekeepingJob } from './maintenance';
import { enqueueJob, type JobRequest } from './queue';
import {
  backoffMs,
  createJobRunner,
  PermanentJobError,
  type JobHandler,
  type RunnerOptions,
} from './runner';
import { SCHEDULE } from '../job-table';
import { slotKey, slotStart } from './schedule';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.exec(
    `CREATE TABLE IF NOT EXISTS job_test_effects (job_uuid uuid NOT NULL, worker text NOT NULL)`,
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.exec(
    `DELETE FROM jobs WHERE kind LIKE 'runner-test.%'; DELETE FROM job_test_effects`,
  );
});

interface JobState {
  job_uuid: string;
  state: string;
  attempts: number;
  last_error: string | null;
  result: unknown;
  done_at: Date | null;
  locked_by: string | null;
  run_at: Date;
}
const jobRow = async (id: string) =>
  (
    await t.database.query<JobState>(
      `SELECT job_uuid, state, attempts, last_error, result, done_at, locked_by, run_at FROM jobs WHERE job_uuid = $1`,
      [id],
    )
  )[0];
const enqueue = (job: JobRequest) => t.app.deps.mutations.system((m) => enqueueJob(m.tx, job));
const runner = (handlers: Record<string, JobHandler>, o: Partial<RunnerOptions> = {}) =>
  createJobRunner({
    deps: t.app.deps,
    log: t.app.log,
    handlers,
    schedule: [],
    retryMs: 1000,
    leaseMs: 1000,
    ...o,
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job runner', () => {
  it('claims a due job, runs its handler and marks it done with the result', async () => {
    const seen: unknown[] = [];
    const id = (await enqueue({ kind: 'runner-test.ok', payload: { n: 7 } }))!;
    const r = runner({
      'runner-test.ok': async ({ job }) => (
        seen.push(job.payload),
        { doubled: Number(job.payload.n) * 2 }
      ),
    });
    expect(await r.runOnce()).toBe(1);
    expect(seen).toEqual([{ n: 7 }]);
    const row = await jobRow(id);
    expect(row).toMatchObject({
      state: 'done',
      attempts: 1,
      result: { doubled: 14 },
      locked_by: null,
      last_error: null,
    });
    expect(row.done_at).not.toBeNull();
    expect(await r.runOnce()).toBe(0);
  });

  it('leaves a job whose time has not come', async () => {
    await enqueue({ kind: 'runner-test.ok', runAt: new Date(Date.now() + 60_000) });
    expect(await runner({ 'runner-test.ok': async () => null }).runOnce()).toBe(0);
  });

  it('puts a failed job back in the queue with an exponential backoff', async () => {
    const id = (await enqueue({ kind: 'runner-test.flaky', maxAttempts: 5 }))!;
    const r = runner(
      { 'runner-test.flaky': async () => Promise.reject(new Error('smtp down')) },
      { retryMs: 60_000 },
    );
    const before = Date.now();
    await r.runOnce();
    let row = await jobRow(id);
    expect(row).toMatchObject({
      state: 'queued',
      attempts: 1,
      last_error: 'smtp down',
      locked_by: null,
    });
    expect(new Date(row.run_at).getTime() - before).toBeGreaterThanOrEqual(59_000);
    expect(await r.runOnce()).toBe(0); // not due yet

    await t.database.query(`UPDATE jobs SET run_at = now() WHERE job_uuid = $1`, [id]);
    const second = Date.now();
    await r.runOnce();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: 'queued', attempts: 2 });
    expect(new Date(row.run_at).getTime() - second).toBeGreaterThanOrEqual(119_000);
    expect(backoffMs(1, 1000, 30_000)).toBe(1000);
    expect(backoffMs(4, 1000, 30_000)).toBe(8000);
    expect(backoffMs(20, 1000, 30_000)).toBe(30_000);
  });

  it('dead-letters a job after its last attempt, keeping the error', async () => {
    const id = (await enqueue({ kind: 'runner-test.bad', maxAttempts: 2 }))!;
    let calls = 0;
    const r = runner(
      { 'runner-test.bad': async () => Promise.reject(new Error(`broken ${++calls}`)) },
      { retryMs: 100 },
    );
    await r.runOnce();
    await t.database.query(`UPDATE jobs SET run_at = now() WHERE job_uuid = $1`, [id]);
    await r.runOnce();
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 2,
      last_error: 'broken 2',
    });
    await t.database.query(`UPDATE jobs SET run_at = now() WHERE job_uuid = $1`, [id]);
    expect(await r.runOnce()).toBe(0);
    expect(calls).toBe(2);
  });

  it('dead-letters at once a permanent error', async () => {
    const id = (await enqueue({ kind: 'runner-test.permanent' }))!;
    await runner({
      'runner-test.permanent': async () => Promise.reject(new PermanentJobError('bad payload')),
    }).runOnce();
    expect(await jobRow(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'bad payload',
    });
  });

  it('leaves a kind it has no handler for to a process that has one', async () => {
    const id = (await enqueue({ kind: 'runner-test.newer' }))!;
    expect(await runner({ 'runner-test.ok': async () => null }).runOnce()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await runner({ 'runner-test.newer': async () => 'ran' }).runOnce()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', result: 'ran' });
  });

  it('enqueues a dedupe key once', async () => {
    const first = await enqueue({ kind: 'runner-test.ok', dedupeKey: 'report:2026-01' });
    const second = await enqueue({ kind: 'runner-test.ok', dedupeKey: 'report:2026-01' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBeNull();
    expect(
      await t.database.query(`SELECT 1 FROM jobs WHERE dedupe_key = 'report:2026-01'`),
    ).toHaveLength(1);
  });

  it('runs again a job whose process died mid-job once its lease expires, and not before', async () => {
    const stale = (await enqueue({ kind: 'runner-test.ok' }))!;
    const fresh = (await enqueue({ kind: 'runner-test.ok' }))!;
    await t.database.query(
      `UPDATE jobs SET state = 'running', attempts = 1, locked_by = 'dead-worker', locked_at = now() - interval '5 seconds' WHERE job_uuid = $1`,
      [stale],
    );
    await t.database.query(
      `UPDATE jobs SET state = 'running', attempts = 1, locked_by = 'live-worker', locked_at = now() WHERE job_uuid = $1`,
      [fresh],
    );
    const ran: string[] = [];
    expect(
      await runner(
        { 'runner-test.ok': async ({ job }) => void ran.push(job.job_uuid) },
        { leaseMs: 2000 },
      ).runOnce(),
    ).toBe(1);
    expect(ran).toEqual([stale]);
    expect(await jobRow(stale)).toMatchObject({ state: 'done', attempts: 2 });
    expect(await jobRow(fresh)).toMatchObject({ state: 'running', locked_by: 'live-worker' });
  });

  it('dead-letters a job interrupted more often than its attempts allow', async () => {
    const id = (await enqueue({ kind: 'runner-test.ok', maxAttempts: 2 }))!;
    await t.database.query(
      `UPDATE jobs SET state = 'running', attempts = 2, locked_by = 'dead-worker', locked_at = now() - interval '5 seconds' WHERE job_uuid = $1`,
      [id],
    );
    let ran = 0;
    await runner({ 'runner-test.ok': async () => void ran++ }).runOnce();
    expect(ran).toBe(0);
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 3 });
    expect((await jobRow(id)).last_error).toMatch(/interrupted 2 times/);
  });

  it('rolls back the effect of a worker that lost its job to another one', async () => {
    const id = (await enqueue({ kind: 'runner-test.effect' }))!;
    const r = runner({
      'runner-test.effect': async ({ job, deps, complete }) => {
        // Meanwhile the lease expired and another worker took the job.
        await t.database.query(
          `UPDATE jobs SET locked_by = 'other-worker', attempts = attempts + 1 WHERE job_uuid = $1`,
          [job.job_uuid],
        );
        await deps.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`INSERT INTO job_test_effects (job_uuid, worker) VALUES (${job.job_uuid}, 'stale')`,
          );
          await complete(tx, { ok: true });
        });
      },
    });
    await r.runOnce();
    expect(await t.database.query(`SELECT 1 FROM job_test_effects`)).toHaveLength(0);
    expect(await jobRow(id)).toMatchObject({ state: 'running', locked_by: 'other-worker' });
  });

  it('keeps a long job locked by its heartbeat past the lease', async () => {
    const id = (await enqueue({ kind: 'runner-test.slow' }))!;
    const r = runner({ 'runner-test.slow': () => sleep(900) }, { leaseMs: 300, pollMs: 60_000 });
    const other = runner({ 'runner-test.slow': async () => 'stolen' }, { leaseMs: 300 });
    r.start();
    await sleep(150);
    expect((await jobRow(id)).state).toBe('running');
    await sleep(450); // beyond the lease: the heartbeat has renewed it
    expect(await other.runOnce()).toBe(0);
    await r.stop();
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1, result: null });
  });

  it('wakes at once when a job is enqueued in this process, after the enqueueing commit', async () => {
    const ran: string[] = [];
    const r = runner(
      { 'runner-test.ok': async ({ job }) => void ran.push(job.job_uuid) },
      { pollMs: 600_000 },
    );
    r.start();
    await sleep(100);
    const id = (await enqueue({ kind: 'runner-test.ok' }))!;
    for (let i = 0; i < 50 && ran.length === 0; i++) await sleep(20);
    await r.stop();
    expect(ran).toEqual([id]);
  });

  it('stops after the job in hand, and hands back a job that overruns the grace period', async () => {
    const finished = (await enqueue({ kind: 'runner-test.wait', payload: { ms: 200 } }))!;
    const r = runner(
      { 'runner-test.wait': ({ job }) => sleep(Number(job.payload.ms)) },
      { pollMs: 600_000 },
    );
    r.start();
    await sleep(80);
    await r.stop();
    expect(await jobRow(finished)).toMatchObject({ state: 'done' });

    const cut = (await enqueue({ kind: 'runner-test.hang' }))!;
    const hang: JobHandler = ({ signal }) =>
      new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const r2 = runner({ 'runner-test.hang': hang }, { pollMs: 600_000, graceMs: 100 });
    r2.start();
    await sleep(80);
    await r2.stop();
    expect(await jobRow(cut)).toMatchObject({
      state: 'queued',
      attempts: 0,
      locked_by: null,
      last_error: null,
    });
  });
});

describe('scheduled jobs', () => {
  it('computes slots every N minutes and daily at a UTC time', () => {
    const now = new Date('2026-03-10T10:47:12Z');
    expect(slotStart({ everyMinutes: 15 }, now).toISOString()).toBe('2026-03-10T10:45:00.000Z');
    expect(slotStart({ everyMinutes: 60 }, now).toISOString()).toBe('2026-03-10T10:00:00.000Z');
    expect(slotStart({ dailyAtUtc: '02:30' }, now).toISOString()).toBe('2026-03-10T02:30:00.000Z');
    expect(slotStart({ dailyAtUtc: '23:00' }, now).toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(slotKey('report', new Date('2026-03-10T02:30:00Z'))).toBe(
      'report:2026-03-10T02:30:00.000Z',
    );
  });

  it('runs a slot once whatever the number of processes', async () => {
    let runs = 0;
    const schedule = [{ kind: 'runner-test.tick', every: { everyMinutes: 60 } }] as const;
    const handlers = { 'runner-test.tick': async () => void runs++ };
    const a = runner(handlers, { schedule, workerId: 'a' });
    const b = runner(handlers, { schedule, workerId: 'b' });
    await Promise.all([a.runOnce(), b.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(runs).toBe(1);
    const key = slotKey('runner-test.tick', slotStart({ everyMinutes: 60 }, new Date()));
    expect(await t.database.query(`SELECT state FROM jobs WHERE dedupe_key = $1`, [key])).toEqual([
      { state: 'done' },
    ]);
  });

  it("runs the housekeeping on the server's schedule", async () => {
    // Only the housekeeping handler: other files' jobs (mail) share a PostgreSQL test database.
    const r = createJobRunner({
      deps: t.app.deps,
      log: t.app.log,
      handlers: { [HOUSEKEEPING_JOB]: housekeepingJob },
      schedule: SCHEDULE.filter((s) => s.kind === HOUSEKEEPING_JOB),
    });
    await r.runOnce();
    const rows = await t.database.query<{ state: string; result: Record<string, number> }>(
      `SELECT state, result FROM jobs WHERE kind = 'maintenance.housekeeping'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].state).toBe('done');
    expect(Object.keys(rows[0].result).sort()).toEqual([
      'jobs',
      'keys',
      'mail_secrets',
      'sessions',
    ]);
  });
});
