/**
 * The sync status the user sees (spec labels: Synchronizing, Sync successful, Sync Failed, Not
 * synced; and Offline, a normal state, not a failure), the time of the last successful sync and
 * the progress of each collection's pull, as a valtio store.
 *
 * Stored where: the replicating (leader) tab writes it to the database's local document
 * `sync_status`; every tab, leader or not, mirrors that document into this store, so a tab that
 * does not replicate still shows the leader's status. The time survives reloads and goes with the
 * database at logout.
 */
import { proxy } from 'valtio';
import type { SyncCollection } from '../../contract/sync';
import type { AppDatabase } from '../db/database';
import { formatShortDateTime } from '../lib/date-format';

/**
 * `offline`: no answer reached us (no network, server unreachable); the local data stays usable.
 * `failed`: the server answered with an error. Kept apart so offline never reads as a failure.
 */
export type SyncState = 'not_synced' | 'synchronizing' | 'success' | 'offline' | 'failed';

/** One collection's pull: documents received so far of the server's estimate (first sync only). */
export interface CollectionProgress {
  collection: SyncCollection;
  received: number;
  /** From the server's first answer without a checkpoint; null when resuming a checkpoint. */
  total: number | null;
  /** Caught up with the server at least once: its screens show everything there is. */
  done: boolean;
}

export interface SyncStatus {
  state: SyncState;
  /** ISO time of the last pull cycle that finished without errors. */
  lastSyncAt: string | null;
  /** The collections this session pulls, in the order they are listed. */
  progress: CollectionProgress[];
}

export const SYNC_STATUS_DOC = 'sync_status';

const initial = (): SyncStatus => ({ state: 'not_synced', lastSyncAt: null, progress: [] });

export const syncStatus = proxy<SyncStatus>(initial());

export function resetSyncStatus(): void {
  Object.assign(syncStatus, initial());
}

/** Leader: sets the store and persists it for the other tabs and the next start. */
export async function publishSyncStatus(
  db: AppDatabase,
  published: Omit<SyncStatus, 'progress'> & { progress?: CollectionProgress[] },
): Promise<void> {
  const status: SyncStatus = { ...published, progress: published.progress ?? [] };
  Object.assign(syncStatus, status);
  if (db.closed) return;
  await db
    .upsertLocal<SyncStatus>(SYNC_STATUS_DOC, {
      ...status,
      progress: status.progress.map((p) => ({ ...p })),
    })
    .catch(() => undefined);
}

/** Every tab: mirrors the persisted status into the store; returns the unsubscribe. */
export function mirrorSyncStatus(db: AppDatabase): () => void {
  const sub = db.getLocal$<SyncStatus>(SYNC_STATUS_DOC).subscribe((doc) => {
    if (!doc) return;
    const data = doc.toJSON().data;
    Object.assign(syncStatus, {
      state: data.state,
      lastSyncAt: data.lastSyncAt ?? null,
      // Copies: valtio proxies the objects it is given in place, and these are RxDB's cached
      // document data, which RxDB then posts to the other tabs; a proxy cannot be cloned there
      // (DataCloneError on every later write, the other tabs left without the change). A document
      // stored before progress existed has none.
      progress: (data.progress ?? []).map((p) => ({ ...p })),
    });
  });
  return () => sub.unsubscribe();
}

/**
 * How far the pulls still under way are, in percent of the server's estimate; null when every
 * collection is done or no estimate is known (a pull resumed from a checkpoint has none). Capped
 * at 99: the estimate can be short of what arrives, and 100 would claim a finish not reached.
 */
export function syncPercent(progress: readonly CollectionProgress[]): number | null {
  const pending = progress.filter((p) => !p.done && p.total !== null);
  if (pending.length === 0) return null;
  const total = pending.reduce((sum, p) => sum + (p.total ?? 0), 0);
  const received = pending.reduce((sum, p) => sum + Math.min(p.received, p.total ?? 0), 0);
  if (total === 0) return null;
  return Math.min(99, Math.floor((received / total) * 100));
}

/** The time of a sync: the hour alone today, with the date before. */
export function formatSyncTime(iso: string, lang: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const sameDay = date.toDateString() === now.toDateString();
  return formatShortDateTime(date, lang, sameDay);
}
