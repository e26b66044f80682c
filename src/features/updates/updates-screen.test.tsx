import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CompanyUpdate } from '../../../contract/api/sector-versions';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { localTestDatabase } from '../../test/library-fixtures';
import { signInAs } from '../../test/render-screen';
import { UpdatesScreen } from './updates-screen';
import { listPage } from '../../test/fixtures';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(() => resetWriteState(db()));

const base: CompanyUpdate = {
  update_uuid: '0b7d3c1e-8f55-4c1b-9a43-5d2e6f7a8b90',
  obligation_uuid: '2a4c6e80-1b3d-4f5a-8c7e-9d0f1a2b3c4d',
  sector_uuid: '3b5d7f91-2c4e-4a6b-9d8f-0e1a2b3c4d5e',
  comp_title_en: 'Report waste',
  comp_title_id: 'Melaporkan limbah',
  sector_name_en: 'Environment',
  sector_name_id: 'Lingkungan',
  kind: 'changed',
  version: 3,
  version_code: 2,
  published_on: '2026-11-23',
  seen: false,
};
const added: CompanyUpdate = {
  ...base,
  update_uuid: '1c8e4d2f-9a66-4d2c-8b54-6e7f8a9b0c01',
  comp_title_en: 'Keep a permit',
  comp_title_id: 'Menyimpan izin',
  kind: 'added',
  published_on: '2026-11-20',
  seen: true,
};
const repealed: CompanyUpdate = {
  ...base,
  update_uuid: '2d9f5e3a-0b77-4e3d-9c65-7f8a9b0c1d12',
  comp_title_en: 'Old rule',
  comp_title_id: 'Aturan lama',
  kind: 'repealed',
};
const COMPLIANCE = '4c6e8a02-3d5f-4b7c-8e9a-1f2b3c4d5e6f';

const ok = (data: unknown) => ({ status: 200, body: { message: 'Success', data } });
const page = (rows: CompanyUpdate[]) =>
  ok({ data: rows, page: 1, limit: 20, total: rows.length, total_page: 1 });

interface Serve {
  rows?: CompanyUpdate[];
  failList?: () => boolean;
}
function serve({
  rows = [base, added, repealed],
  failList = () => false,
}: Serve = {}): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === '/obligation/updating-content/date-list')
      return ok(
        listPage([
          { date: '2026-11-23', total: 2, unseen: 2 },
          { date: '2026-11-20', total: 1, unseen: 0 },
        ]),
      );
    if (r.method === 'get' && r.url === '/obligation/update/regulation') {
      if (failList())
        return { status: 500, body: { message: 'Something went wrong', code: 'server_error' } };
      return page(r.params.date ? rows.filter((u) => u.published_on === r.params.date) : rows);
    }
    if (r.method === 'get' && r.url === `/obligation/company/update/${base.update_uuid}`)
      return ok({
        ...base,
        compliances: [
          {
            compliance_uuid: COMPLIANCE,
            version_code: 1,
            process_status: 'claim',
            confirmation_status: 'need_confirmation',
            is_active: true,
          },
        ],
      });
    if (r.method === 'post' && r.url === '/obligation/company/update') return ok({ updated: 1 });
    return { status: 404, body: { message: 'Not found', code: 'not_found' } };
  });
}

function renderScreen() {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: 'updates', component: UpdatesScreen }),
    createRoute({
      getParentRoute: () => root,
      path: 'compliance/$id',
      component: () => <p>compliance</p>,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/updates'] }),
  });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return user;
}

const titles = () => screen.getAllByTestId('update-title').map((e) => e.textContent);

describe('content updates screen', () => {
  it('lists the updates with their kind, sector, version and unseen marker, and filters by day', async () => {
    const requests = serve();
    signInAs(['obligation', 'compliance']);
    const user = renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content updates' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Report waste', 'Keep a permit', 'Old rule']));
    const rows = screen.getAllByTestId('update-row');
    expect(within(rows[0]).getByTestId('update-kind')).toHaveTextContent('Changed');
    expect(within(rows[1]).getByTestId('update-kind')).toHaveTextContent('Added');
    expect(within(rows[2]).getByTestId('update-kind')).toHaveTextContent('Repealed');
    expect(rows[0]).toHaveTextContent('Environment · version 3 · 23 November 2026');
    expect(within(rows[0]).getByTestId('update-unseen')).toHaveTextContent('New');
    expect(within(rows[1]).queryByTestId('update-unseen')).toBeNull();

    const select = screen.getByRole('combobox', { name: 'Publication day' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(
      within(select).getByRole('option', { name: '20 November 2026 (1 update, 0 not seen)' }),
    ).toBeInTheDocument();
    await user.selectOptions(select, '2026-11-20');
    await waitFor(() => expect(titles()).toEqual(['Keep a permit']));
    expect(
      requests.filter((r) => r.url === '/obligation/update/regulation').at(-1)!.params,
    ).toMatchObject({ date: '2026-11-20', page: 1 });
  }, 60_000);

  it('shows the titles and kinds in Indonesian', async () => {
    serve();
    signInAs(['obligation', 'compliance']);
    await setLanguage('id');
    renderScreen();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pembaruan konten' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(titles()).toEqual(['Melaporkan limbah', 'Menyimpan izin', 'Aturan lama']),
    );
    expect(screen.getAllByTestId('update-kind').map((e) => e.textContent)).toEqual([
      'Diubah',
      'Ditambahkan',
      'Dicabut',
    ]);
    expect(screen.getAllByTestId('update-row')[0]).toHaveTextContent(
      'Lingkungan · versi 3 · 23 November 2026',
    );
  }, 60_000);

  it('opens an update’s compliances with links to them', async () => {
    serve();
    signInAs(['obligation', 'compliance']);
    const user = renderScreen();
    const row = (await screen.findAllByTestId('update-row'))[0];
    await user.click(within(row).getByRole('button', { name: 'Show compliances' }));
    const link = await within(row).findByRole('link', { name: 'Open compliance 1' });
    expect(link).toHaveAttribute('href', `/compliance/${COMPLIANCE}`);
    expect(within(row).getByText('Needs confirmation')).toBeInTheDocument();
    expect(within(row).getByText('Claim')).toBeInTheDocument();
  }, 60_000);

  it('marks one update seen, then all, with the right bodies', async () => {
    const requests = serve();
    signInAs(['obligation', 'compliance']);
    const user = renderScreen();
    await screen.findAllByTestId('update-row');
    await user.click(screen.getByRole('button', { name: 'Mark seen: Report waste' }));
    await waitFor(() =>
      expect(screen.getByTestId('updates-notice')).toHaveTextContent('Marked as seen.'),
    );
    expect(requests.filter((r) => r.method === 'post').map((r) => r.body)).toEqual([
      { update_uuid: [base.update_uuid] },
    ]);
    // The lists are read again after the write.
    expect(
      requests.filter((r) => r.url === '/obligation/update/regulation').length,
    ).toBeGreaterThan(1);
    await user.click(screen.getByRole('button', { name: 'Mark all seen' }));
    await waitFor(() =>
      expect(screen.getByTestId('updates-notice')).toHaveTextContent(
        'Every update is marked as seen.',
      ),
    );
    expect(requests.filter((r) => r.method === 'post').at(-1)).toMatchObject({
      url: '/obligation/company/update',
      body: { all: true },
    });
  }, 60_000);

  it('says when there is no update yet', async () => {
    serve({ rows: [] });
    signInAs(['obligation', 'compliance']);
    renderScreen();
    expect(await screen.findByTestId('updates-empty')).toHaveTextContent('No content updates yet.');
    expect(screen.queryAllByTestId('update-row')).toHaveLength(0);
  }, 60_000);

  it('shows a failed read with its message and reads again on retry', async () => {
    let fail = true;
    serve({ failList: () => fail });
    signInAs(['obligation', 'compliance']);
    const user = renderScreen();
    const error = await screen.findByTestId('updates-error');
    expect(error).toHaveTextContent(
      'The content updates could not be loaded: Something went wrong',
    );
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toEqual(['Report waste', 'Keep a permit', 'Old rule']));
  }, 60_000);

  it('says the screen needs a connection when offline', async () => {
    serve();
    signInAs(['obligation', 'compliance']);
    renderScreen();
    await screen.findAllByTestId('update-row');
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      expect(await screen.findByTestId('updates-offline')).toHaveTextContent(
        'this screen needs a connection',
      );
      expect(screen.queryAllByTestId('update-row')).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Mark all seen' })).toBeDisabled();
    } finally {
      act(() => void window.dispatchEvent(new Event('online')));
    }
  }, 60_000);
});
