import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookmarkId, type BookmarkEntity } from '../../../contract/sync';
import { setLanguage } from '../../lib/i18n';
import {
  obligation,
  regulation,
  sector,
  topic,
  localTestDatabase,
} from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase();

const mark = (type: BookmarkEntity, uuid: string, at: string) => ({
  id: bookmarkId(type, uuid),
  entity_type: type,
  entity_uuid: uuid,
  created_at: at,
  updated_at: at,
});

async function seed() {
  const t = topic(sector().id);
  const o1 = obligation(t, { comp_title_en: 'Hold a permit', comp_title_id: 'Memiliki izin' });
  const o2 = obligation(t, { comp_title_en: 'Not bookmarked' });
  const r1 = regulation({ title_en: 'Mining Law', title_id: 'UU Pertambangan' });
  const r2 = regulation({ title_en: 'Banking Law', title_id: 'UU Perbankan' });
  await db().obligations.bulkInsert([o1, o2]);
  await db().regulations.bulkInsert([r1, r2]);
  await db().bookmarks.bulkInsert([
    mark('regulation', r1.id, '2025-01-01T00:00:00.000Z'),
    mark('regulation', r2.id, '2025-02-01T00:00:00.000Z'),
    mark('regulation', 'gone-from-device', '2024-01-01T00:00:00.000Z'),
    mark('obligation', o1.id, '2025-01-01T00:00:00.000Z'),
  ]);
  return { o1, r1 };
}

describe('bookmarks screen', () => {
  it('lists bookmarked regulations newest first, and bookmarked obligations in their tab', async () => {
    const { o1 } = await seed();
    signInAs();
    const { user } = renderScreen('/bookmarks');
    await waitFor(() => expect(screen.getAllByTestId('bookmark-regulation')).toHaveLength(3));
    expect(
      screen.getAllByTestId('bookmark-regulation').map((r) => r.firstChild?.textContent),
    ).toEqual(['Banking Law', 'Mining Law', 'Not available on this device']);
    await user.click(screen.getByRole('tab', { name: 'Obligations' }));
    await waitFor(() => expect(screen.getAllByTestId('bookmark-obligation')).toHaveLength(1));
    const link = screen.getByRole('link', { name: 'Hold a permit' });
    expect(link.getAttribute('href')).toBe(`/obligations/${o1.id}`);
  });

  it('follows the local collection live, in Indonesian', async () => {
    const { o1 } = await seed();
    await setLanguage('id');
    signInAs();
    const { user } = renderScreen('/bookmarks');
    await user.click(await screen.findByRole('tab', { name: 'Kewajiban' }));
    expect(await screen.findByRole('link', { name: 'Memiliki izin' })).toBeInTheDocument();
    await (await db().bookmarks.findOne(bookmarkId('obligation', o1.id)).exec())!.remove();
    expect(await screen.findByText('Belum ada yang ditandai.')).toBeInTheDocument();
  });
});
