// @vitest-environment node
import { installFakeIndexedDb } from '../../test/indexeddb';
import { describe, expect, it } from 'vitest';
import { replayOutbox } from './replay';
import { fakeServer, freshStore, queue, tokenFor } from './outbox.fixtures';

installFakeIndexedDb();

const T1 = tokenFor('u1', 'first');
const T2 = tokenFor('u1', 'second');

describe('outbox replay', () => {
  it('sends the entries one at a time in the order they were queued', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    for (const n of [1, 2, 3]) await queue(store, `/api/item/${n}`, { n });
    const server = fakeServer();
    const result = await replayOutbox({ store, fetch: server.fetch });
    expect(server.received.map((r) => r.path)).toEqual([
      '/api/item/1',
      '/api/item/2',
      '/api/item/3',
    ]);
    expect(result).toMatchObject({ sent: 3, remaining: 0, blocked: null });
    expect(await store.count()).toBe(0);
  });

  it('keeps an entry through 503 twice, then sends it once with the same key', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    const entry = await queue(store, '/api/obligation/bookmark', { obligation_uuid: 'o1' });
    await queue(store, '/api/item/after', {});
    const server = fakeServer([503, 503]);
    let clock = 1_000;
    const deps = { store, fetch: server.fetch, now: () => clock };

    const first = await replayOutbox(deps);
    expect(first).toMatchObject({ sent: 0, remaining: 2, blocked: 'server' });
    expect(first.retryAt).toBe(clock + 2_000);
    // The periodic replay leaves it alone during the backoff...
    expect(await replayOutbox(deps)).toMatchObject({ blocked: 'backoff' });
    expect(server.received).toHaveLength(1);
    clock += 2_000;
    expect(await replayOutbox(deps)).toMatchObject({ blocked: 'server', retryAt: clock + 4_000 });
    clock += 4_000;
    expect(await replayOutbox(deps)).toMatchObject({ sent: 2, remaining: 0 });

    const bookmarkCalls = server.received.filter((r) => r.path === '/api/obligation/bookmark');
    expect(bookmarkCalls).toHaveLength(3);
    expect(new Set(bookmarkCalls.map((r) => r.key))).toEqual(new Set([entry.idempotency_key]));
    expect(server.writes.size).toBe(2); // written once each
    expect(server.received.at(-1)!.path).toBe('/api/item/after'); // the later one never overtook
  });

  it('keeps the entry on a network error and records the error', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    await queue(store, '/api/item/1', {});
    const result = await replayOutbox({ store, fetch: fakeServer(['network']).fetch });
    expect(result).toMatchObject({ blocked: 'network', remaining: 1 });
    const [kept] = await store.list();
    expect(kept).toMatchObject({ attempts: 1, last_error: 'Failed to fetch' });
  });

  it('waits after a 401 until a new token arrives, then lands with the new token', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    const entry = await queue(store, '/api/obligation/bookmark', { obligation_uuid: 'o1' }, T1);
    const server = fakeServer([401]);

    expect(await replayOutbox({ store, fetch: server.fetch })).toMatchObject({ blocked: 'token' });
    // Forced replays (online, sync) do not resend with the rejected token.
    expect(await replayOutbox({ store, fetch: server.fetch }, { force: true })).toMatchObject({
      blocked: 'token',
      remaining: 1,
    });
    expect(server.received).toHaveLength(1);
    expect(server.received[0].token).toBe(T1);

    await store.setMeta('token', T2);
    expect(await replayOutbox({ store, fetch: server.fetch })).toMatchObject({
      sent: 1,
      remaining: 0,
    });
    expect(server.received).toHaveLength(2);
    expect(server.received[1]).toMatchObject({ token: T2, key: entry.idempotency_key });
    expect(server.writes.size).toBe(1);
  });

  it('never replays an entry with another user’s token', async () => {
    const store = freshStore();
    await queue(store, '/api/item/1', {}, T1);
    await store.setMeta('token', tokenFor('u2'));
    const server = fakeServer();
    expect(await replayOutbox({ store, fetch: server.fetch })).toMatchObject({ blocked: 'token' });
    expect(server.received).toHaveLength(0);
  });

  it('moves a 400 to the failed list with the server message and goes on with the next', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    const bad = await queue(store, '/api/item/bad', { x: 1 });
    await queue(store, '/api/item/good', {});
    const result = await replayOutbox({ store, fetch: fakeServer([400]).fetch });
    expect(result).toMatchObject({ sent: 1, failed: 1, remaining: 0 });
    const failed = await store.listFailed();
    expect(failed).toEqual([
      expect.objectContaining({
        id: bad.id,
        idempotency_key: bad.idempotency_key,
        status: 400,
        message: 'refused 400',
        method: 'POST',
      }),
    ]);
    await store.dismissFailed(bad.id);
    expect(await store.listFailed()).toEqual([]);
  });

  it.each([403, 404, 409, 413, 422])('treats %i as final', async (status) => {
    const store = freshStore();
    await store.setMeta('token', T1);
    await queue(store, '/api/item/1', {});
    expect(await replayOutbox({ store, fetch: fakeServer([status]).fetch })).toMatchObject({
      failed: 1,
      remaining: 0,
    });
  });

  it.each([408, 429, 500, 502])('keeps %i for a later attempt', async (status) => {
    const store = freshStore();
    await store.setMeta('token', T1);
    await queue(store, '/api/item/1', {});
    expect(await replayOutbox({ store, fetch: fakeServer([status]).fetch })).toMatchObject({
      blocked: 'server',
      remaining: 1,
    });
    expect(await store.listFailed()).toEqual([]);
  });

  it('survives a crash mid-request: the entry stays and the retry reuses its key, written once', async () => {
    const store = freshStore();
    await store.setMeta('token', T1);
    const entry = await queue(store, '/api/obligation/bookmark', { obligation_uuid: 'o1' });
    const server = fakeServer(['hang-after-write']);

    // The first worker sends, the server writes, and the worker dies before the answer.
    void replayOutbox({ store, fetch: server.fetch });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.writes.size).toBe(1);
    const [kept] = await store.list();
    expect(kept).toMatchObject({ id: entry.id, attempts: 1, last_error: 'sending' });

    // The next worker start replays it with the same Idempotency-Key: no second write.
    const result = await replayOutbox({ store, fetch: server.fetch });
    expect(result).toMatchObject({ sent: 1, remaining: 0 });
    expect(server.received.map((r) => r.key)).toEqual([
      entry.idempotency_key,
      entry.idempotency_key,
    ]);
    expect(server.writes.size).toBe(1);
  });
});
