/**
 * Housekeeping, run hourly as a scheduled job (schedule.ts): idempotency keys are kept 48 hours
 * (the contract promises at least 24), expired or revoked sessions a week, and finished jobs two
 * weeks (failed ones stay until retried: they are the dead letter), so no table grows without
 * bound; the sealed tokens of mail links past their expiry are wiped (server/mail/outbox.ts).
 * Every statement is a plain DELETE or UPDATE, safe when several processes run it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { wipeExpiredMailSecrets } from '../mail/outbox';
import type { JobHandler } from './runner';

export const HOUSEKEEPING_JOB = 'maintenance.housekeeping';

export async function runMaintenance(
  database: Database,
): Promise<{ keys: number; sessions: number; jobs: number; mail_secrets: number }> {
  const keys = await database.rows(
    sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours' RETURNING 1`,
  );
  const sessions = await database.rows(
    sql`DELETE FROM sessions WHERE coalesce(revoked_at, expires_at) < now() - interval '7 days' RETURNING 1`,
  );
  const jobs = await database.rows(
    sql`DELETE FROM jobs WHERE state = 'done' AND done_at < now() - interval '14 days' RETURNING 1`,
  );
  const mailSecrets = await wipeExpiredMailSecrets(database.db);
  return {
    keys: keys.length,
    sessions: sessions.length,
    jobs: jobs.length,
    mail_secrets: mailSecrets,
  };
}

export const housekeepingJob: JobHandler = ({ deps }) => runMaintenance(deps.database);
