import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { session } from '../../state/session';
import { localTestDatabase, obligation, sector, topic } from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });

async function openObligation(bookmarks: { view: boolean; create: boolean }) {
  const o = obligation(topic(sector().id), { comp_title_en: 'Hold a permit' });
  await db().obligations.insert(o);
  installFakeApi(() => ({ status: 500, body: { message: 'not expected' } }));
  signInAs(['obligation', 'bookmarks']);
  session.privileges = {
    obligation: { view: true, create: false, update: false, delete: false },
    bookmarks: { ...bookmarks, update: false, delete: false },
  };
  renderScreen(`/obligations/${o.id}`);
  await screen.findByTestId('obligation-title');
}

describe('bookmark button gating', () => {
  it('is hidden from a user who may view bookmarks but not create them (the server would answer 403)', async () => {
    await openObligation({ view: true, create: false });
    expect(screen.queryByTestId('bookmark-toggle')).not.toBeInTheDocument();
  });

  it('shows to a user holding bookmarks:create, the right the server checks', async () => {
    await openObligation({ view: true, create: true });
    expect(await screen.findByTestId('bookmark-toggle')).toHaveTextContent('Bookmark');
  });
});
