/**
 * Files kept for their upload (the kit's file writes, file-write.ts): IndexedDB `regcomply-files`,
 * one record per upload keyed by its Idempotency-Key, holding the Blob itself (structured clone
 * stores Blobs; the kit's JSON pending state never does), the form fields it goes with, and its
 * state: `waiting` (not sent yet, or no connection and no service worker to keep it), `uploading`,
 * `queued` (the service worker's outbox holds the request), `done`, `failed` (refused for good,
 * with the server's message: kept until the user removes it).
 *
 * Every change is told to this page's listeners and, through the BroadcastChannel
 * `regcomply-files`, to the other tabs.
 */

export type KeptFileState = 'waiting' | 'uploading' | 'queued' | 'done' | 'failed';

export interface KeptFile {
  /** The upload's Idempotency-Key: the same on every attempt, across page closes. */
  key: string;
  /** The file write that sends it (its declaration is found by name). */
  write: string;
  /** The multipart text fields sent beside the file. */
  fields: Record<string, string>;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  blob: Blob;
  state: KeptFileState;
  /** HTTP status of the refusal, when failed. */
  status: number | null;
  /** Why it failed or waits (the server's message). */
  message: string | null;
  /** The client-made id of the row the upload makes (the write's `idField`), null without one. */
  row_id: string | null;
  created_at: string;
}

const DB_NAME = 'regcomply-files';
const STORE = 'files';
const CHANNEL = 'regcomply-files';

let dbName = DB_NAME;
let dbPromise: Promise<IDBDatabase> | null = null;

/** Tests: a fresh database. */
export function setKeptFilesDbName(name: string): void {
  dbName = name;
  dbPromise = null;
}

function open(): Promise<IDBDatabase> {
  dbPromise ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(dbName, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE))
        request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB open failed'));
  }).catch((error: unknown) => {
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  return open().then(
    (db) =>
      new Promise<T | undefined>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = act(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request ? request.result : undefined);
        tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('indexedDB transaction aborted'));
      }),
  );
}

type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

function notifyHere(): void {
  for (const listener of listeners) listener();
}

function notify(): void {
  notifyHere();
  channel?.postMessage('changed');
}

/** Called on every change of the kept files, in this tab or another. */
export function onKeptFilesChange(listener: Listener): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = notifyHere;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export async function listKeptFiles(): Promise<KeptFile[]> {
  const all =
    (await run<KeptFile[]>('readonly', (s) => s.getAll() as IDBRequest<KeptFile[]>)) ?? [];
  return all.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.key.localeCompare(b.key));
}

export async function getKeptFile(key: string): Promise<KeptFile | null> {
  return (
    (await run<KeptFile | undefined>(
      'readonly',
      (s) => s.get(key) as IDBRequest<KeptFile | undefined>,
    )) ?? null
  );
}

export async function putKeptFile(file: KeptFile): Promise<void> {
  await run('readwrite', (s) => {
    s.put(file);
  });
  notify();
}

/** Changes a record still present (a removed file stays removed). */
export async function patchKeptFile(
  key: string,
  patch: Partial<KeptFile>,
): Promise<KeptFile | null> {
  const current = await getKeptFile(key);
  if (!current) return null;
  const next = { ...current, ...patch };
  await putKeptFile(next);
  return next;
}

export async function deleteKeptFile(key: string): Promise<void> {
  await run('readwrite', (s) => {
    s.delete(key);
  });
  notify();
}

/** Logout: every kept file goes. */
export async function clearKeptFiles(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await run('readwrite', (s) => {
    s.clear();
  });
  notify();
}
