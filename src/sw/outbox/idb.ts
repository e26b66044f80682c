/**
 * A few promise helpers over the plain IndexedDB API (no library in the service worker bundle).
 * The outbox database `regcomply-outbox` holds three stores:
 * - `entries`: queued requests, key `seq` (auto-increment: the replay order);
 * - `failed`: changes the server refused for good, key `id`, until the user dismisses them;
 * - `meta`: small values by key: the page's current token (`token`) and the token that last got
 *   401 (`rejected_token`), so the replay waits for a fresh one.
 */

export const DB_NAME = 'regcomply-outbox';
const DB_VERSION = 1;

export type StoreName = 'entries' | 'failed' | 'meta';

export function openOutboxDb(name = DB_NAME): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('entries'))
        db.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true });
      if (!db.objectStoreNames.contains('failed'))
        db.createObjectStore('failed', { keyPath: 'id' });
      if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('outbox database blocked'));
  });
}

export function requestToPromise<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work` in one transaction and resolves with its result once the transaction commits. */
export function withStores<T>(
  db: IDBDatabase,
  names: StoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(names, mode);
    let result: T;
    tx.oncomplete = () => resolve(result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error('outbox transaction aborted'));
    Promise.resolve(work(tx)).then(
      (value) => {
        result = value;
      },
      (error: unknown) => {
        try {
          tx.abort();
        } catch {
          // already finished
        }
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
