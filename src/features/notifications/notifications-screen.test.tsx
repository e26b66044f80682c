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
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDoc } from '../../db/hooks/notifications';
import { resetWriteState, offlineWorker } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { i18n, setLanguage } from '../../lib/i18n';
import { freshStore } from '../../sw/outbox/outbox.fixtures';
import { localTestDatabase } from '../../test/library-fixtures';
import { signInAs } from '../../test/render-screen';
import { NotificationBell } from './notification-bell';
import { NotificationsScreen } from './notifications-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(async () => {
  await resetWriteState(db());
  await db().notifications.find().remove();
});

const note = (
  id: string,
  minute: number,
  over: Partial<NotificationDoc> = {},
): NotificationDoc => ({
  id,
  type: 'reminder',
  header_en: `Header ${id}`,
  header_id: `Judul ${id}`,
  body_en: `Body ${id}`,
  body_id: `Isi ${id}`,
  link: `/compliance/c-${id}`,
  read_at: null,
  created_at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  updated_at: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  ...over,
});

function renderAt(path: string) {
  const root = createRootRoute({
    component: () => (
      <>
        <NotificationBell />
        <Outlet />
      </>
    ),
  });
  const routes = [
    createRoute({
      getParentRoute: () => root,
      path: 'notifications',
      component: NotificationsScreen,
    }),
    createRoute({
      getParentRoute: () => root,
      path: 'compliance/$id',
      component: () => <p data-testid="compliance-screen">compliance</p>,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user, router };
}

const rows = () => screen.getAllByTestId('notification').map((r) => r.getAttribute('data-id'));

describe('notifications screen and bell', () => {
  it('lists newest first with the unread counter, filters by read state and kind, and reads in Indonesian', async () => {
    await db().notifications.bulkInsert([
      note('a', 1),
      note('b', 2, { read_at: '2026-01-02T00:00:00.000Z' }),
      note('c', 3, { type: 'overdue' }),
    ]);
    signInAs(['notifications']);
    const { user } = renderAt('/notifications');
    await waitFor(() => expect(rows()).toEqual(['c', 'b', 'a']));
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2 unread');
    expect(screen.getByTestId('notification-counter')).toHaveAttribute('data-count', '2');
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(rows()).toEqual(['c', 'a']));
    await user.click(screen.getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(rows()).toEqual(['b']));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(rows()).toEqual(['c']));
    await setLanguage('id');
    expect(await screen.findByText('Judul c')).toBeInTheDocument();
    expect(screen.getByText('Isi c')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    signInAs(['notifications']);
    renderAt('/notifications');
    expect(await screen.findByTestId('notifications-empty')).toHaveTextContent(
      'No notifications yet.',
    );
  });

  it('the bell shows the five newest; opening one marks it read at once, sends the call and goes to its screen', async () => {
    await db().notifications.bulkInsert([1, 2, 3, 4, 5, 6].map((i) => note(`n${i}`, i)));
    const requests = installFakeApi(() => ({ status: 200, body: { message: 'OK', data: null } }));
    signInAs(['notifications']);
    const { user, router } = renderAt('/notifications');
    await waitFor(() =>
      expect(screen.getByTestId('notification-counter')).toHaveAttribute('data-count', '6'),
    );
    await user.click(screen.getByRole('button', { name: 'Notifications, 6 unread' }));
    const list = await screen.findByTestId('notification-bell-list');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('notification')
          .map((r) => r.getAttribute('data-id')),
      ).toEqual(['n6', 'n5', 'n4', 'n3', 'n2']),
    );
    await user.click(within(list).getByText('Header n6'));
    await waitFor(() =>
      expect(screen.getByTestId('notification-counter')).toHaveAttribute('data-count', '5'),
    );
    expect((await db().notifications.findOne('n6').exec())!.read_at).not.toBeNull();
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/notification/read/n6')).toHaveLength(1),
    );
    expect(requests[0].method).toBe('put');
    await waitFor(() => expect(router.state.location.pathname).toBe('/compliance/c-n6'));
  });

  it('offline, marking read shows at once and is queued once in the outbox', async () => {
    await db().notifications.bulkInsert([note('x', 1)]);
    const store = freshStore();
    const sent = offlineWorker(store);
    signInAs(['notifications']);
    const { user } = renderAt('/notifications');
    await user.click(await screen.findByTestId('notification-mark-read'));
    await waitFor(() =>
      expect(screen.getByTestId('notifications-unread')).toHaveTextContent('0 unread'),
    );
    expect(
      await screen.findByText('Saved on this device; it will be sent when you are back online.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    const entries = await store.list();
    expect(entries.map((e) => [e.method, new URL(e.url).pathname])).toEqual([
      ['PUT', '/api/notification/read/x'],
    ]);
  });
});
