/**
 * Running a declared write: the local effect at once (with the document's server state kept for
 * a rollback), then the server call, after the earlier calls on the same document have been
 * answered (the server may depend on the order: the bookmark toggle TOGGLES). Online the answer
 * settles it; offline the service worker queues the call and answers `202 { queued: true }`, and
 * the outbox's outcome settles it later (outcomes.ts).
 */
import { ApiError, api } from '../../lib/api-client';
import { getDatabase } from '../database';
import {
  registerWrite,
  targetKey,
  type ServerCall,
  type Write,
  type WriteDefinition,
  type WriteResult,
} from './define-write';
import { revisionOf, snapshotOf } from './local-document';
import { changePending, hasUnsettled, resetPendingQueue, type DocPending } from './pending-state';
import {
  forgetSentHere,
  forgetSettled,
  markDone,
  markQueued,
  rollBack,
  sentByThisPage,
} from './settle';

/** Declares a write: registered by name, with `run(input)`. */
export function defineWrite<I>(definition: WriteDefinition<I>): Write<I> {
  registerWrite(definition);
  return { ...definition, run: (input: I) => runWrite(definition, input) };
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts; the server wants a UUID-shaped key
  const h = Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) =>
    x.toString(16).padStart(2, '0'),
  ).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

type Answer = { status: number; data: unknown };

function send(call: ServerCall, key: string): Promise<Answer> {
  const options = { headers: { 'Idempotency-Key': key } };
  switch (call.method) {
    case 'POST':
      return api.post(call.path, call.body, options);
    case 'PUT':
      return api.put(call.path, call.body, options);
    case 'PATCH':
      return api.patch(call.path, call.body, options);
    case 'DELETE':
      return api.delete(call.path, { ...options, data: call.body });
  }
}

/** Calls in flight per document: the next one leaves after the previous one's answer. */
let chains = new Map<string, Promise<unknown>>();

function inOrder<T>(docKey: string, step: () => Promise<T>): Promise<T> {
  const run = (chains.get(docKey) ?? Promise.resolve()).then(step);
  const tail = run.catch(() => undefined);
  chains.set(docKey, tail);
  void tail.then(() => chains.get(docKey) === tail && chains.delete(docKey));
  return run;
}

const isQueued = (answer: Answer) =>
  answer.status === 202 && (answer.data as { queued?: unknown } | null)?.queued === true;

/** A refusal as the caller sees it: status, message and the answer's field errors when it named any. */
function refusal(error: unknown): Extract<WriteResult, { state: 'refused' }> {
  const status = error instanceof ApiError ? error.status : null;
  const message = error instanceof Error ? error.message : String(error);
  const errors =
    error instanceof ApiError && Object.keys(error.errors).length ? error.errors : undefined;
  return errors
    ? { state: 'refused', status, message, errors }
    : { state: 'refused', status, message };
}

/** A write with no local document: only the call, with its own Idempotency-Key. */
async function sendOnly<I>(definition: WriteDefinition<I>, input: I): Promise<WriteResult> {
  try {
    const answer = await send(definition.call(input), newKey());
    return isQueued(answer) ? { state: 'queued' } : { state: 'done', answer: answer.data };
  } catch (error) {
    return refusal(error);
  }
}

export async function runWrite<I>(definition: WriteDefinition<I>, input: I): Promise<WriteResult> {
  const target = definition.target(input);
  if (target === null) return sendOnly(definition, input);
  const db = await getDatabase();
  const docKey = targetKey(target);
  const key = newKey();
  sentByThisPage(key);

  await changePending(db, async (state) => {
    await forgetSettled(db, state);
    const known = state.docs[docKey];
    // Nothing unanswered on it: the document is the server's state (or on its way back).
    const doc: DocPending =
      known && hasUnsettled(known)
        ? known
        : { ...target, base: await snapshotOf(db, target), entries: [], echoOf: null, error: null };
    await definition.effect(db.collections, input);
    doc.entries.push({ key, write: definition.name, input, status: 'sending' });
    doc.echoOf = await revisionOf(db, target);
    doc.error = null;
    state.docs[docKey] = doc;
  });

  return inOrder(docKey, async (): Promise<WriteResult> => {
    try {
      const answer = await send(definition.call(input), key);
      if (isQueued(answer)) {
        await markQueued(db, key);
        return { state: 'queued' };
      }
      await markDone(db, key, answer.data);
      return { state: 'done' };
    } catch (error) {
      // Refused, or no answer without a service worker to keep the call: the server did not apply it.
      const refused = refusal(error);
      await rollBack(db, key, { status: refused.status, message: refused.message, listed: false });
      return refused;
    }
  });
}

/**
 * Logout, and tests that play a reload: forget what this page's memory holds (the calls in
 * flight); the pending state in the local database is untouched (logout deletes the database).
 */
export function resetWrites(): void {
  chains = new Map();
  resetPendingQueue();
  forgetSentHere();
}
