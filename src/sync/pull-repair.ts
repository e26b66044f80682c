/**
 * The pulled documents RxDB did not write, written again.
 *
 * Why: RxDB's pull reads the local document, then writes the server's copy with the read one as
 * `previous`; when a local write (an optimistic change, a rollback of the write kit) lands in
 * between, the storage answers a conflict and RxDB drops its write, leaving the conflict to the
 * push. A pull-only replication has no push, and the checkpoint moves on: the server's state was
 * lost until the document changed again on the server (a refused offline claim showed the stale
 * "In progress" instead of the auditor's reject).
 * How: every document of a batch is watched until RxDB reports it written (`received$`); when the
 * replication goes idle, the ones left are compared with the local copy and written when they
 * differ (a tombstone removes the local document). Equal states, which RxDB skips too, cost one
 * read.
 */
import type { Observable, Subscription } from 'rxjs';
import type { RxCollection } from 'rxdb';
import type { Doc } from './pull-handler';

export interface PullEvents {
  received$: Observable<{ id?: unknown }>;
  active$: Observable<boolean>;
}

const META = new Set(['_deleted', '_meta', '_rev', '_attachments']);

const dataOf = (doc: Doc): Record<string, unknown> =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => !META.has(key)));

const same = (server: Record<string, unknown>, local: Record<string, unknown>) =>
  Object.keys(server).every((key) => JSON.stringify(server[key]) === JSON.stringify(local[key]));

export interface PullRepair {
  /** The handler's batch, before RxDB writes it. */
  watch(documents: readonly Doc[]): void;
  /** Resolves when the last repair started has finished (tests). */
  settled(): Promise<void>;
  stop(): void;
}

export function repairDroppedPulls(collection: RxCollection<any>, events: PullEvents): PullRepair {
  const waiting = new Map<string, Doc>();
  let running: Promise<void> = Promise.resolve();

  async function repair(documents: Doc[]): Promise<void> {
    const local = await collection.findByIds(documents.map((d) => d.id)).exec();
    for (const server of documents) {
      const current = local.get(server.id);
      if (server._deleted) {
        if (current) await current.incrementalRemove();
      } else if (!current || !same(dataOf(server), current.toJSON() as Record<string, unknown>)) {
        await collection.upsert(dataOf(server));
      }
    }
  }

  const subscriptions: Subscription[] = [
    events.received$.subscribe((doc) => waiting.delete(String(doc.id))),
    events.active$.subscribe((active) => {
      if (active || waiting.size === 0 || collection.closed) return;
      const documents = [...waiting.values()];
      waiting.clear();
      // A failed repair is reported, not thrown: the next pull of those documents tries again.
      running = running
        .then(() => repair(documents))
        .catch((error: unknown) => console.warn('pull repair failed', error));
    }),
  ];

  return {
    watch(documents) {
      for (const doc of documents) waiting.set(doc.id, doc);
    },
    settled: () => running,
    stop() {
      for (const s of subscriptions) s.unsubscribe();
      waiting.clear();
    },
  };
}
