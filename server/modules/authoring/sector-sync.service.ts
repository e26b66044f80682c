/**
 * Asking for a sector's sync (POST /sectors/sync-dynamic-content-data): enqueues the `sector.sync`
 * job of the sector's last version once (its dedupe key is the version), with every version
 * published since the last sync, and answers the job's state and each company's progress. The
 * editor's dialog follows it with GET /sectors/sync-progress/{sector_uuid} (`readSyncProgress`),
 * which reads and never writes.
 */
import { sql } from 'drizzle-orm';
import type { SectorSyncAnswer } from '../../../contract/api/sector-versions';
import { enqueueJob } from '../../jobs/queue';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { tenant } from '../../lib/tenant';
import { SECTOR_SYNC_JOB, type SectorSyncPayload } from './sector-sync.job';
import type { Rows } from './sector-versions.service';

export const syncKeyPrefix = 'sector-sync:';
export const syncKey = (versionUuid: string) => `${syncKeyPrefix}${versionUuid}`;

export async function syncProgress(
  q: Rows,
  version: { version_uuid: string; version: number },
): Promise<SectorSyncAnswer> {
  const [job] = await q<{ job_uuid: string; state: string }>(
    sql`SELECT job_uuid, state FROM jobs WHERE dedupe_key = ${syncKey(version.version_uuid)}`,
  );
  const companies = await q<SectorSyncAnswer['companies'][number]>(
    sql`SELECT p.company_uuid, k.name, p.done_at IS NOT NULL AS done, p.created, p.confirmations, p.deactivated
          FROM sector_sync_progress p JOIN companies k ON k.company_uuid = p.company_uuid
         WHERE p.version_uuid = ${version.version_uuid} ORDER BY k.name, p.company_uuid`,
  );
  return {
    job_uuid: job?.job_uuid ?? null,
    state: job?.state ?? 'queued',
    version_uuid: version.version_uuid,
    version: version.version,
    companies,
  };
}

/** Where the delivery of the sector's last version stands, read only (the sync dialog follows it). */
export async function readSyncProgress(
  q: Rows,
  companyUuid: string,
  sectorUuid: string,
): Promise<SectorSyncAnswer> {
  const [sector] = await q<{ sector_uuid: string }>(
    sql`SELECT s.sector_uuid FROM sectors s WHERE s.sector_uuid = ${sectorUuid} AND ${tenant('s', companyUuid)}`,
  );
  if (!sector) throw errors.notFound();
  const [last] = await q<{ version_uuid: string; version: number }>(
    sql`SELECT version_uuid, version FROM sector_versions WHERE sector_uuid = ${sectorUuid} ORDER BY version DESC, created_at DESC LIMIT 1`,
  );
  if (!last) throw new AppError('conflict', 'sector_not_published');
  return syncProgress(q, last);
}

export async function requestSync(
  m: MutationContext,
  user: AuthUser,
  sectorUuid: string,
): Promise<SectorSyncAnswer> {
  const [sector] = await m.rows<{
    sector_uuid: string;
    last_synced_at: string | null;
    company_uuid: string | null;
  }>(
    sql`SELECT s.sector_uuid, s.last_synced_at, s.company_uuid FROM sectors s WHERE s.sector_uuid = ${sectorUuid} AND ${tenant('s', user.company_uuid)} FOR UPDATE`,
  );
  if (!sector) throw errors.notFound();
  const synced = sector.last_synced_at;
  const versions = await m.rows<{ version_uuid: string; version: number; unsynced: boolean }>(
    sql`SELECT version_uuid, version, (${synced}::timestamptz IS NULL OR created_at > ${synced}::timestamptz) AS unsynced
          FROM sector_versions WHERE sector_uuid = ${sectorUuid} ORDER BY version, created_at`,
  );
  const last = versions.at(-1);
  if (!last) throw new AppError('conflict', 'sector_not_published');
  const payload: SectorSyncPayload = {
    sector_uuid: sectorUuid,
    version_uuid: last.version_uuid,
    version_uuids: versions.filter((v) => v.unsynced).map((v) => v.version_uuid),
  };
  const job = await enqueueJob(m.tx, {
    kind: SECTOR_SYNC_JOB,
    payload: { ...payload },
    dedupeKey: syncKey(last.version_uuid),
    maxAttempts: 10,
  });
  if (job) {
    await m.log({
      type: 'sector',
      type_uuid: sectorUuid,
      action: 'sync_requested',
      after: { job_uuid: job, version: last.version },
      company_uuid: sector.company_uuid,
    });
  }
  return syncProgress(m.rows, last);
}
