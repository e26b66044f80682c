/**
 * The daily dashboard snapshot, a scheduled job (server/jobs/schedule.ts, daily at 23:50 UTC):
 * every active customer company's figures of the day (dashboard.repository takeSnapshot), kept so
 * the statistics over time show what the company had then. A job with `company_uuid` in its
 * payload takes that company only (a snapshot on demand); `day` (YYYY-MM-DD) defaults to the day
 * the job's scheduled slot falls in (today otherwise).
 */
import { sql } from 'drizzle-orm';
import type { SnapshotAnswer, SnapshotRequest } from '../../../contract/api/dashboard';
import type { Database } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import type { JobHandler } from '../../jobs/runner';
import { snapshotCompanies, takeSnapshot } from './dashboard.repository';

export const DASHBOARD_SNAPSHOT_JOB = 'dashboard.snapshot';

export async function takeDailySnapshots(
  database: Database,
  day: string,
  companyUuid?: string,
): Promise<{ companies: number; compliances: number }> {
  const companies = companyUuid
    ? [{ company_uuid: companyUuid }]
    : await snapshotCompanies(database);
  let compliances = 0;
  for (const c of companies) compliances += await takeSnapshot(database, c.company_uuid, day);
  return { companies: companies.length, compliances };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const dashboardSnapshotJob: JobHandler = ({ deps, job }) => {
  const payload = (job.payload ?? {}) as { day?: unknown; company_uuid?: unknown };
  // A scheduled slot's key ends with the slot's start (schedule.ts slotKey): its day.
  const slot = job.dedupe_key?.startsWith(`${DASHBOARD_SNAPSHOT_JOB}:`)
    ? job.dedupe_key.slice(DASHBOARD_SNAPSHOT_JOB.length + 1, DASHBOARD_SNAPSHOT_JOB.length + 11)
    : null;
  const day =
    typeof payload.day === 'string' && DAY.test(payload.day)
      ? payload.day
      : slot && DAY.test(slot)
        ? slot
        : new Date().toISOString().slice(0, 10);
  const company = typeof payload.company_uuid === 'string' ? payload.company_uuid : undefined;
  return takeDailySnapshots(deps.database, day, company);
};

/** The provider's snapshot on demand: the job queued in the caller's transaction, with its log row. */
export async function queueSnapshot(
  m: MutationContext,
  request: SnapshotRequest,
): Promise<SnapshotAnswer> {
  const company = request.company_uuid ?? null;
  if (company) {
    const found = await m.rows(
      sql`SELECT 1 FROM companies WHERE company_uuid = ${company} AND deleted_at IS NULL`,
    );
    if (found.length === 0) throw errors.notFound();
  }
  const day = request.day ?? new Date().toISOString().slice(0, 10);
  const job_uuid = (await enqueueJob(m.tx, {
    kind: DASHBOARD_SNAPSHOT_JOB,
    payload: { day, ...(company ? { company_uuid: company } : {}) },
    companyUuid: company,
  }))!;
  await m.log({
    type: 'job',
    type_uuid: job_uuid,
    action: 'dashboard_snapshot',
    before: null,
    after: { company_uuid: company, day },
  });
  return { job_uuid, company_uuid: company, day };
}
