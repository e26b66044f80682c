import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import {
  localTestDatabase,
  obligation,
  regulation,
  sector,
  topic,
} from '../../test/library-fixtures';
import { renderScreen, signInAs } from '../../test/render-screen';

installFakeIndexedDb();

/** A company's own library in the sector screen (issue 24): delete, repeal, order, related regulations, offline. */
const db = localTestDatabase();
const ok = (data: unknown = null) => ({ status: 200, body: { message: 'Success', data } });

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function serve(handler: FakeHandler = () => ok()): RecordedRequest[] {
  return installFakeApi(handler);
}

async function seed() {
  const company = makeProfile().company_data.company_uuid;
  const s = sector({ code: 'S01', name_en: 'Mining', name_id: 'Pertambangan' });
  const master = topic(s.id, { title_en: 'Safety', title_id: 'Keselamatan', sort: 0 });
  const first = topic(s.id, {
    title_en: 'Our permits',
    title_id: 'Izin kami',
    sort: 0,
    company_uuid: company,
  });
  const second = topic(s.id, {
    title_en: 'Our reports',
    title_id: 'Laporan kami',
    sort: 1,
    company_uuid: company,
  });
  const draft = obligation(first, {
    comp_title_en: 'Draft rule',
    comp_title_id: 'Aturan draf',
    company_uuid: company,
    master: false,
    obligation_status: 0,
    sort: 0,
  });
  const published = obligation(first, {
    comp_title_en: 'Renew our permit',
    comp_title_id: 'Perpanjang izin kami',
    company_uuid: company,
    master: false,
    obligation_status: 1,
    sort: 1,
  });
  await db().sectors.insert(s);
  await db().topics.bulkInsert([master, first, second]);
  await db().obligations.bulkInsert([
    obligation(master, { comp_title_en: 'Wear helmets' }),
    draft,
    published,
  ]);
  return { s, master, first, second, draft, published, company };
}

async function open(sectorId: string) {
  const view = renderScreen(`/library/${sectorId}`);
  await waitFor(() => expect(screen.getAllByTestId('obligation-row')).toHaveLength(3));
  return view;
}

beforeEach(async () => {
  await setLanguage('en');
  setOnline(true);
});
afterEach(() => {
  uninstallFakeApi();
  setOnline(true);
});

describe('own library actions', () => {
  it('deletes an own draft after confirming, offers Repeal for a published one, and nothing on master rows', async () => {
    const { s, first, draft } = await seed();
    const requests = serve();
    signInAs();
    const { user } = await open(s.id);
    expect(screen.queryByRole('button', { name: 'Delete Wear helmets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Safety' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Repeal Renew our permit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Draft rule' }));
    const dialog = await screen.findByTestId('own-delete-dialog');
    expect(
      within(dialog).getByText(/Delete the unpublished obligation "Draft rule"/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('own-delete-dialog')).not.toBeInTheDocument());
    const sent = requests.find((r) => r.method === 'delete');
    expect(sent?.url).toBe('/obligation/delete');
    expect(sent?.body).toEqual({ topic_uuid: first.id, obligation_uuid: draft.id });
  }, 60_000);

  it('repeals a published own obligation through its update', async () => {
    const { s, published } = await seed();
    const requests = serve();
    signInAs();
    const { user } = await open(s.id);
    await user.click(screen.getByRole('button', { name: 'Repeal Renew our permit' }));
    const dialog = await screen.findByTestId('own-delete-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Repeal' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'put')).toBe(true));
    const sent = requests.find((r) => r.method === 'put')!;
    expect(sent.url).toBe('/obligation/update');
    expect(sent.body).toEqual({ obligation_uuid: published.id, obligation_status: -2 });
  }, 60_000);

  it("keeps the server's refusal to delete a topic that still holds obligations in the dialog", async () => {
    const { s, first, company } = await seed();
    const refusal = 'This topic still has subtopics or obligations. Move or delete them first.';
    const requests = serve((r) =>
      r.method === 'delete' ? { status: 409, body: { message: refusal } } : ok(),
    );
    signInAs();
    const { user } = await open(s.id);
    await user.click(screen.getByRole('button', { name: 'Delete Our permits' }));
    const dialog = await screen.findByTestId('own-delete-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    const sent = requests.find((r) => r.method === 'delete');
    expect(sent?.url).toBe('/topics/delete');
    expect(sent?.body).toEqual({ topic_uuid: first.id, customerId: company });
  }, 60_000);

  it('offers no delete without the library delete right', async () => {
    const { s } = await seed();
    serve();
    signInAs(['library', 'obligation', 'regulation']);
    const all = { view: true, create: true, update: true, delete: true };
    setProfile(
      makeProfile({
        modules: ['library', 'obligation', 'regulation'],
        privileges: { library: { ...all, delete: false }, obligation: all, regulation: all },
      }),
    );
    await open(s.id);
    expect(screen.getByRole('button', { name: 'Edit Our permits' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Our permits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Draft rule' })).not.toBeInTheDocument();
  }, 60_000);

  it('moves own topics and obligations among themselves only, with keyboard-reachable buttons', async () => {
    const { s, first, second, draft, published } = await seed();
    const requests = serve();
    signInAs();
    const { user } = await open(s.id);
    // Master rows are never movable by a customer.
    expect(screen.queryByRole('button', { name: 'Move Safety down' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Move Wear helmets down' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Our permits up' })).toBeDisabled();
    const down = screen.getByRole('button', { name: 'Move Our permits down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests.filter((r) => r.method === 'put')).toHaveLength(1));
    expect(requests[0].url).toBe('/topic/sort');
    expect(requests[0].body).toEqual({
      sector_uuid: s.id,
      parent_uuid: null,
      topic_uuids: [second.id, first.id],
    });
    await user.click(screen.getByRole('button', { name: 'Move Renew our permit up' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'put')).toHaveLength(2));
    expect(requests[1].url).toBe('/obligation/sort');
    expect(requests[1].body).toEqual({
      topic_uuid: first.id,
      obligation_uuids: [published.id, draft.id],
    });
  }, 60_000);

  it("shows the server's refusal of an order", async () => {
    const { s } = await seed();
    serve(() => ({
      status: 400,
      body: { message: 'The order must list every item of this place exactly once' },
    }));
    signInAs();
    const { user } = await open(s.id);
    await user.click(screen.getByRole('button', { name: 'Move Our permits down' }));
    expect(await screen.findByTestId('own-order-problem')).toHaveTextContent(
      'The order must list every item of this place exactly once',
    );
  }, 60_000);

  it('links the related regulations picked from the search when saving an own obligation, keeping those linked', async () => {
    const { s, published } = await seed();
    const linked = regulation({ title_en: 'Mining Law', number: '4', year: 2009 });
    await db().regulations.insert(linked);
    await db().obligations.upsert({ ...published, regulation_guids: [linked.id] });
    const R = '66666666-6666-4666-8666-666666666666';
    const requests = serve((r) => {
      if (r.method === 'get' && r.url === '/regulations/search') {
        return ok({
          data: [
            {
              regulation_guid: R,
              title: 'Permit Regulation',
              number: '22',
              year: 2021,
              type: 'Regulation',
              legal_status: 'in_effect',
            },
          ],
          page: 1,
          limit: 20,
          total: 1,
          total_page: 1,
        });
      }
      return ok();
    });
    signInAs();
    const { user } = await open(s.id);
    await user.click(screen.getByRole('button', { name: 'Edit Renew our permit' }));
    const dialog = await screen.findByTestId('own-obligation-dialog');
    expect(await within(dialog).findByText('4/2009 · Mining Law')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Add a related regulation'), 'permit');
    await user.click(
      await within(dialog).findByRole('button', { name: '22/2021 · Permit Regulation' }),
    );
    expect(within(dialog).getByTestId('own-regulation-picked')).toHaveTextContent(
      '22/2021 · Permit Regulation',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/obligation-regulation/create')).toBe(true),
    );
    const link = requests.find((r) => r.url === '/obligation-regulation/create')!;
    expect(link.method).toBe('post');
    expect(link.body).toEqual({ obligation_uuid: published.id, regulation_guids: [R] });
    expect(requests.findIndex((r) => r.url === '/obligation/update')).toBeLessThan(
      requests.indexOf(link),
    );
    await waitFor(() =>
      expect(screen.queryByTestId('own-obligation-dialog')).not.toBeInTheDocument(),
    );
  }, 90_000);

  it('says offline why the own-library actions wait, in English and Indonesian', async () => {
    const { s } = await seed();
    serve();
    signInAs();
    setOnline(false);
    await open(s.id);
    expect(screen.getByTestId('own-topic-add')).toBeDisabled();
    expect(screen.getByTestId('needs-connection')).toHaveTextContent('Needs a connection');
    expect(screen.getByRole('button', { name: 'Delete Draft rule' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Our permits down' })).toBeDisabled();
    // Reading own content offline stays.
    expect(screen.getAllByTestId('own-badge').length).toBeGreaterThan(0);
    await setLanguage('id');
    await waitFor(() =>
      expect(screen.getByTestId('needs-connection')).toHaveTextContent('Perlu koneksi'),
    );
  }, 60_000);
});
