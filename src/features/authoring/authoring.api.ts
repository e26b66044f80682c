/**
 * The authoring workspace's reads (online only, like every provider screen): every sector, one
 * sector's tree with each row's draft state (`authoring`, sent to the provider only), and one
 * obligation for the editor.
 */
import { obligationGet } from '../../../contract/api/obligation-endpoints';
import { sectorGet, sectorList } from '../../../contract/api/library-endpoints';
import {
  sectorSyncProgress,
  sectorVersionCompare,
} from '../../../contract/api/sector-version-endpoints';
import type { AnswerOf } from '../../../contract/endpoint';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

/** Every sector on one page (`limit=~`): the workspace's sector column. */
export const fetchSectors = (): Promise<AnswerOf<typeof sectorList>> =>
  readEndpoint(sectorList, { query: { limit: '~' } });

export const fetchSectorTree = (id: string): Promise<AnswerOf<typeof sectorGet>> =>
  readEndpoint(sectorGet, { params: { id } });

export const fetchObligation = (id: string): Promise<AnswerOf<typeof obligationGet>> =>
  readEndpoint(obligationGet, { params: { id } });

export const useAuthoringSectors = (online: boolean) =>
  useOnlineRead('authoring:sectors', online, fetchSectors);
export const useSectorTree = (id: string | null, online: boolean) =>
  useOnlineRead(id ? `authoring:sector:${id}` : null, online, () => fetchSectorTree(id!));
export const useObligationForEditor = (id: string | null, online: boolean) =>
  useOnlineRead(id ? `authoring:obligation:${id}` : null, online, () => fetchObligation(id!));

/** What publishing the sector now would change (a read: POST only because the specification says so). */
export const fetchSectorCompare = (
  sectorUuid: string,
): Promise<AnswerOf<typeof sectorVersionCompare>> =>
  readEndpoint(sectorVersionCompare, { body: { sector_uuid: sectorUuid } });

/** Where the sector's delivery stands: the job's state and each company's progress (a read, never a write). */
export const fetchSyncProgress = (
  sectorUuid: string,
): Promise<AnswerOf<typeof sectorSyncProgress>> =>
  readEndpoint(sectorSyncProgress, { params: { sector_uuid: sectorUuid } });
