/**
 * Housekeeping, run hourly as a scheduled job (schedule.ts): idempotency keys are kept 48 hours
 * (the contract promises at least 24), expired or revoked sessions a week, and finished jobs two
 * weeks (failed ones stay until retried: they are the dead letter), so no table grows without
 * bound. Every statement is a plain DELETE, safe when several processes run it.
 */
import type { Database } from '../db/client';
import type { JobHandler } from './runner';

export const HOUSEKEEPING_JOB = 'maintenance.housekeeping';

export async function runMaintenance(database: Database): Promise<{ keys: number; sessions: number; jobs: number }> {
  const keys = await database.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours' RETURNING 1`);
  const sessions = await database.query(
    `DELETE FROM sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '7 days' RETURNING 1`,
  );
  const jobs = await database.query(`DELETE FROM jobs WHERE state = 'done' AND done_at < now() - interval '14 days' RETURNING 1`);
  return { keys: keys.length, sessions: sessions.length, jobs: jobs.length };
}

export const housekeepingJob: JobHandler = ({ deps }) => runMaintenance(deps.database);
