/**
 * The bookmark toggle, optimistic (architecture.md, "Offline-first design").
 *
 * A click flips the bookmark in the local RxDB collection at once, then sends the server's toggle
 * call (POST /obligation/bookmark or /regulations/bookmark). The server TOGGLES, so each click
 * sends exactly one call, and the calls leave one after another in click order (one chain for
 * the whole app). Offline, the service worker queues the call and answers 202 { queued: true }.
 *
 * What is pending lives here, in memory (valtio), per bookmark id: `inFlight` counts the clicks
 * whose call has not been answered; `echoOf` is the `updated_at` stamp of our optimistic
 * document, which the server's echo (the replication bringing the bookmark back) replaces.
 * An added bookmark is pending until its echo arrives; a removed one until the server's answer.
 * A definitive answer that disagrees with the local state (changed on another device) wins; a
 * failed call flips the local state back and records the error.
 */
import { proxy, useSnapshot } from 'valtio';
import type { BookmarkToggleResult } from '../../../contract/api/obligations';
import type { Envelope } from '../../../contract/envelope';
import { bookmarkId, type BookmarkDoc, type BookmarkEntity } from '../../../contract/sync';
import { isBookmarkedLocally, setLocalBookmark } from '../../db/bookmark-writes';
import { ApiError, api } from '../../lib/api-client';

export type ToggleableEntity = Extract<BookmarkEntity, 'obligation' | 'regulation'>;

interface PendingEntry {
  inFlight: number;
  echoOf: string | null;
  error: string | null;
}

export const bookmarkPending = proxy<{ entries: Record<string, PendingEntry> }>({ entries: {} });

function entryOf(id: string): PendingEntry {
  bookmarkPending.entries[id] ??= { inFlight: 0, echoOf: null, error: null };
  return bookmarkPending.entries[id];
}

type QueuedAnswer = { queued: true };
type ToggleAnswer = Envelope<BookmarkToggleResult> | QueuedAnswer;

function sendToggle(type: ToggleableEntity, uuid: string) {
  return type === 'obligation'
    ? api.post<ToggleAnswer>('/obligation/bookmark', { obligation_uuid: uuid })
    : api.post<ToggleAnswer>('/regulations/bookmark', { regulation_guid: uuid });
}

/** Local flips, in click order (fast: IndexedDB only). */
let localChain: Promise<unknown> = Promise.resolve();
/** Server calls, in click order: each waits for the answer of the one before. */
let callChain: Promise<unknown> = Promise.resolve();

function enqueueLocal<T>(step: () => Promise<T>): Promise<T> {
  const run = localChain.then(step);
  localChain = run.catch(() => undefined);
  return run;
}

/** Flips the local bookmark; returns the new state and the stamp of an added document. */
function flipLocal(type: ToggleableEntity, uuid: string, entry: PendingEntry) {
  return enqueueLocal(async () => {
    const on = !(await isBookmarkedLocally(type, uuid));
    const stamp = new Date().toISOString();
    await setLocalBookmark(type, uuid, on, stamp);
    entry.echoOf = on ? stamp : null;
    return on;
  });
}

/**
 * One click: flips the local bookmark at once and sends one toggle call after the earlier ones.
 * Resolves when the call has been answered (or has failed and the flip was undone).
 */
export async function toggleBookmark(type: ToggleableEntity, uuid: string): Promise<void> {
  const entry = entryOf(bookmarkId(type, uuid));
  entry.inFlight += 1;
  entry.error = null;
  const flipped = flipLocal(type, uuid, entry);
  const call = callChain.then(async () => settle(type, uuid, await flipped, entry));
  callChain = call.catch(() => undefined);
  await call;
}

async function settle(type: ToggleableEntity, uuid: string, on: boolean, entry: PendingEntry) {
  try {
    const { status, data } = await sendToggle(type, uuid);
    const answer = status !== 202 && 'data' in data ? data.data : null;
    if (answer && entry.inFlight === 1 && answer.bookmarked !== on) {
      // the server held the other state (changed on another device): follow it
      await enqueueLocal(async () => {
        const stamp = new Date().toISOString();
        await setLocalBookmark(type, uuid, answer.bookmarked, stamp);
        entry.echoOf = answer.bookmarked ? stamp : null;
      });
    }
  } catch (error) {
    // the call did not toggle the server: undo this click's flip
    await flipLocal(type, uuid, entry);
    entry.echoOf = null; // back to the state the server holds: no echo to wait for
    entry.error = error instanceof ApiError ? error.message : String(error);
  } finally {
    entry.inFlight -= 1;
  }
}

/** Pending: a call not answered yet, or an added bookmark whose echo has not arrived. */
export function isPending(entry: PendingEntry | undefined, doc: BookmarkDoc | null): boolean {
  if (!entry) return false;
  if (entry.inFlight > 0) return true;
  return entry.echoOf !== null && doc !== null && doc.updated_at === entry.echoOf;
}

/** The pending state and last error of one bookmark, for its button. */
export function useBookmarkPending(type: ToggleableEntity, uuid: string, doc: BookmarkDoc | null) {
  const snap = useSnapshot(bookmarkPending);
  const entry = snap.entries[bookmarkId(type, uuid)];
  return { pending: isPending(entry, doc), error: entry?.error ?? null };
}

/** Tests and logout: forget what is pending. */
export function resetBookmarkPending(): void {
  bookmarkPending.entries = {};
  localChain = Promise.resolve();
  callChain = Promise.resolve();
}
