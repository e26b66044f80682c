import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookmarkId } from '../../../contract/sync';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeAnswer,
  type RecordedRequest,
} from '../../lib/api-fake';
import { obligation, sector, topic, localTestDatabase } from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';
import {
  bookmarkPending,
  isPending,
  resetBookmarkPending,
  toggleBookmark,
} from './toggle-bookmark.api';

const db = localTestDatabase({ beforeEach: resetBookmarkPending, afterAll: uninstallFakeApi });

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

async function seedObligation() {
  const o = obligation(topic(sector().id), { comp_title_en: 'Hold a permit' });
  await db().obligations.insert(o);
  return o;
}

describe('bookmark toggle', () => {
  it('bookmarks at once, stays pending until the server echo, then settles', async () => {
    const o = await seedObligation();
    const server = heldServer();
    signInAs();
    const { user } = renderScreen(`/obligations/${o.id}`);
    await waitFor(() => expect(screen.getByTestId('bookmark-toggle')).toBeEnabled());
    await user.click(screen.getByTestId('bookmark-toggle'));
    await waitFor(() =>
      expect(screen.getByTestId('bookmark-toggle')).toHaveTextContent('Remove bookmark'),
    );
    expect(screen.getByTestId('bookmark-pending')).toHaveTextContent('Waiting for the server');
    expect(await local(o.id)).not.toBeNull();
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({
      method: 'post',
      url: '/obligation/bookmark',
      body: { obligation_uuid: o.id },
    });
    expect(server.requests[0].headers['Idempotency-Key']).toBeTruthy();

    server.waiting[0].answer(toggled(true));
    await waitFor(() =>
      expect(bookmarkPending.entries[bookmarkId('obligation', o.id)].inFlight).toBe(0),
    );
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
    const first = toggleBookmark('obligation', o.id);
    const second = toggleBookmark('obligation', o.id);
    const third = toggleBookmark('obligation', o.id);
    await waitFor(() => expect(server.waiting).toHaveLength(1));
    // three flips happened locally at once: on, off, on
    await waitFor(async () => expect(await local(o.id)).not.toBeNull());
    server.waiting[0].answer(toggled(true));
    await waitFor(() => expect(server.waiting).toHaveLength(2));
    server.waiting[1].answer(toggled(false));
    await waitFor(() => expect(server.waiting).toHaveLength(3));
    server.waiting[2].answer(toggled(true));
    await Promise.all([first, second, third]);
    expect(server.requests).toHaveLength(3);
    expect(await local(o.id)).not.toBeNull();
  });

  it('keeps a queued (offline) toggle pending', async () => {
    const o = await seedObligation();
    installFakeApi(() => ({ status: 202, body: { queued: true } }));
    await toggleBookmark('obligation', o.id);
    const entry = bookmarkPending.entries[bookmarkId('obligation', o.id)];
    const doc = await local(o.id);
    expect(doc).not.toBeNull();
    expect(isPending(entry, doc!.toJSON() as never)).toBe(true);
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
    await toggleBookmark('obligation', o.id);
    expect(await local(o.id)).toBeNull();
    expect(isPending(bookmarkPending.entries[bookmarkId('obligation', o.id)], null)).toBe(false);
  });

  it('follows the server when it held the other state', async () => {
    const o = await seedObligation();
    installFakeApi(() => toggled(false)); // already bookmarked on another device: the toggle removed it
    await toggleBookmark('obligation', o.id);
    expect(await local(o.id)).toBeNull();
  });

  it('undoes the flip and says why when the server refuses', async () => {
    const o = await seedObligation();
    installFakeApi(() => ({ status: 404, body: { message: 'Data not found' } }));
    signInAs();
    const { user } = renderScreen(`/obligations/${o.id}`);
    await waitFor(() => expect(screen.getByTestId('bookmark-toggle')).toBeEnabled());
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
