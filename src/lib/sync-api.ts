/**
 * GET /api/sync/{collection}: one page of a collection's change feed after a checkpoint (none for
 * the first pull), oldest first. Deletions and rows the user may no longer read come as
 * `{ id, _deleted: true }`. The checkpoint is opaque: it goes back exactly as it came.
 */
import type { Envelope } from '../../contract/envelope';
import type { SyncAnswer, SyncCheckpoint, SyncCollection } from '../../contract/sync';
import { api } from './api-client';

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
  const params: Record<string, string | number> = { limit };
  if (checkpoint) {
    params.updated_at = checkpoint.updated_at;
    params.id = checkpoint.id;
  }
  const { data } = await api.get<Envelope<SyncAnswer<D>>>(`/sync/${collection}`, {
    params,
    signal: options.signal,
    headers: options.token ? { access_token: options.token } : undefined,
  });
  return data.data;
}
