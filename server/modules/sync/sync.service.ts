import type { SyncAnswer, SyncCheckpoint, SyncCollection } from '../../../contract/sync';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { SYNC_LOADERS } from './loaders';
import { countFeedRows, readFeed } from './feed.repository';
import type { SyncLoader } from '../../lib/sync-loader';

/**
 * One pull: the feed entries after the checkpoint (commit order), reduced to the latest state of
 * each row the caller may read; rows it may not read (deleted, unpublished, another company's)
 * become tombstones. The new checkpoint is the last entry read, so a page never skips one.
 * A pull from no checkpoint also says how many rows the whole first sync brings (`total`).
 */
export async function pull(
  database: Database,
  collection: SyncCollection,
  since: SyncCheckpoint | null,
  user: AuthUser,
  limit: number,
): Promise<SyncAnswer<Record<string, unknown>>> {
  const entries = await readFeed(database, collection, since, user, limit);
  const total = since === null ? { total: await countFeedRows(database, collection, user) } : {};
  if (entries.length === 0) return { documents: [], checkpoint: since, ...total };
  const ids = [...new Set(entries.map((e) => e.row_id))];
  const loaded = await (SYNC_LOADERS[collection] as SyncLoader)(database, ids, user);
  const byRow = new Map(loaded.map((l) => [l.row_id, l.doc]));
  const documents = ids.map((rowId) => byRow.get(rowId) ?? { id: rowId, _deleted: true as const });
  const last = entries[entries.length - 1];
  return { documents, checkpoint: { updated_at: last.txid, id: last.id }, ...total };
}
