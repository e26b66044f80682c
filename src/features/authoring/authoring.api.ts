/**
 * The authoring workspace's reads (online only, like every provider screen): every sector, one
 * sector's tree with each row's draft state (`authoring`, sent to the provider only), and one
 * obligation for the editor.
 */
import type { z } from 'zod';
import type { SectorDetail, sectorListAnswer } from '../../../contract/api/library';
import type { ObligationDetail } from '../../../contract/api/obligations';
import type { SectorCompareAnswer, SectorSyncAnswer } from '../../../contract/api/sector-versions';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { postRead } from '../../lib/post-read';
import { useOnlineRead } from '../../lib/use-online-read';

type SectorListAnswer = z.infer<typeof sectorListAnswer>;

export async function fetchSectors(): Promise<SectorListAnswer> {
  const { data } = await api.get<Envelope<SectorListAnswer>>('/v2/sectors', {
    params: { limit: '~' },
  });
  return data.data;
}

export async function fetchSectorTree(id: string): Promise<SectorDetail> {
  const { data } = await api.get<Envelope<SectorDetail>>(`/v2/sectors/${encodeURIComponent(id)}`);
  return data.data;
}

export async function fetchObligation(id: string): Promise<ObligationDetail> {
  const { data } = await api.get<Envelope<ObligationDetail>>(
    `/obligation/${encodeURIComponent(id)}`,
  );
  return data.data;
}

export const useAuthoringSectors = (online: boolean) =>
  useOnlineRead('authoring:sectors', online, fetchSectors);
export const useSectorTree = (id: string | null, online: boolean) =>
  useOnlineRead(id ? `authoring:sector:${id}` : null, online, () => fetchSectorTree(id!));
export const useObligationForEditor = (id: string | null, online: boolean) =>
  useOnlineRead(id ? `authoring:obligation:${id}` : null, online, () => fetchObligation(id!));

/** What publishing the sector now would change (a read: POST only because the specification says so). */
export async function fetchSectorCompare(sectorUuid: string): Promise<SectorCompareAnswer> {
  return postRead<SectorCompareAnswer>('/sectors/dynamic-content-publish-result-compare', {
    sector_uuid: sectorUuid,
  });
}

/** Where the sector's delivery stands: the job's state and each company's progress (a read, never a write). */
export async function fetchSyncProgress(sectorUuid: string): Promise<SectorSyncAnswer> {
  const { data } = await api.get<Envelope<SectorSyncAnswer>>(
    `/sectors/sync-progress/${encodeURIComponent(sectorUuid)}`,
  );
  return data.data;
}
