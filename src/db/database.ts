/**
 * The local database: RxDB on Dexie (IndexedDB), named `regcomply`, one instance per page.
 *
 * What it stores: the synced collections described in contract/collections (sectors, topics,
 * obligations, regulations, bookmarks), each built from its descriptor (RxDB schema, migrations),
 * plus database-level local documents (the
 * sync status, see src/sync/sync-status.ts; local documents are not collections and do not count
 * against the free build's 13-collection limit, see README.md).
 * Where: the browser's IndexedDB, shared by every tab of the origin; tests inject fake-indexeddb.
 * Why: screens read from here, online or offline; src/sync fills it from the server.
 *
 * Dev-mode (schema and query checks) is opt-in for `vite` dev only (`VITE_RXDB_DEV_MODE=true`):
 * never in production builds (the branch is removed at build time) and never in tests (it needs a
 * validating storage and loads a tracking iframe from the RxDB site).
 */
import {
  addRxPlugin,
  createRxDatabase,
  removeRxDatabase,
  type RxCollection,
  type RxCollectionCreator,
  type RxDatabase,
  type RxJsonSchema,
  type RxStorage,
} from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { SYNC_DESCRIPTORS, type SyncCollection, type SyncDocs } from '../../contract/collections';
import { yieldToMain } from '../lib/yield-to-main';
import { migrationStrategiesFor } from './migrations';

/** One RxDB collection per descriptor, typed by the descriptor's document. */
export type AppCollections = { [N in SyncCollection]: RxCollection<SyncDocs[N]> };
export type AppDatabase = RxDatabase<AppCollections>;

export const DATABASE_NAME = 'regcomply';

export interface DatabaseOptions {
  /** A whole storage (tests: any RxStorage); default Dexie on the browser's IndexedDB. */
  storage?: RxStorage<any, any>;
  /** IndexedDB implementation for the default Dexie storage (tests: fake-indexeddb). */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Tabs share the database and elect one replicating leader; false in single-process tests. */
  multiInstance?: boolean;
  name?: string;
}

addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBLocalDocumentsPlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);

let opening: Promise<AppDatabase> | null = null;
let openedWith: { name: string; storage: RxStorage<any, any>; multiInstance: boolean } | null =
  null;

function storageOf(options: DatabaseOptions): RxStorage<any, any> {
  if (options.storage) return options.storage;
  if (!options.indexedDB && typeof indexedDB === 'undefined') {
    // Fail here, plainly: Dexie would reject inside RxDB where nobody listens (jsdom tests).
    throw new Error('No IndexedDB in this environment: the local database is unavailable');
  }
  const dexie: Parameters<typeof getRxStorageDexie>[0] = {};
  if (options.indexedDB) dexie.indexedDB = options.indexedDB;
  if (options.IDBKeyRange) dexie.IDBKeyRange = options.IDBKeyRange;
  return getRxStorageDexie(dexie);
}

async function withDevMode(storage: RxStorage<any, any>): Promise<RxStorage<any, any>> {
  if (!(
    import.meta.env.DEV &&
    import.meta.env.MODE !== 'test' &&
    import.meta.env.VITE_RXDB_DEV_MODE === 'true'
  )) {
    return storage;
  }
  const [{ RxDBDevModePlugin }, { wrappedValidateAjvStorage }] = await Promise.all([
    import('rxdb/plugins/dev-mode'),
    import('rxdb/plugins/validate-ajv'),
  ]);
  addRxPlugin(RxDBDevModePlugin);
  return wrappedValidateAjvStorage({ storage });
}

function collectionCreator(descriptor: (typeof SYNC_DESCRIPTORS)[number]): RxCollectionCreator {
  const schema = descriptor.jsonSchema as unknown as RxJsonSchema<any>;
  return {
    schema,
    migrationStrategies: migrationStrategiesFor(
      descriptor.name,
      schema.version,
      descriptor.migrations,
    ),
  };
}

async function open(options: DatabaseOptions): Promise<AppDatabase> {
  const name = options.name ?? DATABASE_NAME;
  const multiInstance = options.multiInstance ?? true;
  const storage = await withDevMode(storageOf(options));
  const db = await createRxDatabase<AppCollections>({
    name,
    storage,
    multiInstance,
    eventReduce: true,
    localDocuments: true,
    closeDuplicates: true,
  });
  try {
    // One collection per task: adding all of them at once (schemas derived and checked, storage
    // opened) was one task of about 75 ms on a signed-in start, during which the page could not
    // answer a tap; between two collections the browser renders and handles input.
    for (const descriptor of SYNC_DESCRIPTORS) {
      await yieldToMain();
      await db.addCollections({ [descriptor.name]: collectionCreator(descriptor) });
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  openedWith = { name, storage, multiInstance };
  return db;
}

/** The page's database, opened on the first call (whose options count; later options are ignored). */
export function getDatabase(options: DatabaseOptions = {}): Promise<AppDatabase> {
  opening ??= open(options).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** True once getDatabase() has been called and not closed/removed since. */
export function isDatabaseOpen(): boolean {
  return opening !== null;
}

/** Closes the page's database, keeping its data (tests, hot reload). */
export async function closeDatabase(): Promise<void> {
  const pending = opening;
  opening = null;
  if (!pending) return;
  const db = await pending.catch(() => null);
  if (db && !db.closed) await db.close();
}

/**
 * Logout: closes the database and deletes its data (every collection, replication checkpoints,
 * local documents). Works when the database was never opened in this page, too.
 */
export async function removeDatabase(options: DatabaseOptions = {}): Promise<void> {
  const pending = opening;
  opening = null;
  const db = pending ? await pending.catch(() => null) : null;
  const target = openedWith ?? {
    name: options.name ?? DATABASE_NAME,
    storage: storageOf(options),
    multiInstance: options.multiInstance ?? true,
  };
  if (db && !db.closed) await db.remove();
  else await removeRxDatabase(target.name, target.storage, target.multiInstance);
  if (!options.storage) await dropIndexedDbs(target.name, options.indexedDB);
}

/**
 * RxDB's Dexie storage empties its tables on remove but leaves the IndexedDB databases
 * (`rxdb-dexie-<name>--...`) behind; delete them too. Best effort: a tab that still holds one
 * open blocks its deletion, which then finishes when that tab closes.
 */
async function dropIndexedDbs(name: string, factory?: IDBFactory): Promise<void> {
  const idb = factory ?? (typeof indexedDB === 'undefined' ? undefined : indexedDB);
  if (!idb?.databases) return;
  const prefix = `rxdb-dexie-${name}--`;
  const names = (await idb.databases().catch(() => []))
    .map((d) => d.name ?? '')
    .filter((n) => n.startsWith(prefix));
  await Promise.all(
    names.map(
      (n) =>
        new Promise<void>((resolve) => {
          const request = idb.deleteDatabase(n);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}
