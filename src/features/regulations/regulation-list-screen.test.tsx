import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { regulation, localTestDatabase } from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase();

const titles = () =>
  screen.getAllByTestId('regulation-row').map((r) => within(r).getByRole('link').textContent);

async function seed() {
  await db().regulations.bulkInsert([
    regulation({
      title_en: 'Mining Law',
      title_id: 'Undang-Undang Pertambangan',
      number: '4',
      year: 2009,
      legal_status: 'amended',
    }),
    regulation({
      title_en: 'Banking Law',
      title_id: 'Undang-Undang Perbankan',
      number: '10',
      year: 1998,
      legal_status: 'in_effect',
    }),
    regulation({
      title_en: 'Job Creation Law',
      title_id: 'Undang-Undang Cipta Kerja',
      number: '11',
      year: 2020,
      legal_status: 'repealed',
    }),
  ]);
}

describe('regulation list', () => {
  it('lists the newest first and searches title (both languages), number and year', async () => {
    await seed();
    signInAs();
    const { user } = renderScreen('/regulations');
    await waitFor(() =>
      expect(titles()).toEqual(['Job Creation Law', 'Mining Law', 'Banking Law']),
    );
    const search = screen.getByTestId('regulation-search');
    await user.type(search, 'perbankan');
    await waitFor(() => expect(titles()).toEqual(['Banking Law']));
    await user.clear(search);
    await user.type(search, '2009');
    await waitFor(() => expect(titles()).toEqual(['Mining Law']));
    await user.clear(search);
    await user.type(search, '11');
    await waitFor(() => expect(titles()).toEqual(['Job Creation Law']));
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(await screen.findByText('No regulations found.')).toBeInTheDocument();
  });

  it('filters by legal status, labelled in the current language', async () => {
    await seed();
    await setLanguage('id');
    signInAs();
    const { user } = renderScreen('/regulations');
    await waitFor(() => expect(screen.getAllByTestId('regulation-row')).toHaveLength(3));
    expect(screen.getAllByTestId('legal-status').map((b) => b.textContent)).toEqual([
      'Dicabut',
      'Diubah',
      'Berlaku',
    ]);
    await user.click(screen.getByTestId('legal-status-filter'));
    await user.click(await screen.findByRole('option', { name: 'Diubah dan dicabut sebagian' }));
    expect(await screen.findByText('Tidak ada peraturan yang ditemukan.')).toBeInTheDocument();
    await user.click(screen.getByTestId('legal-status-filter'));
    await user.click(await screen.findByRole('option', { name: 'Berlaku' }));
    await waitFor(() => expect(titles()).toEqual(['Undang-Undang Perbankan']));
  });

  it('names the regulation type in words in the current language, never its code', async () => {
    await db().regulations.bulkInsert([
      regulation({
        title_en: 'Waste Rule',
        type: 'ministerial_regulation',
        number: '6',
        year: 2021,
      }),
    ]);
    signInAs();
    renderScreen('/regulations');
    const row = await screen.findByTestId('regulation-row');
    expect(row).toHaveTextContent('Ministerial Regulation · 6 · 2021');
    await setLanguage('id');
    await waitFor(() => expect(row).toHaveTextContent('Peraturan Menteri · 6 · 2021'));
    expect(row).not.toHaveTextContent('ministerial_regulation');
  });

  it('pages by 20', async () => {
    await db().regulations.bulkInsert(
      Array.from({ length: 23 }, (_, i) => regulation({ title_en: `Reg ${i}`, year: 2000 + i })),
    );
    signInAs();
    const { user } = renderScreen('/regulations');
    await waitFor(() => expect(screen.getAllByTestId('regulation-row')).toHaveLength(20));
    // Every pagination control has a name, the icon-only arrows included.
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(titles()).toEqual(['Reg 2', 'Reg 1', 'Reg 0']));
  });
});
