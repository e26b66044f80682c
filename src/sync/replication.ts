/**
 * Pull-only replication of the synced collections into the local database.
 *
 * What: one `replicateRxCollection` per collection (identifier `regcomply-<collection>-v<schema
 * version>`; RxDB keeps the checkpoint in its replication meta storage, in the same IndexedDB).
 * The pull handler pages GET /api/sync/{collection} (pull-handler.ts); `pull.stream$` is a Subject
 * that emits 'RESYNC' when the socket hints at that collection and, for every collection, after
 * every socket (re)connect, so a missed event is caught up from the local checkpoint.
 * Where it runs: only in the leader tab (`db.waitForLeadership()`); the other tabs open the same
 * IndexedDB and see every written document through RxDB's cross-tab change events, and the
 * status through the `sync_status` local document (sync-status.ts). When the leader closes,
 * another tab is elected and starts here.
 * Errors: a failed pull is retried with exponential backoff (1 s doubling to 30 s, with jitter;
 * at once when the browser comes back online). A pull that got no answer, or a browser that says
 * it is offline, shows "Offline" (a normal state); an error answer shows "Sync Failed"; either
 * lasts until a pull succeeds.
 * A pulled document RxDB dropped on a conflict with a local write is written again when the
 * replication goes idle (pull-repair.ts).
 * No upstream: RxDB 17 would run its push half even here, re-reading every document at each start
 * and resync to push nothing; patches/rxdb+17.6.0.patch (patch-package, on install) leaves it unstarted.
 * Order: the library's lists (sectors, topics) start first and the other collections once those
 * have pulled (FIRST_WAVE), so a first visit's library does not wait behind the bulk.
 * Nothing waits for the first sync: `awaitInSync()` is for tests and benchmarks (offline it
 * never resolves).
 */
import { Subject } from 'rxjs';
import type { RxReplicationPullStreamItem } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { SYNC_COLLECTIONS, syncDescriptor, type SyncCollection } from '../../contract/collections';
import type { SyncCheckpoint } from '../../contract/sync';
import type { AppDatabase } from '../db/database';
import { createPullHandler } from './pull-handler';
import { repairDroppedPulls, type PullRepair } from './pull-repair';
import { connectSyncSocket, type SyncSocket, type SyncSocketOptions } from './socket';
import { StatusTracker } from './status-tracker';

export interface StartReplicationOptions {
  /** The token of the session this replication belongs to (read on every request). */
  getToken: () => string | null;
  /** Collections to replicate (default all; the app passes those the user's modules allow). */
  collections?: readonly SyncCollection[];
  /** Socket.IO root (default VITE_SOCKET_URL or the page's origin); null: no socket. */
  socketUrl?: string | null;
  socketTransports?: SyncSocketOptions['transports'];
  batchSize?: number;
  retry?: { initialMs: number; maxMs: number };
  /** The longest the other collections wait for the first wave's initial pull (default 15 s). */
  firstWaveMaxMs?: number;
  /** Publish the status to the valtio store and the local document (default true). */
  trackStatus?: boolean;
}

export interface SyncHandle {
  readonly db: AppDatabase;
  /** Resolves when this tab is the leader and every replication is running (the library's lists
   *  first: FIRST_WAVE). */
  readonly started: Promise<void>;
  replications(): Partial<Record<SyncCollection, RxReplicationState<any, SyncCheckpoint>>>;
  socket(): SyncSocket | null;
  /** Every started collection pulled up to the server's current position (tests, benchmarks). */
  awaitInSync(): Promise<void>;
  /** Pull now from the local checkpoint (one collection, or all). */
  resync(collection?: SyncCollection): void;
  /** After a re-login: reconnect the socket with the new token; the reconnect resyncs. */
  reconnect(): void;
  stop(): Promise<void>;
}

export const DEFAULT_BATCH_SIZE = 500;

/**
 * Pulled first, alone: the lists the library opens on (sectors, then a sector's topics). At a
 * first sync every collection starting at once took the browser's six connections to the server
 * and the link's bandwidth, and the library screen's own chunk waited behind pages of
 * obligations, compliances and checklists (on a slow phone link, minutes before the first row).
 */
const FIRST_WAVE: readonly SyncCollection[] = ['sectors', 'topics'];
const FIRST_WAVE_MAX_MS = 15_000;
const DEFAULT_RETRY = { initialMs: 1000, maxMs: 30_000 };

export const replicationIdentifier = (collection: SyncCollection) =>
  `regcomply-${collection}-v${syncDescriptor(collection).version}`;

export function startReplication(db: AppDatabase, options: StartReplicationOptions): SyncHandle {
  const collections = options.collections ?? SYNC_COLLECTIONS;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const retry = options.retry ?? DEFAULT_RETRY;
  const streams = new Map<
    SyncCollection,
    Subject<RxReplicationPullStreamItem<any, SyncCheckpoint>>
  >();
  const states: Partial<Record<SyncCollection, RxReplicationState<any, SyncCheckpoint>>> = {};
  const tracker = options.trackStatus === false ? null : new StatusTracker(db);
  const repairs: PullRepair[] = [];
  let socket: SyncSocket | null = null;
  let stopped = false;
  const onOnline = () => {
    tracker?.browserOnline(true);
    resync();
  };
  const onOffline = () => tracker?.browserOnline(false);

  const resync = (collection?: SyncCollection) => {
    for (const [name, stream] of streams)
      if (!collection || collection === name) stream.next('RESYNC');
  };

  function replicate(collection: SyncCollection) {
    const stream = new Subject<RxReplicationPullStreamItem<any, SyncCheckpoint>>();
    streams.set(collection, stream);
    let failures = 0;
    let offline = false; // the last failed request got no answer at all
    let repair: PullRepair | null = null;
    const state = replicateRxCollection<any, SyncCheckpoint>({
      collection: db[collection],
      replicationIdentifier: replicationIdentifier(collection),
      live: true,
      retryTime: retry.initialMs,
      waitForLeadership: true,
      autoStart: true,
      pull: {
        batchSize,
        stream$: stream.asObservable(),
        handler: createPullHandler(collection, {
          getToken: options.getToken,
          onSuccess: () => {
            failures = 0;
            state.retryTime = retry.initialMs;
            tracker?.succeeded(collection);
          },
          onForbidden: () => {
            tracker?.succeeded(collection);
            tracker?.caughtUp(collection);
          },
          onPage: (documents, total) => tracker?.received(collection, documents, total),
          onBatch: (documents) => repair?.watch(documents),
          onCaughtUp: () => tracker?.caughtUp(collection),
          onError: (noAnswer) => {
            offline = noAnswer;
          },
        }),
      },
    });
    // error$ fires before RxDB waits `retryTime`: set the next wait (exponential, with jitter).
    state.error$.subscribe(() => {
      failures += 1;
      const base = Math.min(retry.maxMs, retry.initialMs * 2 ** (failures - 1));
      state.retryTime = Math.round(base * (0.8 + Math.random() * 0.4));
      tracker?.failed(collection, offline);
      offline = false;
    });
    state.active$.subscribe((active) => tracker?.active(collection, active));
    repair = repairDroppedPulls(db[collection], state);
    repairs.push(repair);
    states[collection] = state;
  }

  const started = db.waitForLeadership().then(async () => {
    if (stopped || db.closed) return;
    tracker?.begin(collections);
    if (typeof window !== 'undefined') {
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      if (typeof navigator !== 'undefined' && navigator.onLine === false)
        tracker?.browserOnline(false);
    }
    const first = collections.filter((c) => FIRST_WAVE.includes(c));
    for (const collection of first) replicate(collection);
    if (options.socketUrl !== null) {
      socket = connectSyncSocket({
        url: options.socketUrl,
        transports: options.socketTransports,
        getToken: options.getToken,
        onConnect: () => resync(),
        onHint: (collection) => {
          if ((collections as readonly string[]).includes(collection))
            resync(collection as SyncCollection);
        },
      });
    }
    // The rest once the first wave has pulled what it had, or at its first failure (offline, an
    // error answer: each collection retries on its own), and at most after FIRST_WAVE_MAX_MS.
    await new Promise<void>((resolve) => {
      let failures: { unsubscribe(): void }[] = [];
      const release = () => {
        clearTimeout(timer);
        for (const failure of failures) failure.unsubscribe();
        resolve();
      };
      const timer = setTimeout(release, options.firstWaveMaxMs ?? FIRST_WAVE_MAX_MS);
      failures = first.map((c) => states[c]!.error$.subscribe(release));
      void Promise.all(first.map((c) => states[c]!.awaitInitialReplication())).then(release);
    });
    if (stopped || db.closed) return;
    for (const collection of collections) if (!first.includes(collection)) replicate(collection);
  });

  return {
    db,
    started,
    replications: () => ({ ...states }),
    socket: () => socket,
    async awaitInSync() {
      await started;
      await Promise.all(Object.values(states).map((s) => s.awaitInSync()));
    },
    resync,
    reconnect: () => socket?.reconnect(),
    async stop() {
      stopped = true;
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      socket?.close();
      socket = null;
      for (const stream of streams.values()) stream.complete();
      for (const repair of repairs) repair.stop();
      await Promise.all(Object.values(states).map((s) => s.cancel()));
      tracker?.stop();
    },
  };
}
