/**
 * Test helpers for the write kit: a clean pending state per test, and the service worker as it
 * answers while the network is off: the app's request becomes an outbox entry through the
 * worker's own code (src/sw/outbox/enqueue.ts, store.ts) and the page gets `202 { queued: true }`.
 * The entries then replay through the real replay logic against a scripted server (fixtures of
 * src/sw/outbox).
 */
import { installFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { entryFromRequest, queuedResponse } from '../../sw/outbox/enqueue';
import type { OutboxStore } from '../../sw/outbox/store';
import type { AppDatabase } from '../database';
import { PENDING_DOC, readPending } from './pending-state';
import type { ServerCall } from './define-write';
import { resetWrites } from './run-write';

export async function resetWriteState(db: AppDatabase): Promise<void> {
  resetWrites();
  // The last test's writes may still settle (their pending state is written after the answer):
  // a remove at a revision one of them just replaced conflicts (409), so read it again and retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await (await db.getLocal(PENDING_DOC))?.remove();
      return;
    } catch (error) {
      if ((error as { status?: number }).status !== 409 || attempt === 5) throw error;
    }
  }
}

export const pendingWrites = readPending;

/** The request as the browser would send it to the worker. */
export function browserRequest(request: RecordedRequest): Request {
  const query = new URLSearchParams({ lang: String(request.params.lang ?? 'en') });
  return new Request(`http://app.test/api${request.url}?${query}`, {
    method: request.method.toUpperCase(),
    headers: request.headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

/** Every call of the app is queued in `store`, as the worker does offline. */
export function offlineWorker(store: OutboxStore): RecordedRequest[] {
  return installFakeApi(async (request) => {
    const sent = browserRequest(request);
    await store.add(await entryFromRequest(sent));
    const response = queuedResponse(sent.url);
    return { status: response.status, body: await response.json() };
  });
}

/**
 * A server call for the kit's own tests, which exercise the kit with made-up paths: product
 * writes make theirs from an endpoint only (`endpointCall`; ServerCall is branded).
 */
export const testCall = (call: {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}): ServerCall => call as unknown as ServerCall;
