// @vitest-environment node
import { installFakeIndexedDb } from '../../test/indexeddb';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxBroadcast, OutboxStateMessage } from './summary';
import { fakeServer, freshStore, queue, tokenFor } from './outbox.fixtures';
import { createOutboxWorker } from './worker';

installFakeIndexedDb();

const T1 = tokenFor('u1', 'first');

function answerPort() {
  const received: OutboxStateMessage[] = [];
  return {
    received,
    port: { postMessage: (m: OutboxStateMessage) => received.push(m) } as unknown as MessagePort,
  };
}

describe('outbox worker', () => {
  it('stores the page’s token and replays with it, answering with the state', async () => {
    const store = freshStore();
    await queue(store, '/api/item/1', {}, T1);
    const server = fakeServer();
    const broadcasts: OutboxStateMessage[] = [];
    const worker = createOutboxWorker({
      store,
      fetch: server.fetch,
      broadcast: (m) => m.type === 'outbox:state' && broadcasts.push(m),
    });
    const { port, received } = answerPort();

    await worker.onMessage({ type: 'outbox:token', token: T1 }, port);

    expect(server.received).toHaveLength(1);
    expect(server.received[0].token).toBe(T1);
    expect(received.at(-1)!.summary).toEqual({ pending: 0, failed: [], waitingForLogin: false });
    expect(broadcasts.at(-1)!.summary.pending).toBe(0);
  });

  it('tells the pages how each entry ended, by its Idempotency-Key, before the new state', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    const refused = await queue(store, '/api/item/1', {});
    const landed = await queue(store, '/api/item/2', {});
    const broadcasts: OutboxBroadcast[] = [];
    const worker = createOutboxWorker({
      store,
      fetch: fakeServer([404]).fetch,
      broadcast: (m) => broadcasts.push(m),
    });
    await worker.replay({ force: true });
    expect(broadcasts.map((m) => m.type)).toEqual([
      'outbox:outcome',
      'outbox:outcome',
      'outbox:state',
    ]);
    expect(broadcasts.slice(0, 2)).toEqual([
      {
        type: 'outbox:outcome',
        outcome: {
          idempotency_key: refused.idempotency_key,
          ok: false,
          status: 404,
          message: 'refused 404',
        },
      },
      {
        type: 'outbox:outcome',
        outcome: { idempotency_key: landed.idempotency_key, ok: true, status: 200, message: null },
      },
    ]);
  });

  it('never sends one entry twice when replays are triggered together', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    for (const n of [1, 2]) await queue(store, `/api/item/${n}`, { n });
    const server = fakeServer();
    const worker = createOutboxWorker({ store, fetch: server.fetch });
    await Promise.all([
      worker.replay({ force: true }),
      worker.syncReplay(),
      worker.onMessage({ type: 'outbox:replay' }),
    ]);
    expect(server.received.map((r) => r.path)).toEqual(['/api/item/1', '/api/item/2']);
  });

  it('lets Background Sync try again while the network is still down', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    await queue(store, '/api/item/1', {});
    const worker = createOutboxWorker({ store, fetch: fakeServer(['network']).fetch });
    await expect(worker.syncReplay()).rejects.toThrow(/still waiting/);
    expect(await store.count()).toBe(1);
  });

  it('retries on its timer while entries remain', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    await queue(store, '/api/item/1', {});
    const server = fakeServer([503]);
    let offset = 0;
    const now = () => Date.now() + offset;
    const worker = createOutboxWorker({ store, fetch: server.fetch, now, maxIntervalMs: 1_000 });
    expect(await worker.replay()).toMatchObject({ blocked: 'server' });
    offset += 2_000; // the backoff is over when the timer fires
    await vi.waitFor(async () => expect(await store.count()).toBe(0), { timeout: 3_000 });
    expect(server.received).toHaveLength(2);
  });

  it('clears entries, refused changes and the token on logout', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    await queue(store, '/api/item/1', {});
    const worker = createOutboxWorker({ store, fetch: fakeServer().fetch });
    const { port, received } = answerPort();
    await worker.onMessage({ type: 'outbox:clear' }, port);
    expect(received[0].summary.pending).toBe(0);
    expect(await store.getMeta('token')).toBeNull();
  });
});
