import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bookmarkId } from '../../../contract/sync';
import { OutboxStatus } from '../../components/outbox-status';
import { settleWithOutbox, startWrites } from '../../db/writes/outcomes';
import { resetWrites } from '../../db/writes/run-write';
import { offlineWorker, pendingWrites, resetWriteState } from '../../db/writes/writes.fixtures';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeAnswer,
  type RecordedRequest,
} from '../../lib/api-fake';
import { i18n } from '../../lib/i18n';
import { storage } from '../../lib/storage';
import { applyOutboxSummary } from '../../state/pwa';
import { fakeServer, freshStore, tokenFor } from '../../sw/outbox/outbox.fixtures';
import { summarize, OUTBOX_CHANNEL } from '../../sw/outbox/summary';
import { createOutboxWorker } from '../../sw/outbox/worker';
import { obligation, sector, topic, localTestDatabase } from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';
import { toggleBookmark } from './toggle-bookmark.write';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(() => resetWriteState(db()));

/** A server whose answers the test releases one by one. */
function heldServer() {
  const waiting: { request: RecordedRequest; answer: (a: FakeAnswer) => void }[] = [];
  const requests = installFakeApi(
    (request) => new Promise<FakeAnswer>((answer) => waiting.push({ request, answer })),
  );
  return { requests, waiting };
}
const toggled = (bookmarked: boolean): FakeAnswer => ({
  status: 200,
  body: { message: 'OK', data: { bookmarked, bookmark_uuid: 'b1' } },
});
const local = (uuid: string) => db().bookmarks.findOne(bookmarkId('obligation', uuid)).exec();
const stateOf = async (uuid: string) =>
  (await pendingWrites(db())).docs[`bookmarks/${bookmarkId('obligation', uuid)}`];

async function seedObligation() {
  const o = obligation(topic(sector().id), { comp_title_en: 'Hold a permit' });
  await db().obligations.insert(o);
  return o;
}

async function openObligation(id: string) {
  signInAs();
  const view = renderScreen(`/obligations/${id}`);
  await waitFor(() => expect(screen.getByTestId('bookmark-toggle')).toBeEnabled());
  return view;
}

describe('bookmark toggle', () => {
  it('bookmarks at once, stays pending until the server echo, then settles', async () => {
    const o = await seedObligation();
    const server = heldServer();
    const { user } = await openObligation(o.id);
    await user.click(screen.getByTestId('bookmark-toggle'));
    await waitFor(() =>
      expect(screen.getByTestId('bookmark-toggle')).toHaveTextContent('Remove bookmark'),
    );
    expect(await screen.findByTestId('bookmark-pending')).toHaveTextContent(
      'Waiting for the server',
    );
    expect(await local(o.id)).not.toBeNull();
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({
      method: 'post',
      url: '/obligation/bookmark',
      body: { obligation_uuid: o.id },
    });
    expect(server.requests[0].headers['Idempotency-Key']).toBeTruthy();

    server.waiting[0].answer(toggled(true));
    await waitFor(async () => expect((await stateOf(o.id)).entries).toEqual([]));
    expect(screen.getByTestId('bookmark-pending')).toBeInTheDocument(); // the echo has not arrived yet
    // the replication brings the server's document back
    await db().bookmarks.upsert({
      id: bookmarkId('obligation', o.id),
      entity_type: 'obligation',
      entity_uuid: o.id,
      created_at: '2025-06-02T00:00:00.000Z',
      updated_at: '2025-06-02T00:00:00.000Z',
    });
    await waitFor(() => expect(screen.queryByTestId('bookmark-pending')).not.toBeInTheDocument());
    expect(screen.getByTestId('bookmark-toggle')).toHaveTextContent('Remove bookmark');
  });

  it('sends exactly one call per click, in click order, each after the previous answer', async () => {
    const o = await seedObligation();
    const server = heldServer();
    const first = toggleBookmark.obligation.run(o.id);
    const second = toggleBookmark.obligation.run(o.id);
    const third = toggleBookmark.obligation.run(o.id);
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    // three flips happened locally at once: on, off, on
    await waitFor(async () => expect((await stateOf(o.id))?.entries).toHaveLength(3));
    expect(await local(o.id)).not.toBeNull();
    server.waiting[0].answer(toggled(true));
    await waitFor(() => expect(server.waiting).toHaveLength(2));
    server.waiting[1].answer(toggled(false));
    await waitFor(() => expect(server.waiting).toHaveLength(3));
    server.waiting[2].answer(toggled(true));
    expect(await Promise.all([first, second, third])).toEqual([
      { state: 'done' },
      { state: 'done' },
      { state: 'done' },
    ]);
    expect(server.requests).toHaveLength(3);
    expect(new Set(server.requests.map((r) => r.headers['Idempotency-Key'])).size).toBe(3);
    expect(await local(o.id)).not.toBeNull();
  });

  it('keeps a queued (offline) toggle pending', async () => {
    const o = await seedObligation();
    installFakeApi(() => ({ status: 202, body: { queued: true } }));
    const { user } = await openObligation(o.id);
    await user.click(screen.getByTestId('bookmark-toggle'));
    await waitFor(async () => expect((await stateOf(o.id))?.entries[0].status).toBe('queued'));
    expect(screen.getByTestId('bookmark-pending')).toBeInTheDocument();
    expect(screen.getByTestId('bookmark-toggle')).toHaveTextContent('Remove bookmark');
  });

  it('a removal settles with the server answer', async () => {
    const o = await seedObligation();
    await db().bookmarks.insert({
      id: bookmarkId('obligation', o.id),
      entity_type: 'obligation',
      entity_uuid: o.id,
      created_at: 'x',
      updated_at: 'x',
    });
    installFakeApi(() => toggled(false));
    await toggleBookmark.obligation.run(o.id);
    expect(await local(o.id)).toBeNull();
    expect(await stateOf(o.id)).toBeUndefined(); // nothing pending, nothing to wait for
  });

  it('follows the server when it held the other state', async () => {
    const o = await seedObligation();
    installFakeApi(() => toggled(false)); // already bookmarked on another device: the toggle removed it
    await toggleBookmark.obligation.run(o.id);
    expect(await local(o.id)).toBeNull();
  });

  it('undoes the flip and says why when the server refuses', async () => {
    const o = await seedObligation();
    installFakeApi(() => ({ status: 404, body: { message: 'Data not found' } }));
    const { user } = await openObligation(o.id);
    await user.click(screen.getByTestId('bookmark-toggle'));
    expect(await screen.findByTestId('bookmark-error')).toHaveTextContent(
      'The bookmark change failed: Data not found',
    );
    expect(screen.getByTestId('bookmark-toggle')).toHaveTextContent('Bookmark');
    expect(await local(o.id)).toBeNull();
  });

  it('is hidden from a user without the bookmarks module', async () => {
    const o = await seedObligation();
    signInAs(['obligation']);
    renderScreen(`/obligations/${o.id}`);
    await screen.findByTestId('obligation-title');
    expect(screen.queryByTestId('bookmark-toggle')).not.toBeInTheDocument();
  });
});

describe('a bookmark toggled offline and refused on replay (issue 6 defect)', () => {
  const TOKEN = tokenFor('u1');
  afterAll(() => storage.setToken(null));

  it('rolls back on the screen, after a reload too, and lists the refusal with its label', async () => {
    storage.setToken(TOKEN);
    const o = await seedObligation();
    const store = freshStore();
    await store.setMeta('token', TOKEN);
    offlineWorker(store); // the network is off: the worker queues the call
    const stopWrites = startWrites();
    try {
      const first = await openObligation(o.id);
      await first.user.click(screen.getByTestId('bookmark-toggle'));
      await waitFor(async () => expect((await stateOf(o.id))?.entries[0].status).toBe('queued'));
      expect(await store.count()).toBe(1);

      // A reload: the page's memory goes; the flip and its pending state stay.
      first.unmount();
      resetWrites();
      await openObligation(o.id);
      expect(screen.getByTestId('bookmark-toggle')).toHaveTextContent('Remove bookmark');
      expect(screen.getByTestId('bookmark-pending')).toBeInTheDocument();

      // Back online, the worker replays; the server refuses for good (the obligation is gone).
      const channel = new BroadcastChannel(OUTBOX_CHANNEL);
      const worker = createOutboxWorker({
        store,
        fetch: fakeServer([404]).fetch,
        broadcast: (message) => channel.postMessage(message),
      });
      expect(await worker.replay({ force: true })).toMatchObject({ failed: 1, remaining: 0 });
      channel.close();

      await waitFor(() =>
        expect(screen.getByTestId('bookmark-toggle')).toHaveTextContent(/^Bookmark$/),
      );
      await waitFor(() => expect(screen.queryByTestId('bookmark-pending')).toBeNull());
      expect(screen.getByTestId('bookmark-error')).toHaveTextContent(
        'The bookmark change failed: refused 404',
      );
      expect(await local(o.id)).toBeNull();

      // The outbox status menu names the refused change by the write's label.
      const summary = await summarize(store);
      applyOutboxSummary(summary);
      await settleWithOutbox(summary); // already settled: changes nothing
      const user = userEvent.setup();
      render(
        <I18nextProvider i18n={i18n}>
          <MantineProvider env="test">
            <OutboxStatus />
          </MantineProvider>
        </I18nextProvider>,
      );
      await user.click(screen.getByTestId('outbox-status'));
      const item = await screen.findByTestId('outbox-failed-item');
      expect(within(item).getByTestId('outbox-failed-label')).toHaveTextContent(
        'Bookmark of an obligation',
      );
      expect(item).toHaveTextContent('404');
      expect(item).toHaveTextContent('refused 404');
    } finally {
      stopWrites();
      applyOutboxSummary({ pending: 0, failed: [], waitingForLogin: false });
    }
  });
});
