/**
 * Turns the replications' activity, errors, pages and successes into the one status the user
 * sees, by precedence:
 * - "Sync Failed" while any collection's last pull got an error answer from the server (it keeps
 *   retrying);
 * - "Offline" while the browser says it is offline or a pull got no answer at all: a normal state,
 *   the local data stays usable and the pulls resume when the network returns;
 * - "Synchronizing" while any pull runs, waits to start, or has not caught up once;
 * - "Sync successful" when all are idle (the last sync time is then set);
 * - "Not synced" before anything ran.
 * Beside the state it counts each collection's documents against the server's estimate of the
 * first sync (`total`), so the first sync shows how far it is and which collections are usable.
 * The counts are stored with the status: a restart continues them (a collection that caught up
 * once stays ready; an interrupted first sync goes on from its figures, not from zero). Nothing
 * is published before the stored status has loaded, so a restart never flashes "loading".
 * Only the replicating tab runs a tracker; it writes through publishSyncStatus (sync-status.ts).
 */
import type { SyncCollection } from '../../contract/sync';
import type { AppDatabase } from '../db/database';
import {
  SYNC_STATUS_DOC,
  publishSyncStatus,
  type CollectionProgress,
  type SyncState,
  type SyncStatus,
} from './sync-status';

export class StatusTracker {
  private readonly running = new Set<SyncCollection>();
  /** Begun but not yet pulling: the replication's later wave (replication.ts, FIRST_WAVE). */
  private readonly waiting = new Set<SyncCollection>();
  private readonly failing = new Set<SyncCollection>();
  private readonly unreachable = new Set<SyncCollection>();
  private readonly progress = new Map<SyncCollection, CollectionProgress>();
  private browserOffline = false;
  private collections: readonly SyncCollection[] = [];
  private state: SyncState = 'not_synced';
  private lastSyncAt: string | null = null;
  private stopped = false;
  private loaded = false;
  private stored: CollectionProgress[] = [];
  private queue: Promise<void>;

  constructor(private readonly db: AppDatabase) {
    this.queue = db
      .getLocal<SyncStatus>(SYNC_STATUS_DOC)
      .then((doc) => {
        const data = doc?.toJSON().data;
        this.lastSyncAt = data?.lastSyncAt ?? null;
        this.stored = (data?.progress ?? []).map((p) => ({ ...p }));
      })
      .catch(() => undefined)
      .then(() => {
        this.loaded = true;
        for (const entry of this.stored) {
          const current = this.progress.get(entry.collection);
          // begin() ran first: take the stored figures unless pages already came in
          if (current && current.received === 0 && !current.done)
            this.progress.set(entry.collection, { ...entry });
        }
        this.recompute(true);
      });
  }

  begin(collections: readonly SyncCollection[]): void {
    this.collections = collections;
    for (const collection of collections) {
      this.waiting.add(collection);
      const stored = this.loaded ? this.stored.find((p) => p.collection === collection) : undefined;
      this.progress.set(
        collection,
        stored ? { ...stored } : { collection, received: 0, total: null, done: false },
      );
    }
    this.recompute(true);
  }

  active(collection: SyncCollection, on: boolean): void {
    if (on) this.waiting.delete(collection);
    if (on) this.running.add(collection);
    else this.running.delete(collection);
    this.recompute();
  }

  /** A pull failed: `offline` when no answer arrived, otherwise the server answered an error. */
  failed(collection: SyncCollection, offline: boolean): void {
    if (offline) this.unreachable.add(collection);
    else this.failing.add(collection);
    this.recompute();
  }

  /** A request got its answer: the collection is reachable and not failing. */
  succeeded(collection: SyncCollection): void {
    const wasFailing = this.failing.delete(collection);
    const wasUnreachable = this.unreachable.delete(collection);
    if (wasFailing || wasUnreachable) this.recompute();
  }

  /** A page arrived: `total` is the server's estimate, sent only on a pull from no checkpoint. */
  received(collection: SyncCollection, documents: number, total?: number): void {
    const entry = this.progress.get(collection);
    if (!entry) return;
    entry.received += documents;
    if (total !== undefined) entry.total = total;
    this.recompute(true);
  }

  /** An empty page: the collection holds everything the server has. */
  caughtUp(collection: SyncCollection): void {
    const entry = this.progress.get(collection);
    if (entry && !entry.done) {
      entry.done = true;
      this.recompute(true);
    }
  }

  /** The browser's online/offline events (navigator.onLine). */
  browserOnline(online: boolean): void {
    this.browserOffline = !online;
    this.recompute();
  }

  stop(): void {
    this.stopped = true;
  }

  /** Resolves when every status change so far is stored (tests). */
  flushed(): Promise<void> {
    return this.queue;
  }

  private recompute(progressChanged = false): void {
    // Before begin() there is nothing to judge: no collections would read as "successful".
    if (this.stopped || !this.loaded || this.collections.length === 0) return;
    const pending = this.collections.some((c) => !this.progress.get(c)?.done);
    let next: SyncState;
    if (this.failing.size > 0) next = 'failed';
    else if (this.browserOffline || this.unreachable.size > 0) next = 'offline';
    // A collection not pulling yet keeps the sync from reading "successful" between the waves,
    // even when every collection caught up at an earlier start.
    else if (this.running.size > 0 || this.waiting.size > 0 || pending) next = 'synchronizing';
    else next = 'success';
    if (next === this.state && !progressChanged) return;
    const becameSuccess = next === 'success' && this.state !== 'success';
    this.state = next;
    const now = new Date().toISOString();
    const progress = this.collections.map((c) => ({ ...this.progress.get(c)! }));
    this.queue = this.queue.then(async () => {
      if (becameSuccess) this.lastSyncAt = now;
      if (!this.stopped)
        await publishSyncStatus(this.db, { state: next, lastSyncAt: this.lastSyncAt, progress });
    });
  }
}
