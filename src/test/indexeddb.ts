/**
 * IndexedDB for the client test files that use the local database: a fresh fake-indexeddb
 * factory per file. The client files share one module graph per worker (vitest `isolate: false`,
 * vitest.config.ts): `fake-indexeddb/auto` would run once per worker and Dexie reads the global
 * once, when it loads. So a file that needs IndexedDB calls `installFakeIndexedDb()` after its
 * imports, and setup.ts removes it before the next file starts (a file without it sees no
 * IndexedDB, as in a browser that has none).
 */
import Dexie from 'dexie';
import * as fake from 'fake-indexeddb';

/** The package's interfaces (IDBCursor, IDBKeyRange…), set beside `indexedDB` as a browser has them. */
const CLASSES = Object.fromEntries(Object.entries(fake).filter(([name]) => name.startsWith('IDB')));
const { IDBFactory, IDBKeyRange } = fake;

const writable = (value: unknown): PropertyDescriptor => ({
  value,
  configurable: true,
  writable: true,
  enumerable: false,
});

/** A new, empty IndexedDB for this file, seen by the page and by Dexie (and so RxDB). */
export function installFakeIndexedDb(): void {
  const indexedDB = new IDBFactory();
  Object.defineProperties(globalThis, {
    indexedDB: writable(indexedDB),
    ...Object.fromEntries(Object.entries(CLASSES).map(([k, v]) => [k, writable(v)])),
  });
  Dexie.dependencies.indexedDB = indexedDB;
  Dexie.dependencies.IDBKeyRange = IDBKeyRange;
}

/** No IndexedDB at all: what every file starts with (setup.ts). */
export function removeIndexedDb(): void {
  for (const name of ['indexedDB', ...Object.keys(CLASSES)])
    delete (globalThis as Record<string, unknown>)[name];
  Dexie.dependencies.indexedDB = undefined as unknown as IDBFactory;
  Dexie.dependencies.IDBKeyRange = undefined as unknown as typeof IDBKeyRange;
}
