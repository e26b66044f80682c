import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAV_ITEMS, visibleNavItems } from '../../app/layouts/nav-items';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { applyContentUpdating } from '../../state/content-updating';
import { UpdatesNavBadge } from './updates-nav-badge';

beforeEach(() => setLanguage('en'));
afterEach(() => uninstallFakeApi());

function renderBadge() {
  const root = createRootRoute({ component: UpdatesNavBadge });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('content updates in the navigation', () => {
  it('is an entry for customers holding obligations, never for the provider', () => {
    const keys = (isProvider: boolean) =>
      visibleNavItems(NAV_ITEMS, ['obligation', 'compliance'], isProvider).map((i) => i.key);
    expect(keys(false)).toContain('updates');
    expect(keys(true)).not.toContain('updates');
    expect(visibleNavItems(NAV_ITEMS, ['compliance'], false).map((i) => i.key)).not.toContain(
      'updates',
    );
  });

  it('shows the unseen counter read from the server', async () => {
    installFakeApi((r) =>
      r.url === '/obligation/company/notification'
        ? { status: 200, body: { message: 'OK', data: { has_notif: true, counter: 3 } } }
        : { status: 404, body: {} },
    );
    renderBadge();
    expect(await screen.findByTestId('updates-nav-badge')).toHaveTextContent('3');
    expect(screen.getByText('3 updates not seen')).toBeInTheDocument();
  });

  it('shows nothing when every update is seen', async () => {
    const requests = installFakeApi(() => ({
      status: 200,
      body: { message: 'OK', data: { has_notif: false, counter: 0 } },
    }));
    renderBadge();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.map((r) => r.url)).toContain('/obligation/company/notification');
    expect(screen.queryByTestId('updates-nav-badge')).toBeNull();
  });

  it('reads the counter again when a content delivery to the company ends, and only then', async () => {
    let counter = 1;
    const requests = installFakeApi(() => ({
      status: 200,
      body: { message: 'OK', data: { has_notif: true, counter } },
    }));
    renderBadge();
    expect(await screen.findByTestId('updates-nav-badge')).toHaveTextContent('1');
    counter = 4;
    act(() => applyContentUpdating({ sector_uuid: 's', updating: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.filter((r) => r.url === '/obligation/company/notification')).toHaveLength(1);
    act(() => applyContentUpdating({ sector_uuid: 's', updating: false }));
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/obligation/company/notification')).toHaveLength(2);
  });
});
