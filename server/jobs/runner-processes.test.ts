/**
 * Two runner processes on one PostgreSQL database, one killed (SIGKILL) mid-job: every job still
 * ends done, and each job's effect (written in the transaction that marks it done) happened
 * exactly once. PGlite is one process's database, so this runs only with TEST_DATABASE_URL.
 */
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness';
import type { Database } from '../db/client';
import { enqueueJob } from './queue';
import { startWorker as startScript, until } from './test/two-process';

const startWorker = (name: string) =>
  startScript(resolve(__dirname, 'test/runner-process.ts'), name);

const url = process.env.TEST_DATABASE_URL;
const JOBS = 24;

describe.skipIf(!url)(
  'job runner: two processes on one PostgreSQL (skipped on PGlite: it has one process)',
  () => {
    let database: Database;
    const children: ChildProcess[] = [];
    beforeAll(async () => {
      database = await openTestDatabase();
      await database.exec(
        `CREATE TABLE IF NOT EXISTS two_process_effects (job_uuid uuid NOT NULL, worker text NOT NULL); DELETE FROM two_process_effects; DELETE FROM jobs WHERE kind = 'two-process-test.effect'`,
      );
    });
    afterAll(async () => {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await database?.close();
    });

    it('finishes every job with its effect exactly once when one process is killed mid-job', async () => {
      const ids: string[] = [];
      await database.db.transaction(async (tx) => {
        for (let i = 0; i < JOBS; i++)
          ids.push(
            (await enqueueJob(tx, { kind: 'two-process-test.effect', payload: { ms: 250 } }))!,
          );
      });
      const [a, b] = await Promise.all([startWorker('worker-a'), startWorker('worker-b')]);
      children.push(a, b);
      // Killed mid-job, after it has finished some work.
      await until(
        'worker-a has done a job and holds another',
        async () =>
          (await database.query(`SELECT 1 FROM two_process_effects WHERE worker = 'worker-a'`))
            .length > 0 &&
          (
            await database.query(
              `SELECT 1 FROM jobs WHERE state = 'running' AND locked_by = 'worker-a'`,
            )
          ).length > 0,
      );
      const held = (
        await database.query<{ job_uuid: string }>(
          `SELECT job_uuid FROM jobs WHERE state = 'running' AND locked_by = 'worker-a'`,
        )
      ).map((r) => r.job_uuid);
      const exited = new Promise((ok) => a.once('exit', ok));
      a.kill('SIGKILL');
      await exited;
      // Read once it is dead: a job it held when asked may have finished before the kill (attempt
      // 1, done). Those it still held, or that the other worker has taken since, were interrupted.
      const interrupted = (
        await database.rows<{ job_uuid: string }>(
          sql`SELECT job_uuid FROM jobs WHERE job_uuid = ANY(${sql.param(held)}::uuid[])
              AND ((state = 'running' AND locked_by = 'worker-a') OR attempts > 1)`,
        )
      ).map((r) => r.job_uuid);
      expect(interrupted.length).toBeGreaterThan(0);

      await until(
        'every job done',
        async () =>
          (
            await database.query(
              `SELECT 1 FROM jobs WHERE kind = 'two-process-test.effect' AND state = 'done'`,
            )
          ).length === JOBS,
      );
      const effects = await database.query<{ job_uuid: string; n: number; workers: string }>(
        `SELECT job_uuid, count(*)::int AS n, string_agg(worker, ',') AS workers FROM two_process_effects GROUP BY job_uuid`,
      );
      expect(effects).toHaveLength(JOBS);
      expect(effects.filter((e) => e.n !== 1)).toEqual([]);
      expect(new Set(effects.map((e) => e.job_uuid))).toEqual(new Set(ids));
      // The jobs the killed process held were run again, by the other process.
      const rerun = await database.rows<{ job_uuid: string; attempts: number }>(
        sql`SELECT job_uuid, attempts FROM jobs WHERE job_uuid = ANY(${sql.param(interrupted)}::uuid[])`,
      );
      expect(rerun.every((r) => r.attempts === 2)).toBe(true);
      for (const id of interrupted)
        expect(effects.find((e) => e.job_uuid === id)?.workers).toBe('worker-b');
      // Both processes did part of the work.
      expect(new Set(effects.map((e) => e.workers))).toEqual(new Set(['worker-a', 'worker-b']));
      b.kill('SIGTERM');
    }, 60_000);
  },
);
