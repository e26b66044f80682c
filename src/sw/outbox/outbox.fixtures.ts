/**
 * Test helpers for the outbox: a fresh IndexedDB store per test (fake-indexeddb), tokens that
 * carry a `user_uuid`, queued requests, and a fake server that writes once per Idempotency-Key
 * and can be told how to answer each call.
 */
import { entryFromRequest } from './enqueue';
import type { OutboxEntry } from './entry';
import { createIdbStore, type OutboxStore } from './store';

let dbCounter = 0;

export function freshStore(): OutboxStore {
  dbCounter += 1;
  return createIdbStore(`outbox-test-${dbCounter}-${Date.now()}`);
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function tokenFor(user: string, jti = 'a'): string {
  return `${base64url({ alg: 'HS256' })}.${base64url({ user_uuid: user, jti })}.sig`;
}

export async function queue(
  store: OutboxStore,
  path: string,
  body: object,
  token = tokenFor('u1'),
): Promise<OutboxEntry> {
  const request = new Request(`http://app.test${path}?lang=en`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      access_token: token,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return store.add(await entryFromRequest(request));
}

export interface Received {
  path: string;
  key: string | null;
  token: string | null;
  body: string;
}

export type Answer = number | 'network' | 'hang-after-write';

/** Answers in turn from `script` (then 200); writes once per key like the real server. */
export function fakeServer(script: Answer[] = []) {
  const received: Received[] = [];
  const writes = new Map<string, string>();
  const fetch = async (request: Request): Promise<Response> => {
    const answer = script.shift() ?? 200;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const url = new URL(request.url);
    const key = request.headers.get('idempotency-key');
    const item = {
      path: url.pathname,
      key,
      token: request.headers.get('access_token'),
      body: await request.text(),
    };
    received.push(item);
    if (answer === 'hang-after-write') {
      if (key && !writes.has(key)) writes.set(key, item.body);
      return new Promise<Response>(() => {}); // the worker dies before the answer
    }
    if (answer >= 200 && answer < 300 && key && !writes.has(key)) writes.set(key, item.body);
    const message = answer >= 400 ? `refused ${answer}` : 'ok';
    return new Response(JSON.stringify({ message }), { status: answer });
  };
  return { fetch, received, writes };
}
