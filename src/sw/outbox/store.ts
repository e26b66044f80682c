/**
 * The outbox storage (IndexedDB `regcomply-outbox`, see idb.ts) behind a small interface, so the
 * replay can be tested with any implementation. Entries come back in `seq` order (FIFO).
 */
import type { FailedEntry, NewEntry, OutboxEntry } from './entry';
import { openOutboxDb, requestToPromise, withStores } from './idb';

export interface OutboxStore {
  add(entry: NewEntry): Promise<OutboxEntry>;
  list(): Promise<OutboxEntry[]>;
  count(): Promise<number>;
  /** Rewrites an entry still present (a cleared outbox stays empty). */
  update(entry: OutboxEntry): Promise<void>;
  /** Removes the entry and, when given, records it as failed in the same transaction. */
  remove(seq: number, failed?: FailedEntry): Promise<void>;
  listFailed(): Promise<FailedEntry[]>;
  dismissFailed(id: string): Promise<void>;
  getMeta(key: MetaKey): Promise<string | null>;
  setMeta(key: MetaKey, value: string | null): Promise<void>;
  /** Logout: every entry, failed change and stored token goes. */
  clear(): Promise<void>;
}

export type MetaKey = 'token' | 'rejected_token';

export function createIdbStore(dbName?: string): OutboxStore {
  let dbPromise: Promise<IDBDatabase> | null = null;
  const db = () => {
    dbPromise ??= openOutboxDb(dbName).catch((error: unknown) => {
      dbPromise = null;
      throw error;
    });
    return dbPromise;
  };

  return {
    async add(entry) {
      const seq = await withStores(await db(), ['entries'], 'readwrite', (tx) =>
        requestToPromise(tx.objectStore('entries').add(entry)),
      );
      return { ...entry, seq: Number(seq) };
    },
    async list() {
      return withStores(await db(), ['entries'], 'readonly', (tx) =>
        requestToPromise(tx.objectStore('entries').getAll() as IDBRequest<OutboxEntry[]>),
      );
    },
    async count() {
      return withStores(await db(), ['entries'], 'readonly', (tx) =>
        requestToPromise(tx.objectStore('entries').count()),
      );
    },
    async update(entry) {
      await withStores(await db(), ['entries'], 'readwrite', async (tx) => {
        const entries = tx.objectStore('entries');
        if ((await requestToPromise(entries.count(entry.seq))) > 0) entries.put(entry);
      });
    },
    async remove(seq, failed) {
      await withStores(await db(), ['entries', 'failed'], 'readwrite', (tx) => {
        tx.objectStore('entries').delete(seq);
        if (failed) tx.objectStore('failed').put(failed);
      });
    },
    async listFailed() {
      const all = await withStores(await db(), ['failed'], 'readonly', (tx) =>
        requestToPromise(tx.objectStore('failed').getAll() as IDBRequest<FailedEntry[]>),
      );
      return all.sort((a, b) => a.failed_at.localeCompare(b.failed_at));
    },
    async dismissFailed(id) {
      await withStores(await db(), ['failed'], 'readwrite', (tx) => {
        tx.objectStore('failed').delete(id);
      });
    },
    async getMeta(key) {
      const value = await withStores(await db(), ['meta'], 'readonly', (tx) =>
        requestToPromise(tx.objectStore('meta').get(key) as IDBRequest<string | undefined>),
      );
      return value ?? null;
    },
    async setMeta(key, value) {
      await withStores(await db(), ['meta'], 'readwrite', (tx) => {
        if (value === null) tx.objectStore('meta').delete(key);
        else tx.objectStore('meta').put(value, key);
      });
    },
    async clear() {
      await withStores(await db(), ['entries', 'failed', 'meta'], 'readwrite', (tx) => {
        tx.objectStore('entries').clear();
        tx.objectStore('failed').clear();
        tx.objectStore('meta').clear();
      });
    },
  };
}
