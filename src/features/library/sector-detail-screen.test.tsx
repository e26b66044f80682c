import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { obligation, sector, topic, localTestDatabase } from '../../test/library-fixtures';
import { makeProfile } from '../../test/fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';
import { setProfile } from '../../state/session';

installFakeIndexedDb();

const db = localTestDatabase();

async function seed() {
  const s = sector({ code: 'S01', name_en: 'Mining', name_id: 'Pertambangan' });
  const permits = topic(s.id, { title_en: 'Permits', title_id: 'Izin', sort: 2 });
  const safety = topic(s.id, { title_en: 'Safety', title_id: 'Keselamatan', sort: 1 });
  const reports = topic(s.id, {
    parent_uuid: permits.id,
    title_en: 'Reports',
    title_id: 'Laporan',
    sort: 1,
  });
  await db().sectors.insert(s);
  await db().topics.bulkInsert([permits, safety, reports]);
  await db().obligations.bulkInsert([
    obligation(permits, {
      comp_title_en: 'Hold a mining permit',
      sort: 2,
      type: 'licensing',
      priority: 'high',
      sanction: 'criminal',
    }),
    obligation(permits, {
      comp_title_en: 'Renew the permit',
      sort: 1,
      type: 'periodic',
      priority: 'medium',
      sanction: 'administrative',
    }),
    obligation(reports, {
      comp_title_en: 'File the quarterly report',
      type: 'periodic',
      priority: 'low',
      sanction: 'none',
    }),
    obligation(safety, {
      comp_title_en: 'Wear helmets',
      type: 'continuous',
      priority: 'high',
      sanction: 'administrative',
    }),
  ]);
  return s;
}

const titles = () =>
  screen.getAllByTestId('obligation-row').map((r) => within(r).getByRole('link').textContent);

describe('sector detail', () => {
  it('shows topics, subtopics and obligations by sort, with counts and links', async () => {
    const s = await seed();
    signInAs();
    renderScreen(`/library/${s.id}`);
    await waitFor(() => expect(screen.getAllByTestId('obligation-row')).toHaveLength(4));
    expect(screen.getAllByTestId('topic').map((t) => t.firstChild?.textContent)).toEqual([
      'Safety',
      'Permits',
    ]);
    expect(within(screen.getAllByTestId('topic')[1]).getByTestId('subtopic')).toHaveTextContent(
      'Reports',
    );
    expect(titles()).toEqual([
      'Wear helmets',
      'Renew the permit',
      'Hold a mining permit',
      'File the quarterly report',
    ]);
    expect(screen.getByTestId('sector-counts')).toHaveTextContent(
      '2 topics, 1 subtopics, 4 obligations',
    );
    const link = screen.getByRole('link', { name: 'Wear helmets' });
    expect(link.getAttribute('href')).toMatch(/^\/obligations\/obl-/);
  });

  it('filters by type, priority and sanction, with the shown count', async () => {
    const s = await seed();
    signInAs();
    const { user } = renderScreen(`/library/${s.id}`);
    await waitFor(() => expect(screen.getAllByTestId('obligation-row')).toHaveLength(4));
    await user.click(within(screen.getByTestId('filter-type')).getByText('Periodic'));
    await waitFor(() =>
      expect(titles()).toEqual(['Renew the permit', 'File the quarterly report']),
    );
    expect(screen.getByTestId('shown-count')).toHaveTextContent('Showing 2 of 4 obligations');
    expect(screen.getAllByTestId('topic')).toHaveLength(1); // Safety has no periodic obligation
    await user.click(within(screen.getByTestId('filter-priority')).getByText('Low'));
    await waitFor(() => expect(titles()).toEqual(['File the quarterly report']));
    await user.click(within(screen.getByTestId('filter-sanction')).getByText('Criminal'));
    expect(await screen.findByText('No obligations match the filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByTestId('obligation-row')).toHaveLength(4));
  });

  it('labels the tree and filters in Indonesian', async () => {
    const s = await seed();
    await setLanguage('id');
    signInAs();
    renderScreen(`/library/${s.id}`);
    expect(await screen.findByText('Pertambangan')).toBeInTheDocument();
    expect(await screen.findByText('Keselamatan')).toBeInTheDocument();
    expect(within(screen.getByTestId('filter-type')).getByText('Berkala')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('filter-sanction')).getByText('Administratif dan pidana'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('filter-priority')).getByText('Tinggi')).toBeInTheDocument();
    expect(screen.getByTestId('sector-counts')).toHaveTextContent(
      '2 topik, 1 subtopik, 4 kewajiban',
    );
  });

  it("shows a provider only the sector's drafts with ?status=draft, and the whole tree when it is unchecked", async () => {
    const s = await seed();
    const permit = (await db().obligations.find().exec()).find(
      (o) => o.comp_title_en === 'Renew the permit',
    )!;
    await permit.incrementalPatch({ obligation_status: 0 });
    signInAs(undefined, true);
    const { user, router } = renderScreen(`/library/${s.id}?status=draft`);
    await waitFor(() => expect(titles()).toEqual(['Renew the permit']));
    expect(screen.getByTestId('shown-count')).toHaveTextContent('Showing 1 of 4 obligations');
    const chip = screen.getByRole('checkbox', { name: 'Unpublished only' });
    expect(chip).toBeChecked();
    await user.click(chip);
    await waitFor(() => expect(screen.getAllByTestId('obligation-row')).toHaveLength(4));
    expect(router.state.location.search).toEqual({});
    await user.click(screen.getByRole('checkbox', { name: 'Unpublished only' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'draft' }));
    await waitFor(() => expect(titles()).toEqual(['Renew the permit']));
  });

  it('offers a customer no draft filter and ignores one in the address', async () => {
    const s = await seed();
    signInAs();
    renderScreen(`/library/${s.id}?status=draft`);
    await waitFor(() => expect(screen.getAllByTestId('obligation-row')).toHaveLength(4));
    expect(screen.queryByTestId('filter-drafts')).not.toBeInTheDocument();
  });

  it("marks the company's own topic and obligation, and offers their edit to those who may write the own library", async () => {
    const s = await seed();
    const company = makeProfile().company_data.company_uuid;
    const mine = topic(s.id, {
      title_en: 'Our permits',
      title_id: 'Izin kami',
      sort: 3,
      company_uuid: company,
    });
    await db().topics.insert(mine);
    await db().obligations.insert(
      obligation(mine, {
        comp_title_en: 'Renew our site permit',
        company_uuid: company,
        master: false,
      }),
    );
    signInAs();
    const { user } = renderScreen(`/library/${s.id}`);
    await waitFor(() => expect(screen.getAllByTestId('obligation-row')).toHaveLength(5));
    expect(screen.getAllByTestId('own-badge')).toHaveLength(2);
    const row = screen
      .getAllByTestId('obligation-row')
      .find((r) => r.textContent?.includes('Renew our site permit'))!;
    expect(within(row).getByTestId('own-badge')).toHaveTextContent('Own');
    expect(screen.getByTestId('own-topic-add')).toBeInTheDocument();
    // Master content offers no edit: only the own topic and obligation do.
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add an obligation to Our permits' }));
    expect(await screen.findByTestId('own-obligation-dialog')).toBeInTheDocument();
  });

  it('shows the mark in Indonesian and no writing to a reader without the library rights', async () => {
    const s = await seed();
    const company = makeProfile().company_data.company_uuid;
    const mine = topic(s.id, {
      title_en: 'Our permits',
      title_id: 'Izin kami',
      company_uuid: company,
    });
    await db().topics.insert(mine);
    const view = { view: true, create: false, update: false, delete: false };
    signInAs(['library', 'obligation']);
    setProfile(
      makeProfile({
        modules: ['library', 'obligation'],
        privileges: { library: view, obligation: view },
      }),
    );
    await setLanguage('id');
    try {
      renderScreen(`/library/${s.id}`);
      await waitFor(() =>
        expect(screen.getByTestId('own-badge')).toHaveTextContent('Milik perusahaan'),
      );
      expect(screen.queryByTestId('own-topic-add')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Ubah / })).not.toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });

  it('says when the sector is not held locally', async () => {
    signInAs();
    renderScreen('/library/unknown');
    expect(await screen.findByTestId('sector-not-found')).toBeInTheDocument();
  });
});
