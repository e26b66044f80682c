/**
 * GET /api/sync/{collection}: one page of a collection's change feed after a checkpoint (none for
 * the first pull), oldest first. Deletions and rows the user may no longer read come as
 * `{ id, _deleted: true }`. The checkpoint is opaque: it goes back exactly as it came.
 */
import { syncPull } from '../../contract/api/sync-endpoints';
import type { SyncAnswer, SyncCheckpoint, SyncCollection } from '../../contract/sync';
import { readEndpoint } from './endpoint-read';

export interface SyncPageOptions {
  /** Sent as `access_token` instead of the stored one (the sync layer passes its session's token). */
  token?: string | null;
  signal?: AbortSignal;
}

export async function fetchSyncPage<D>(
  collection: SyncCollection,
  checkpoint: SyncCheckpoint | null,
  limit: number,
  options: SyncPageOptions = {},
): Promise<SyncAnswer<D>> {
  const answer = await readEndpoint(
    syncPull,
    { params: { collection }, query: { limit, ...(checkpoint ?? {}) } },
    {
      signal: options.signal,
      headers: options.token ? { access_token: options.token } : undefined,
    },
  );
  // The envelope is parsed by the endpoint's schema; each document's shape is its collection's
  // (contract/sync.ts), checked where the replication stores it.
  return answer as unknown as SyncAnswer<D>;
}
