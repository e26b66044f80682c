import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { publishSyncStatus, resetSyncStatus } from '../../sync/sync-status';
import { obligation, sector, topic, localTestDatabase } from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';

installFakeIndexedDb();

const db = localTestDatabase({ beforeEach: resetSyncStatus });

const codes = () =>
  screen.getAllByTestId('sector-row').map((row) => within(row).getByText(/^S\d+$/).textContent);

describe('sector list', () => {
  it('lists sectors by code, 20 a page, and pages on', async () => {
    const docs = Array.from({ length: 25 }, (_, i) =>
      sector({ code: `S${String(25 - i).padStart(2, '0')}` }),
    );
    await db().sectors.bulkInsert(docs);
    signInAs();
    const { user } = renderScreen('/library');
    await waitFor(() => expect(screen.getAllByTestId('sector-row')).toHaveLength(20));
    expect(codes()[0]).toBe('S01');
    expect(codes()[19]).toBe('S20');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(codes()).toEqual(['S21', 'S22', 'S23', 'S24', 'S25']));
  });

  it("marks the company's own sector and offers a customer admin to add one, never a provider", async () => {
    await db().sectors.bulkInsert([
      sector({ code: 'S01', name_en: 'Mining' }),
      sector({
        code: 'S02',
        name_en: 'Our standards',
        company_uuid: '22222222-2222-4222-8222-222222222222',
      }),
    ]);
    signInAs();
    const { user, unmount } = renderScreen('/library');
    await waitFor(() => expect(screen.getAllByTestId('sector-row')).toHaveLength(2));
    const own = screen
      .getAllByTestId('sector-row')
      .find((r) => r.textContent?.includes('Our standards'))!;
    expect(within(own).getByTestId('own-badge')).toHaveTextContent('Own');
    expect(screen.getAllByTestId('own-badge')).toHaveLength(1);
    await user.click(screen.getByTestId('own-sector-add'));
    expect(await screen.findByTestId('own-sector-dialog')).toBeInTheDocument();
    unmount();
    signInAs(undefined, true);
    renderScreen('/library');
    await waitFor(() => expect(screen.getAllByTestId('sector-row')).toHaveLength(2));
    expect(screen.queryByTestId('own-sector-add')).not.toBeInTheDocument();
  });

  it('searches by code or name in either language', async () => {
    await db().sectors.bulkInsert([
      sector({ code: 'S01', name_en: 'Mining', name_id: 'Pertambangan' }),
      sector({ code: 'S02', name_en: 'Banking', name_id: 'Perbankan' }),
      sector({ code: 'S03', name_en: 'Health (clinics)', name_id: 'Kesehatan' }),
    ]);
    signInAs();
    const { user } = renderScreen('/library');
    await waitFor(() => expect(screen.getAllByTestId('sector-row')).toHaveLength(3));
    await user.type(screen.getByTestId('sector-search'), 'perbank');
    await waitFor(() => expect(codes()).toEqual(['S02']));
    await user.clear(screen.getByTestId('sector-search'));
    await user.type(screen.getByTestId('sector-search'), '(clin');
    await waitFor(() => expect(codes()).toEqual(['S03']));
    await user.clear(screen.getByTestId('sector-search'));
    await user.type(screen.getByTestId('sector-search'), 's01');
    await waitFor(() => expect(codes()).toEqual(['S01']));
  });

  it('shows names in Indonesian and the last sync time', async () => {
    await db().sectors.insert(sector({ code: 'S01', name_en: 'Mining', name_id: 'Pertambangan' }));
    await publishSyncStatus(db(), { state: 'success', lastSyncAt: '2025-06-01T08:00:00.000Z' });
    await setLanguage('id');
    signInAs();
    renderScreen('/library');
    expect(await screen.findByText('Pertambangan')).toBeInTheDocument();
    expect(screen.getByTestId('last-sync')).toHaveTextContent(/^Sinkronisasi terakhir: .*2025/);
  });

  it('shows a provider the unpublished count, and a customer not', async () => {
    const s = sector({ code: 'S01' });
    const t = topic(s.id);
    await db().sectors.insert(s);
    await db().obligations.bulkInsert([
      obligation(t, { obligation_status: 0 }),
      obligation(t, { obligation_status: 0 }),
      obligation(t, { obligation_status: 1 }),
      obligation(t, { obligation_status: -2 }),
    ]);
    signInAs(undefined, true);
    const first = renderScreen('/library');
    await waitFor(() =>
      expect(screen.getByTestId('unpublished-count')).toHaveTextContent('Unpublished content: 2'),
    );
    expect(screen.getByTestId('last-sync')).toHaveTextContent('Not synced yet');
    first.unmount();

    signInAs(undefined, false);
    renderScreen('/library');
    await screen.findAllByTestId('sector-row');
    expect(screen.queryByTestId('unpublished-count')).not.toBeInTheDocument();
  });

  it('leads a provider from the unpublished count to the sectors holding drafts, then to their drafts', async () => {
    const [s1, s2, s3] = [
      sector({ code: 'S01' }),
      sector({ code: 'S02' }),
      sector({ code: 'S03' }),
    ];
    await db().sectors.bulkInsert([s1, s2, s3]);
    await db().obligations.bulkInsert([
      obligation(topic(s1.id), { obligation_status: 0 }),
      obligation(topic(s1.id), { obligation_status: 0 }),
      obligation(topic(s2.id), { obligation_status: 1 }),
      obligation(topic(s3.id), { obligation_status: 0 }),
    ]);
    signInAs(undefined, true);
    const { user, router } = renderScreen('/library');
    await waitFor(() => expect(codes()).toEqual(['S01', 'S02', 'S03']));
    const count = await screen.findByRole('link', { name: 'Unpublished content: 3' });
    await user.click(count);
    await waitFor(() => expect(codes()).toEqual(['S01', 'S03']));
    expect(router.state.location.search).toEqual({ status: 'draft' });
    expect(screen.getAllByTestId('sector-unpublished').map((b) => b.textContent)).toEqual([
      '2 unpublished',
      '1 unpublished',
    ]);
    expect(screen.getByTestId('unpublished-filter')).toHaveTextContent(
      'Sectors with unpublished content',
    );
    // Each row opens its sector filtered to its drafts; the count no longer links to this page.
    expect(screen.getAllByTestId('sector-row')[0].getAttribute('href')).toBe(
      `/library/${s1.id}?status=draft`,
    );
    expect(screen.queryByRole('link', { name: /Unpublished content/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all sectors' }));
    await waitFor(() => expect(codes()).toEqual(['S01', 'S02', 'S03']));
  });

  it('shows no count when nothing is unpublished, and ignores the draft filter for a customer', async () => {
    await db().sectors.bulkInsert([sector({ code: 'S01' }), sector({ code: 'S02' })]);
    signInAs(undefined, true);
    const first = renderScreen('/library');
    await waitFor(() => expect(codes()).toEqual(['S01', 'S02']));
    expect(screen.queryByTestId('unpublished-count')).not.toBeInTheDocument();
    first.unmount();

    signInAs(undefined, false);
    renderScreen('/library?status=draft');
    await waitFor(() => expect(codes()).toEqual(['S01', 'S02']));
    expect(screen.queryByTestId('unpublished-filter')).not.toBeInTheDocument();
  });

  it('refuses a user without the library module', async () => {
    signInAs(['obligation']);
    renderScreen('/library');
    expect(await screen.findByTestId('no-access')).toHaveTextContent(
      'You do not have access to this page',
    );
  });
});
