/**
 * What the page is told about the outbox (pending count, refused changes, waiting for login),
 * and the messages page and service worker exchange. The page sends a request with a
 * MessagePort; the worker answers on the port with the summary, and also broadcasts every
 * change on the BroadcastChannel `regcomply-outbox` to all open tabs, with one `outbox:outcome`
 * message per entry that reached its final answer (which write settled, and how).
 */
import type { Outcome, OutboxSummary } from './entry';
import type { OutboxStore } from './store';

export const OUTBOX_CHANNEL = 'regcomply-outbox';
export const SYNC_TAG = 'outbox';

export type OutboxRequest =
  | { type: 'outbox:token'; token: string | null }
  | { type: 'outbox:replay' }
  | { type: 'outbox:state' }
  | { type: 'outbox:dismiss'; id: string }
  | { type: 'outbox:clear' };

export interface OutboxStateMessage {
  type: 'outbox:state';
  summary: OutboxSummary;
}

/** Broadcast when an entry reached its final answer (see replay.ts). */
export interface OutboxOutcomeMessage {
  type: 'outbox:outcome';
  outcome: Outcome;
}

export type OutboxBroadcast = OutboxStateMessage | OutboxOutcomeMessage;

export function isOutboxRequest(data: unknown): data is OutboxRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { type?: unknown }).type === 'string' &&
    (data as { type: string }).type.startsWith('outbox:')
  );
}

export async function summarize(store: OutboxStore): Promise<OutboxSummary> {
  const [entries, failed, token, rejected] = await Promise.all([
    store.list(),
    store.listFailed(),
    store.getMeta('token'),
    store.getMeta('rejected_token'),
  ]);
  const head = entries[0];
  const waitingForLogin = Boolean(head && head.user_uuid && (!token || token === rejected));
  return { pending: entries.length, failed, waitingForLogin };
}
