/**
 * Keeps the local search index current from RxDB (page side, through src/db): a bulk load of the
 * four library collections in batches ordered by id, then every change event of `collection.$`.
 * Changes arriving during the bulk load are held and applied after it, in order, so a document
 * deleted meanwhile does not come back from an older batch.
 */
import type { AppDatabase } from '../db/database';
import type { IndexInput, LocalType } from './index-core';

export const FEED_BATCH = 500;

export interface IndexSink {
  upsert(inputs: IndexInput[]): void;
  remove(type: LocalType, ids: string[]): void;
}

type LibraryCollections = Pick<AppDatabase, 'sectors' | 'topics' | 'obligations' | 'regulations'>;
const SOURCES = [
  ['sectors', 'sector'],
  ['topics', 'topic'],
  ['obligations', 'obligation'],
  ['regulations', 'regulation'],
] as const satisfies readonly (readonly [keyof LibraryCollections, LocalType])[];

interface ChangeLike {
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  documentId: string;
  documentData: unknown;
}

const input = (type: LocalType, doc: unknown) => ({ type, doc }) as IndexInput;
const isDeleted = (e: ChangeLike) =>
  e.operation === 'DELETE' || (e.documentData as { _deleted?: boolean } | null)?._deleted === true;

export interface FeedPace {
  /** Documents per batch (default FEED_BATCH). */
  batch?: number;
  /** Awaited between batches (default: the next task). */
  pause?: () => Promise<void>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts feeding; resolves when the bulk load is done. `stop()` ends the subscriptions. */
export function feedIndex(
  db: LibraryCollections,
  sink: IndexSink,
  { batch = FEED_BATCH, pause = nextTask }: FeedPace = {},
): { ready: Promise<void>; stop(): void } {
  let loading = true;
  let stopped = false;
  const held: [LocalType, ChangeLike][] = [];
  const apply = (type: LocalType, e: ChangeLike) => {
    if (isDeleted(e)) sink.remove(type, [e.documentId]);
    else sink.upsert([input(type, e.documentData)]);
  };
  const subscriptions = SOURCES.map(([name, type]) =>
    (db[name].$ as { subscribe(fn: (e: ChangeLike) => void): { unsubscribe(): void } }).subscribe(
      (e) => {
        if (stopped) return;
        if (loading) held.push([type, e]);
        else apply(type, e);
      },
    ),
  );

  const load = async () => {
    for (const [name, type] of SOURCES) {
      let last = '';
      for (;;) {
        const collection = db[name] as unknown as LibraryCollections['sectors'];
        const docs = await collection
          .find({ selector: { id: { $gt: last } }, sort: [{ id: 'asc' }], limit: batch })
          .exec();
        if (stopped) return;
        if (docs.length === 0) break;
        sink.upsert(docs.map((d) => input(type, d.toJSON())));
        last = docs[docs.length - 1].id;
        if (docs.length < batch) break;
        await pause(); // let the page breathe between batches
      }
    }
    loading = false;
    for (const [type, e] of held.splice(0)) apply(type, e);
  };

  return {
    ready: load(),
    stop() {
      stopped = true;
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
