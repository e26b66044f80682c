/**
 * Asking for a sector's sync (POST /sectors/sync-dynamic-content-data): enqueues the `sector.sync`
 * job of the sector's last version once (its dedupe key is the version), with every version
 * published since the last sync, and answers the job's state and each company's progress. The
 * editor's dialog follows it with GET /sectors/sync-progress/{sector_uuid} (`readSyncProgress`),
 * which reads and never writes.
 */
import type { SectorSyncAnswer } from '../../../contract/api/sector-versions';
import { enqueueJob } from '../../jobs/queue';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { tenantSql } from '../../lib/tenant';
import { txQuery } from '../compliance/tx-query';
import { SECTOR_SYNC_JOB, type SectorSyncPayload } from './sector-sync.job';
import type { Query } from './sector-versions.service';

export const syncKeyPrefix = 'sector-sync:';
export const syncKey = (versionUuid: string) => `${syncKeyPrefix}${versionUuid}`;

export async function syncProgress(q: Query, version: { version_uuid: string; version: number }): Promise<SectorSyncAnswer> {
  const [job] = await q<{ job_uuid: string; state: string }>(`SELECT job_uuid, state FROM jobs WHERE dedupe_key = $1`, [syncKey(version.version_uuid)]);
  const companies = await q<SectorSyncAnswer['companies'][number]>(
    `SELECT p.company_uuid, k.name, p.done_at IS NOT NULL AS done, p.created, p.confirmations, p.deactivated
       FROM sector_sync_progress p JOIN companies k ON k.company_uuid = p.company_uuid
      WHERE p.version_uuid = $1 ORDER BY k.name, p.company_uuid`,
    [version.version_uuid],
  );
  return { job_uuid: job?.job_uuid ?? null, state: job?.state ?? 'queued', version_uuid: version.version_uuid, version: version.version, companies };
}

/** Where the delivery of the sector's last version stands, read only (the sync dialog follows it). */
export async function readSyncProgress(q: Query, companyUuid: string, sectorUuid: string): Promise<SectorSyncAnswer> {
  const [sector] = await q<{ sector_uuid: string }>(`SELECT s.sector_uuid FROM sectors s WHERE s.sector_uuid = $1 AND ${tenantSql('s', '$2')}`, [sectorUuid, companyUuid]);
  if (!sector) throw errors.notFound();
  const [last] = await q<{ version_uuid: string; version: number }>(
    `SELECT version_uuid, version FROM sector_versions WHERE sector_uuid = $1 ORDER BY version DESC, created_at DESC LIMIT 1`,
    [sectorUuid],
  );
  if (!last) throw new AppError('conflict', 'sector_not_published');
  return syncProgress(q, last);
}

export async function requestSync(m: MutationContext, user: AuthUser, sectorUuid: string): Promise<SectorSyncAnswer> {
  const [sector] = await txQuery<{ sector_uuid: string; last_synced_at: string | null; company_uuid: string | null }>(
    m.tx,
    `SELECT s.sector_uuid, s.last_synced_at, s.company_uuid FROM sectors s WHERE s.sector_uuid = $1 AND ${tenantSql('s', '$2')} FOR UPDATE`,
    [sectorUuid, user.company_uuid],
  );
  if (!sector) throw errors.notFound();
  const versions = await txQuery<{ version_uuid: string; version: number; unsynced: boolean }>(
    m.tx,
    `SELECT version_uuid, version, ($2::timestamptz IS NULL OR created_at > $2::timestamptz) AS unsynced
       FROM sector_versions WHERE sector_uuid = $1 ORDER BY version, created_at`,
    [sectorUuid, sector.last_synced_at],
  );
  const last = versions.at(-1);
  if (!last) throw new AppError('conflict', 'sector_not_published');
  const payload: SectorSyncPayload = {
    sector_uuid: sectorUuid,
    version_uuid: last.version_uuid,
    version_uuids: versions.filter((v) => v.unsynced).map((v) => v.version_uuid),
  };
  const job = await enqueueJob(m.tx, { kind: SECTOR_SYNC_JOB, payload: { ...payload }, dedupeKey: syncKey(last.version_uuid), maxAttempts: 10 });
  if (job) {
    await m.log({ type: 'sector', type_uuid: sectorUuid, action: 'sync_requested', after: { job_uuid: job, version: last.version }, company_uuid: sector.company_uuid });
  }
  return syncProgress((text, params) => txQuery(m.tx, text, params), last);
}
