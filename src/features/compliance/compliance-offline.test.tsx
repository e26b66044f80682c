import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startWrites } from '../../db/writes/outcomes';
import { browserRequest, pendingWrites, resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { entryFromRequest, queuedResponse } from '../../sw/outbox/enqueue';
import type { OutboxStore } from '../../sw/outbox/store';
import { storage } from '../../lib/storage';
import { fakeServer, freshStore, tokenFor } from '../../sw/outbox/outbox.fixtures';
import { OUTBOX_CHANNEL } from '../../sw/outbox/summary';
import { createOutboxWorker } from '../../sw/outbox/worker';
import { compliance } from '../../test/compliance-fixtures';
import { localTestDatabase } from '../../test/library-fixtures';
import { renderCompliance } from '../../test/render-compliance';
import { signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
const TOKEN = tokenFor('u1');
beforeEach(async () => {
  await db().compliances.find().remove();
  await resetWriteState(db());
  storage.setToken(TOKEN);
});
afterAll(() => storage.setToken(null));

/** Offline: the worker queues every write (its own code); a read finds no network. */
function offline(store: OutboxStore) {
  installFakeApi(async (request) => {
    if (request.method === 'get') throw new TypeError('Failed to fetch');
    const sent = browserRequest(request);
    await store.add(await entryFromRequest(sent));
    const response = queuedResponse(sent.url);
    return { status: response.status, body: await response.json() };
  });
}

async function offlineDetail(doc: ReturnType<typeof compliance>) {
  await db().compliances.insert(doc);
  const store = freshStore();
  await store.setMeta('token', TOKEN);
  offline(store);
  signInAs(['compliance']);
  const view = renderCompliance(`/compliance/${doc.id}`);
  await screen.findByTestId('compliance-detail');
  return { ...view, store };
}

async function replay(store: ReturnType<typeof freshStore>, answers: number[]) {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  const server = fakeServer(answers);
  const worker = createOutboxWorker({
    store,
    fetch: server.fetch,
    broadcast: (m) => channel.postMessage(m),
  });
  const result = await worker.replay({ force: true });
  channel.close();
  return { result, server };
}

describe('compliance changes made offline', () => {
  it('a deadline change and a claim apply at once, show pending, and each lands exactly once', async () => {
    const doc = compliance({ process_status: 'not_comply', deadline: '2030-01-01' });
    const stopWrites = startWrites();
    try {
      const { user, store } = await offlineDetail(doc);
      await user.click(screen.getByTestId('compliance-edit-open'));
      await user.clear(screen.getByTestId('edit-deadline'));
      await user.type(screen.getByTestId('edit-deadline'), '2030-06-30');
      await user.click(screen.getByTestId('edit-save'));
      await user.click(await screen.findByTestId('action-claim'));

      await waitFor(async () =>
        expect((await db().compliances.findOne(doc.id).exec())?.process_status).toBe('claim'),
      );
      expect((await db().compliances.findOne(doc.id).exec())?.deadline).toBe('2030-06-30');
      expect(screen.getByTestId('process-status')).toHaveTextContent('Claim');
      expect(screen.getByTestId('compliance-pending')).toBeInTheDocument();
      await waitFor(async () => expect(await store.count()).toBe(2));
      // The history is the server's: without a connection the panel says so.
      expect(await screen.findByTestId('activity-offline')).toHaveTextContent(
        'available when online',
      );

      // Back online the worker replays: each change reaches the server once, under its own key.
      const { result, server } = await replay(store, [200, 200]);
      expect(result).toMatchObject({ remaining: 0, failed: 0 });
      expect(server.received.map((r) => r.path)).toEqual([
        '/api/compliance/update',
        '/api/compliance/process/update',
      ]);
      expect(server.writes.size).toBe(2);
      expect(JSON.parse(server.received[1].body)).toMatchObject({
        action: 'claim',
        from_status: 'not_comply',
      });
      await waitFor(async () =>
        expect(Object.values((await pendingWrites(db())).docs).flatMap((d) => d.entries)).toEqual(
          [],
        ),
      );

      // The server's echo arrives by sync: nothing is pending any more.
      const local = (await db().compliances.findOne(doc.id).exec())!.toMutableJSON();
      await db().compliances.upsert({ ...local, updated_at: '2026-01-01T00:00:00.000Z' });
      await waitFor(() => expect(screen.queryByTestId('compliance-pending')).toBeNull());
    } finally {
      stopWrites();
    }
  });

  it('a claim made offline takes the audit steps away from the claimer at once, as the server will (separation of duties)', async () => {
    const doc = compliance({
      process_status: 'not_comply',
      deadline: '2030-01-01',
      actions: ['view', 'claim', 'audit'],
    });
    const stopWrites = startWrites();
    try {
      const { user } = await offlineDetail(doc);
      await user.click(await screen.findByTestId('action-claim'));
      await waitFor(async () =>
        expect((await db().compliances.findOne(doc.id).exec())?.process_status).toBe('claim'),
      );
      expect((await db().compliances.findOne(doc.id).exec())?.actions).toEqual(['view', 'claim']);
      expect(screen.getByTestId('process-status')).toHaveTextContent('Claim');
      expect(screen.queryByTestId('action-audit')).toBeNull();
      expect(screen.queryByTestId('action-reject')).toBeNull();
    } finally {
      stopWrites();
    }
  });

  it('a queued claim the server refuses (rejected meanwhile) shows as failed with the reason, and the state follows the server', async () => {
    const doc = compliance({ process_status: 'not_comply', deadline: '2030-01-01' });
    const stopWrites = startWrites();
    try {
      const { user, store } = await offlineDetail(doc);
      await user.click(screen.getByTestId('action-claim'));
      await waitFor(async () => expect(await store.count()).toBe(1));
      expect(screen.getByTestId('process-status')).toHaveTextContent('Claim');

      const { result } = await replay(store, [409]);
      expect(result).toMatchObject({ failed: 1, remaining: 0 });
      expect(await screen.findByTestId('compliance-write-error')).toHaveTextContent(
        'The change failed: refused 409',
      );
      await waitFor(() =>
        expect(screen.getByTestId('process-status')).toHaveTextContent('In progress'),
      );
    } finally {
      stopWrites();
    }
  });
});
