/**
 * Runs the sync for the signed-in session: starts it once the profile has loaded (or could not
 * load because the app is offline: the local data is still shown and the pulls retry), restarts
 * it when the token or the modules change (a re-login reconnects the socket with the new token),
 * stops it when the session ends, and at logout deletes the local database (a `beforeLogout`
 * hook, run by features/auth/logout.api.ts).
 *
 * The database remembers its owner (local document `owner`); a different user signing in on the
 * same browser after an expired session starts from an empty database, never from another
 * user's data.
 */
import { subscribe } from 'valtio';
import {
  getDatabase,
  removeDatabase,
  type AppDatabase,
  type DatabaseOptions,
} from '../db/database';
import { beforeLogout } from '../lib/logout-hooks';
import { session } from '../state/session';
import { readableCollections } from '../../contract/collections';
import { startReplication, type StartReplicationOptions, type SyncHandle } from './replication';
import { mirrorSyncStatus, resetSyncStatus } from './sync-status';

export interface WireSyncOptions {
  database?: DatabaseOptions;
  replication?: Omit<StartReplicationOptions, 'getToken' | 'collections'>;
}

interface Running {
  key: string;
  handle: SyncHandle;
  unmirror: () => void;
}

const OWNER_DOC = 'owner';
let running: Running | null = null;
let work: Promise<unknown> = Promise.resolve();
let wired: WireSyncOptions = {};

function desiredKey(): string | null {
  if (!session.token) return null;
  // A profile reload ('loading') keeps the running sync of the same token.
  if (session.profileStatus === 'loading' && running?.key.startsWith(`${session.token}|`))
    return running.key;
  if (session.profileStatus !== 'ready' && session.profileStatus !== 'unavailable') return null;
  return `${session.token}|${readableCollections(session.modules).join(',')}`;
}

/** Opens the database, emptied first when it belongs to another user. */
async function openFor(userUuid: string | null): Promise<AppDatabase> {
  let db = await getDatabase(wired.database);
  const owner = await db.getLocal<{ user_uuid: string }>(OWNER_DOC);
  const previous = owner?.toJSON().data.user_uuid ?? null;
  if (userUuid && previous && previous !== userUuid) {
    await removeDatabase(wired.database);
    db = await getDatabase(wired.database);
  }
  if (userUuid && previous !== userUuid) await db.upsertLocal(OWNER_DOC, { user_uuid: userUuid });
  return db;
}

async function stopRunning(): Promise<void> {
  const current = running;
  running = null;
  if (!current) return;
  current.unmirror();
  await current.handle.stop();
}

async function reconcile(): Promise<void> {
  const key = desiredKey();
  if (running?.key === key) return;
  await stopRunning();
  if (!key) return;
  const token = session.token;
  const db = await openFor(session.claims?.user_uuid ?? null);
  if (desiredKey() !== key) return; // the session moved on while the database opened
  const unmirror = mirrorSyncStatus(db);
  const handle = startReplication(db, {
    ...wired.replication,
    getToken: () => token,
    collections: readableCollections(session.modules),
  });
  running = { key, handle, unmirror };
}

function schedule(): Promise<unknown> {
  work = work.then(reconcile).catch((error: unknown) => console.warn('sync start failed', error));
  return work;
}

/** The running sync (tests, benchmarks); null when signed out or not started yet. */
export async function currentSync(): Promise<SyncHandle | null> {
  await work;
  return running?.handle ?? null;
}

/** Logout: stops the sync and deletes the local database and its status. */
export async function clearLocalData(): Promise<void> {
  work = work.then(async () => {
    await stopRunning();
    await removeDatabase(wired.database);
    resetSyncStatus();
  });
  await work;
}

/** Called once at start (src/app/wire-session.ts); returns the unwiring. */
export function wireSync(options: WireSyncOptions = {}): () => void {
  // No IndexedDB (jsdom tests, browsers that refuse storage): the app runs online-only.
  if (
    !options.database?.storage &&
    !options.database?.indexedDB &&
    typeof indexedDB === 'undefined'
  )
    return () => {};
  wired = options;
  const offLogout = beforeLogout(clearLocalData);
  const unsubscribe = subscribe(session, () => void schedule());
  void schedule();
  return () => {
    offLogout();
    unsubscribe();
    work = work.then(stopRunning);
  };
}
