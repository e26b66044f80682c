/**
 * The kit's pending state, in the local database: ONE RxDB local document, `pending_writes`
 * (local documents are not collections: they do not count against the 13-collection budget, and
 * removeDatabase() deletes them at logout). Being in IndexedDB, it survives a reload and every
 * tab of the origin sees it.
 *
 * Per document (`collection/id`) it keeps the server's state as far as the kit knows (`base`: the
 * document before the first write not yet settled, null when it did not exist), the writes made
 * on it in order with their Idempotency-Key and input, the revision the kit's last local change
 * left (while it is still the document's, the server's echo has not arrived) and the last error.
 * Refused writes are also kept by Idempotency-Key with their label, for the outbox status menu.
 *
 * Changes go through `changePending`, one at a time in this page, so a write's local effect and
 * its record are never interleaved with another write's.
 */
import type { AppDatabase } from '../database';
import type { CollectionName, WriteLabel } from './define-write';

export const PENDING_DOC = 'pending_writes';

/** `sending`: the call is under way; `queued`: the outbox holds it; `done`: the server applied it. */
export type EntryStatus = 'sending' | 'queued' | 'done';

export interface PendingEntry {
  key: string;
  write: string;
  input: unknown;
  status: EntryStatus;
}

export type Snapshot = Record<string, unknown> | null;

export interface DocPending {
  collection: CollectionName;
  id: string;
  base: Snapshot;
  entries: PendingEntry[];
  /** The revision of the kit's last local change while the server's echo is awaited, else null. */
  echoOf: string | null;
  error: string | null;
}

export interface WriteFailure {
  label: WriteLabel;
  message: string;
  status: number | null;
  doc: string;
  failed_at: string;
}

export interface PendingWrites {
  docs: Record<string, DocPending>;
  failures: Record<string, WriteFailure>;
}

const EMPTY: PendingWrites = { docs: {}, failures: {} };

export async function readPending(db: AppDatabase): Promise<PendingWrites> {
  const doc = await db.getLocal<PendingWrites>(PENDING_DOC);
  return structuredClone(doc ? (doc.toJSON().data as PendingWrites) : EMPTY);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `change` on the current state, after the changes before it, and stores what it leaves.
 * `change` may also write the synced collections (the local effects).
 */
export function changePending<T>(
  db: AppDatabase,
  change: (state: PendingWrites) => Promise<T>,
): Promise<T> {
  const run = queue.then(async () => {
    const state = await readPending(db);
    const result = await change(state);
    await db.upsertLocal<PendingWrites>(PENDING_DOC, state);
    return result;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Whether a write on the document still waits for the server's answer. */
export function hasUnsettled(doc: DocPending): boolean {
  return doc.entries.some((entry) => entry.status !== 'done');
}

/** Finds the document holding the write with this Idempotency-Key. */
export function docOfKey(state: PendingWrites, key: string): DocPending | undefined {
  return Object.values(state.docs).find((doc) => doc.entries.some((entry) => entry.key === key));
}

/** Logout and tests: the next change starts from a fresh queue. */
export function resetPendingQueue(): void {
  queue = Promise.resolve();
}
