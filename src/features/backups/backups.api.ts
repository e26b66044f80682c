/**
 * The provider's backup list (online only): GET /database/list. Backups are platform rows no
 * collection syncs.
 */
import type { BackupListAnswer, BackupListQuery } from '../../../contract/api/backups';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export async function fetchBackups(query: BackupListQuery): Promise<BackupListAnswer> {
  const { data } = await api.get<Envelope<BackupListAnswer>>('/database/list', { params: query });
  return data.data;
}

export const useBackups = (query: BackupListQuery, online: boolean) =>
  useOnlineRead(`backups:${JSON.stringify(query)}`, online, () => fetchBackups(query));
