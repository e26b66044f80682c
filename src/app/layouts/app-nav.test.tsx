import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { IconBooks, IconBuilding, IconChartPie, IconUsers } from '@tabler/icons-react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../contract/api/settings';
import type { ModuleCode } from '../../../contract/modules';
import { setLanguage } from '../../lib/i18n';
import { applyCompanySettings } from '../../state/company-theme';
import { resetClient } from '../../test/session-reset';
import { Providers } from '../providers';
import { createAppRouter } from '../router';
import { AppNav } from './app-nav';
import { NAV_ITEMS, visibleNavItems, type NavItem } from './nav-items';

const ITEMS: NavItem[] = [
  { key: 'home', to: '/', module: null, label: 'nav.home', icon: IconChartPie },
  {
    key: 'dashboard',
    to: '/',
    module: 'dashboard',
    label: 'modules.dashboard',
    icon: IconChartPie,
  },
  { key: 'library', to: '/', module: 'library', label: 'modules.library', icon: IconBooks },
  { key: 'users', to: '/', module: 'users', label: 'modules.users', icon: IconUsers },
  {
    key: 'customers',
    to: '/',
    module: 'customers',
    label: 'modules.customers',
    icon: IconBuilding,
  },
];

function renderNav(
  modules: ModuleCode[],
  isProvider: boolean | null,
  items: readonly NavItem[] = ITEMS,
) {
  const rootRoute = createRootRoute({
    component: () => <AppNav modules={modules} isProvider={isProvider} items={items} />,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <Providers env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('navigation', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('lists only the modules the user holds', async () => {
    renderNav(['dashboard', 'users'], false);
    expect(await screen.findByTestId('nav-dashboard')).toHaveTextContent('Dashboard');
    expect(screen.getByTestId('nav-users')).toHaveTextContent('User management');
    expect(screen.getByTestId('nav-home')).toHaveAttribute('href', '/');
    expect(screen.queryByTestId('nav-library')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-customers')).not.toBeInTheDocument();
  });

  it("names a module by the company's own label in each language (settings label overrides)", async () => {
    applyCompanySettings({
      ...DEFAULT_SETTINGS,
      labels: { dashboard: { en: 'Overview', id: 'Ikhtisar' } },
    });
    renderNav(['dashboard', 'users'], false);
    expect(await screen.findByTestId('nav-dashboard')).toHaveTextContent('Overview');
    expect(screen.getByTestId('nav-users')).toHaveTextContent('User management');
    await act(() => setLanguage('id'));
    expect(screen.getByTestId('nav-dashboard')).toHaveTextContent('Ikhtisar');
    await act(() => setLanguage('en'));
    act(() => applyCompanySettings(null));
    await waitFor(() => expect(screen.getByTestId('nav-dashboard')).toHaveTextContent('Dashboard'));
  });

  it('shows a provider-only module to a provider user who holds it, never to a customer', async () => {
    const { unmount } = renderNav(['customers'], true);
    expect(await screen.findByTestId('nav-customers')).toBeInTheDocument();
    unmount();
    renderNav(['customers'], false);
    await screen.findByTestId('nav-home');
    expect(screen.queryByTestId('nav-customers')).not.toBeInTheDocument();
  });

  it('links only to routes that exist: home for everyone, library screens by module', () => {
    expect(visibleNavItems(NAV_ITEMS, [], false).map((i) => i.key)).toEqual(['home']);
    const paths = new Set(Object.values(createAppRouter().routesByPath).map((r) => r.fullPath));
    expect(NAV_ITEMS.filter((i) => !paths.has(i.to as never)).map((i) => i.to)).toEqual([]);
    expect(
      visibleNavItems(NAV_ITEMS, ['library', 'regulation', 'bookmarks'], false).map((i) => i.key),
    ).toEqual(['home', 'library', 'regulation', 'bookmarks']);
  });

  it('filters by module without rendering', () => {
    expect(visibleNavItems(ITEMS, ['library'], null).map((i) => i.key)).toEqual([
      'home',
      'library',
    ]);
    expect(visibleNavItems(ITEMS, ['customers'], null).map((i) => i.key)).toEqual([
      'home',
      'customers',
    ]);
  });
});
