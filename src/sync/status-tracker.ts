/**
 * Turns the replications' activity, errors and successes into the one status the user sees:
 * "Sync Failed" while any collection's last pull failed (it keeps retrying), "Synchronizing"
 * while any pull runs or a collection has not finished its first pull, "Sync successful" when
 * all are idle (the last sync time is then set), "Not synced" before anything ran.
 * Only the replicating tab runs a tracker; it writes through publishSyncStatus (sync-status.ts).
 */
import type { SyncCollection } from '../../contract/sync';
import type { AppDatabase } from '../db/database';
import { SYNC_STATUS_DOC, publishSyncStatus, type SyncState, type SyncStatus } from './sync-status';

export class StatusTracker {
  private readonly running = new Set<SyncCollection>();
  private readonly failing = new Set<SyncCollection>();
  private readonly done = new Set<SyncCollection>();
  private collections: readonly SyncCollection[] = [];
  private state: SyncState = 'not_synced';
  private lastSyncAt: string | null = null;
  private stopped = false;
  private queue: Promise<void>;

  constructor(private readonly db: AppDatabase) {
    this.queue = db
      .getLocal<SyncStatus>(SYNC_STATUS_DOC)
      .then((doc) => {
        this.lastSyncAt = doc ? (doc.toJSON().data.lastSyncAt ?? null) : null;
      })
      .catch(() => undefined);
  }

  begin(collections: readonly SyncCollection[]): void {
    this.collections = collections;
    this.recompute();
  }

  active(collection: SyncCollection, on: boolean): void {
    if (on) this.running.add(collection);
    else this.running.delete(collection);
    this.recompute();
  }

  failed(collection: SyncCollection): void {
    this.failing.add(collection);
    this.recompute();
  }

  succeeded(collection: SyncCollection): void {
    this.failing.delete(collection);
    this.done.add(collection);
    this.recompute();
  }

  stop(): void {
    this.stopped = true;
  }

  /** Resolves when every status change so far is stored (tests). */
  flushed(): Promise<void> {
    return this.queue;
  }

  private recompute(): void {
    if (this.stopped) return;
    const pending = this.collections.some((c) => !this.done.has(c));
    let next: SyncState;
    if (this.failing.size > 0) next = 'failed';
    else if (this.running.size > 0 || pending) next = 'synchronizing';
    else next = 'success';
    if (next === this.state) return;
    this.state = next;
    const now = new Date().toISOString();
    this.queue = this.queue.then(async () => {
      if (next === 'success') this.lastSyncAt = now;
      if (!this.stopped)
        await publishSyncStatus(this.db, { state: next, lastSyncAt: this.lastSyncAt });
    });
  }
}
