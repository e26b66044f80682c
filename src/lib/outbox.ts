/**
 * The page's side of the service worker's outbox (src/sw/outbox): requests go to the active
 * worker with postMessage and a MessagePort for the answer; the worker broadcasts every change
 * of its state on the BroadcastChannel `regcomply-outbox`, and the final outcome of each entry
 * (by its Idempotency-Key), which the write kit (src/db/writes) settles its writes on. Without a
 * worker (tests, dev server, old browsers) every call answers at once with "nothing pending".
 */
import type { FailedEntry, Outcome, OutboxSummary } from '../sw/outbox/entry';
import type { OutboxBroadcast, OutboxRequest, OutboxStateMessage } from '../sw/outbox/summary';

export type { FailedEntry, Outcome, OutboxSummary };

const CHANNEL = 'regcomply-outbox';
const ANSWER_TIMEOUT_MS = 5_000;

async function activeWorker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active ?? null;
  } catch {
    return null;
  }
}

/** Sends a request to the worker; resolves with its state, or null without a worker. */
export async function askWorker(message: OutboxRequest): Promise<OutboxSummary | null> {
  const worker = await activeWorker();
  if (!worker) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<OutboxStateMessage>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data.summary);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The worker sends queued calls with this token (null after logout or a 401). */
export const postToken = (token: string | null) => askWorker({ type: 'outbox:token', token });
export const requestReplay = () => askWorker({ type: 'outbox:replay' });
export const outboxState = () => askWorker({ type: 'outbox:state' });
export const dismissFailed = (id: string) => askWorker({ type: 'outbox:dismiss', id });

/** Logout: every queued and refused change and the worker's copy of the token go. */
export async function clearOutbox(): Promise<void> {
  await askWorker({ type: 'outbox:clear' });
}

/** How many changes still wait to be sent (0 without a worker). */
export async function pendingCount(): Promise<number> {
  return (await outboxState())?.pending ?? 0;
}

/**
 * Follows the outbox: the worker's broadcasts, and a replay request whenever the browser says
 * the connection is back. Returns the function that stops listening.
 */
export function listenOutbox(listener: (summary: OutboxSummary) => void): () => void {
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxStateMessage>) => {
    if (event.data?.type === 'outbox:state') listener(event.data.summary);
  };
  const onOnline = () => void requestReplay().then((s) => s && listener(s));
  window.addEventListener('online', onOnline);
  void outboxState().then((s) => s && listener(s));
  return () => {
    channel.close();
    window.removeEventListener('online', onOnline);
  };
}

/**
 * Follows the final outcome of each outbox entry (every open tab hears it). Returns the function
 * that stops listening.
 */
export function listenOutcomes(listener: (outcome: Outcome) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxBroadcast>) => {
    if (event.data?.type === 'outbox:outcome') listener(event.data.outcome);
  };
  return () => channel.close();
}

/** Deletes the caches that may hold user data; the precached app shell stays (login offline). */
export async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name)),
  );
}
