/**
 * The sync status the user sees (spec labels: Synchronizing, Sync successful, Sync Failed, Not
 * synced) and the time of the last successful sync, as a valtio store.
 *
 * Stored where: the replicating (leader) tab writes it to the database's local document
 * `sync_status`; every tab, leader or not, mirrors that document into this store, so a tab that
 * does not replicate still shows the leader's status. The time survives reloads and goes with the
 * database at logout.
 */
import { proxy } from 'valtio';
import type { AppDatabase } from '../db/database';

export type SyncState = 'not_synced' | 'synchronizing' | 'success' | 'failed';

export interface SyncStatus {
  state: SyncState;
  /** ISO time of the last pull cycle that finished without errors. */
  lastSyncAt: string | null;
}

export const SYNC_STATUS_DOC = 'sync_status';

export const syncStatus = proxy<SyncStatus>({ state: 'not_synced', lastSyncAt: null });

export function resetSyncStatus(): void {
  Object.assign(syncStatus, { state: 'not_synced', lastSyncAt: null } satisfies SyncStatus);
}

/** Leader: sets the store and persists it for the other tabs and the next start. */
export async function publishSyncStatus(db: AppDatabase, status: SyncStatus): Promise<void> {
  Object.assign(syncStatus, status);
  if (db.closed) return;
  await db.upsertLocal<SyncStatus>(SYNC_STATUS_DOC, { ...status }).catch(() => undefined);
}

/** Every tab: mirrors the persisted status into the store; returns the unsubscribe. */
export function mirrorSyncStatus(db: AppDatabase): () => void {
  const sub = db.getLocal$<SyncStatus>(SYNC_STATUS_DOC).subscribe((doc) => {
    if (!doc) return;
    const data = doc.toJSON().data;
    Object.assign(syncStatus, { state: data.state, lastSyncAt: data.lastSyncAt ?? null });
  });
  return () => sub.unsubscribe();
}
