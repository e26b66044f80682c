/**
 * The provider's backup list (online only), through `backupList`. Backups are platform rows no
 * collection syncs.
 */
import { backupList } from '../../../contract/api/backup-endpoints';
import type { BackupListAnswer, BackupListQuery } from '../../../contract/api/backups';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

export const fetchBackups = (query: BackupListQuery): Promise<BackupListAnswer> =>
  readEndpoint(backupList, { query });

export const useBackups = (query: BackupListQuery, online: boolean) =>
  useOnlineRead(`backups:${JSON.stringify(query)}`, online, () => fetchBackups(query));
