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
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '../../../contract/api/dashboard';
import { cellsOfCompliances, computeFigures } from '../../../contract/dashboard';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { i18n } from '../../lib/i18n';
import { compliance } from '../../test/compliance-fixtures';
import { localTestDatabase, sector } from '../../test/library-fixtures';
import { signInAs } from '../../test/render-screen';
import { validateComplianceSearch } from '../compliance/list-search';
import { DashboardScreen } from './dashboard-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(async () => {
  await db().compliances.find().remove();
  await db().sectors.find().remove();
  localStorage.clear();
});
afterAll(() => uninstallFakeApi());

function renderDashboard() {
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({ getParentRoute: () => root, id: 'app', component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => app, path: 'dashboard', component: DashboardScreen }),
    createRoute({
      getParentRoute: () => app,
      path: 'compliance',
      validateSearch: validateComplianceSearch,
      component: () => <p>list</p>,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren(routes)]),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The server's answer on the local documents (what the real server computes with the same formula). */
async function serverAnswer(): Promise<DashboardAnswer> {
  const docs = (await db().compliances.find().exec()).map(
    (d) => d.toJSON() as Parameters<typeof cellsOfCompliances>[0][number],
  );
  const f = computeFigures(cellsOfCompliances(docs), []);
  const titled = (l: { topic_uuid: string; count: number }[]) =>
    l.map((x) => ({ ...x, title: 'Topic' }));
  return {
    filters: {
      sector_uuid: null,
      sector_title: null,
      group_uuid: null,
      group_name: null,
      deadline_from: null,
      deadline_to: null,
    },
    ...f,
    top_comply: titled(f.top_comply),
    top_not_comply: titled(f.top_not_comply),
    divisions: [],
    generated_at: new Date().toISOString(),
  };
}

describe('the dashboard screen', () => {
  it('offline, shows the figures of the local compliances marked as offline figures, each linking to the filtered list', async () => {
    await db().compliances.bulkInsert([
      compliance({ process_status: 'approved' }),
      compliance({ process_status: 'approved' }),
      compliance({ process_status: 'claim' }),
      compliance({ process_status: 'approved', is_active: false }),
    ]);
    installFakeApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    signInAs(['dashboard', 'compliance']);
    renderDashboard();
    expect(await screen.findByTestId('offline-figures')).toHaveTextContent(/Offline figures/);
    expect(await screen.findByTestId('rate-value')).toHaveTextContent('66.7%');
    const comply = screen.getByTestId('link-comply');
    expect(comply).toHaveTextContent('2');
    expect(comply.getAttribute('href')).toBe('/compliance?active=true&status=approved');
    expect(screen.getByTestId('link-not-comply').getAttribute('href')).toBe(
      '/compliance?active=true&open=true',
    );
    expect(within(screen.getByTestId('card-status')).getByRole('table')).toHaveTextContent(
      /Claim\s*1/,
    );
  });

  it('offline, a sector chosen in the filter narrows the figures to its compliances', async () => {
    await db().sectors.bulkInsert([
      sector({ id: 'sec-1', name_en: 'Environment' }),
      sector({ id: 'sec-2', name_en: 'Safety', sort: 2 }),
    ]);
    await db().compliances.bulkInsert([
      compliance({ process_status: 'approved', sector_uuid: 'sec-1' }),
      compliance({ process_status: 'claim', sector_uuid: 'sec-1' }),
      compliance({ process_status: 'claim', sector_uuid: 'sec-2' }),
    ]);
    installFakeApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    signInAs(['dashboard', 'compliance']);
    renderDashboard();
    expect(await screen.findByTestId('rate-value')).toHaveTextContent('33.3%');
    const filter = screen.getByTestId('sector-filter');
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Environment' }));
    await waitFor(() => expect(screen.getByTestId('rate-value')).toHaveTextContent('50%'));
  });

  it('online, shows the server’s figures and reads them again when a compliance changes locally (live rate)', async () => {
    const a = compliance({ process_status: 'approved' });
    const b = compliance({ process_status: 'audit' });
    await db().compliances.bulkInsert([a, b]);
    let reads = 0;
    installFakeApi(async (request) => {
      if (request.url === '/dashboard/list') {
        reads++;
        return { status: 200, body: { message: 'Success', data: await serverAnswer() } };
      }
      if (request.url === '/dashboard/report/compliance-statistics')
        return {
          status: 200,
          body: { message: 'Success', data: { from: '2026-01', to: '2026-01', months: [] } },
        };
      return { status: 200, body: { message: 'Success', data: [] } };
    });
    signInAs(['dashboard', 'compliance']);
    renderDashboard();
    await waitFor(() => expect(screen.getByTestId('rate-value')).toHaveTextContent('50%'));
    expect(screen.queryByTestId('offline-figures')).toBeNull();
    const before = reads;
    // The sync brings the auditor's approval from another device.
    await db().compliances.upsert({
      ...b,
      process_status: 'approved',
      updated_at: '2026-02-01T00:00:00.000Z',
    });
    await waitFor(() => expect(screen.getByTestId('rate-value')).toHaveTextContent('100%'));
    expect(reads).toBeGreaterThan(before);
  });
});
