/**
 * How a write ends, whichever way the answer comes (the direct answer of the call, the outbox's
 * broadcast outcome, or the outbox state read after a reload):
 * - done: the server applied it; the document stays pending until the server's echo (the
 *   replication bringing it back with a new revision), unless no document is left to echo;
 * - refused: the document goes back to the server's state (`base`, or the server's copy when the
 *   replication brought one meanwhile), the later writes still pending on it are applied again on
 *   top, in order, and the error is kept for the screen (and, for a change the outbox held,
 *   listed with its label in the outbox status menu).
 */
import type { OutboxSummary } from '../../lib/outbox';
import type { AppDatabase } from '../database';
import { writeNamed, type WriteTarget } from './define-write';
import { restoreIfAt, restoreSnapshot, revisionOf, snapshotOf } from './local-document';
import {
  changePending,
  docOfKey,
  hasUnsettled,
  readPending,
  type DocPending,
  type PendingWrites,
} from './pending-state';

/** Writes sent by this page: one still `sending` that is not among them outlived a closed page. */
const sentHere = new Set<string>();

export function sentByThisPage(key: string): void {
  sentHere.add(key);
}

export function forgetSentHere(): void {
  sentHere.clear();
}

const targetOf = (doc: DocPending): WriteTarget => ({ collection: doc.collection, id: doc.id });

/**
 * Forgets the documents that wait for nothing any more (no write, no error, the echo arrived),
 * so the pending state stays as small as what is actually pending.
 */
export async function forgetSettled(db: AppDatabase, state: PendingWrites): Promise<void> {
  for (const [docKey, doc] of Object.entries(state.docs)) {
    if (doc.entries.length > 0 || doc.error !== null) continue;
    if (doc.echoOf === null || (await revisionOf(db, targetOf(doc))) !== doc.echoOf)
      delete state.docs[docKey];
  }
}

/** Once nothing waits for an answer, the done writes need no keeping (the server holds them). */
function tidy(state: PendingWrites, docKey: string): void {
  const doc = state.docs[docKey];
  if (!doc || hasUnsettled(doc)) return;
  doc.entries = [];
  if (doc.echoOf === null && doc.error === null) delete state.docs[docKey];
}

export function markQueued(db: AppDatabase, key: string): Promise<void> {
  return changePending(db, async (state) => {
    const entry = docOfKey(state, key)?.entries.find((e) => e.key === key);
    if (entry?.status === 'sending') entry.status = 'queued';
  });
}

/** The server applied the write; `answer` is its direct answer (absent when the outbox sent it). */
export function markDone(db: AppDatabase, key: string, answer?: unknown): Promise<void> {
  return changePending(db, async (state) => {
    const doc = docOfKey(state, key);
    const entry = doc?.entries.find((e) => e.key === key);
    if (!doc || !entry) return;
    entry.status = 'done';
    const target = targetOf(doc);
    const definition = writeNamed(entry.write);
    if (answer !== undefined && definition?.reconcile && !hasUnsettled(doc)) {
      const before = await revisionOf(db, target);
      await definition.reconcile(db.collections, entry.input, answer);
      const after = await revisionOf(db, target);
      if (after !== before) doc.echoOf = after; // the kit changed it again: await that echo
    }
    // No echo to wait for when the writes removed the document or the echo is already here.
    const revision = await revisionOf(db, target);
    if (revision === null || revision !== doc.echoOf) doc.echoOf = null;
    tidy(state, `${doc.collection}/${doc.id}`);
  });
}

export interface Refusal {
  status: number | null;
  message: string;
  /** True when the outbox held the change: it is listed in the outbox status menu. */
  listed: boolean;
}

/** The server refused the write for good: back to the server's state, with the reason. */
export function rollBack(db: AppDatabase, key: string, refusal: Refusal): Promise<void> {
  return changePending(db, async (state) => {
    const doc = docOfKey(state, key);
    if (!doc) return;
    const refused = doc.entries.find((e) => e.key === key)!;
    doc.entries = doc.entries.filter((e) => e !== refused);
    const target = targetOf(doc);
    // The replication brought the server's copy since the kit's last local change (a change made
    // offline is often refused right after the reconnect's pull): that copy is the server's state,
    // newer than `base`, and no other echo will come to correct it. Keep it as the new base.
    // The check and the restore are one conditional write, so a copy pulled in between wins.
    const serverCopy =
      doc.echoOf !== null && !(await restoreIfAt(db, target, doc.base, doc.echoOf));
    if (serverCopy) doc.base = await snapshotOf(db, target);
    else if (doc.echoOf === null) await restoreSnapshot(db, target, doc.base);
    for (const entry of doc.entries) {
      // On the server's copy, the writes it already applied are not applied twice.
      if (serverCopy && entry.status === 'done') continue;
      // A write whose module this page has not loaded is skipped: the server's echo corrects it.
      await writeNamed(entry.write)?.effect(db.collections, entry.input);
    }
    doc.echoOf = hasUnsettled(doc) ? await revisionOf(db, target) : null;
    doc.error = refusal.message;
    const label = writeNamed(refused.write)?.label;
    if (refusal.listed && label) {
      state.failures[key] = {
        label,
        message: refusal.message,
        status: refusal.status,
        doc: `${doc.collection}/${doc.id}`,
        failed_at: new Date().toISOString(),
      };
    }
    tidy(state, `${doc.collection}/${doc.id}`);
  });
}

/**
 * After a reload (or a new token), the outbox's state settles what was queued while this page
 * was closed (writes sent by this page settle on their answer and the broadcast outcomes): a
 * refused entry is listed in `failed`; one neither failed nor still waiting (the outbox is empty)
 * has landed. The state is asked of the worker now, so it is never older than those writes.
 */
export async function settleFromSummary(db: AppDatabase, summary: OutboxSummary): Promise<void> {
  const state = await readPending(db);
  for (const doc of Object.values(state.docs)) {
    for (const entry of doc.entries) {
      if (entry.status === 'done' || sentHere.has(entry.key)) continue;
      const failed = summary.failed.find((f) => f.idempotency_key === entry.key);
      if (failed) {
        await rollBack(db, entry.key, {
          status: failed.status,
          message: failed.message,
          listed: true,
        });
      } else if (summary.pending === 0) {
        await markDone(db, entry.key);
      }
    }
  }
}

/** The outbox status menu dismissed a refused change. */
export function forgetFailure(db: AppDatabase, key: string): Promise<void> {
  return changePending(db, async (state) => {
    delete state.failures[key];
  });
}
