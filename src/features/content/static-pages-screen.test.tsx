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
import type { ContentItem } from '../../../contract/api/content';
import { resetWriteState } from '../../db/writes/writes.fixtures';
import { installFakeApi, uninstallFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { i18n } from '../../lib/i18n';
import { localTestDatabase } from '../../test/library-fixtures';
import { signInAs } from '../../test/render-screen';
import { StaticPageScreen } from './static-page-screen';
import { StaticPagesScreen } from './static-pages-screen';

installFakeIndexedDb();

const db = localTestDatabase({ afterAll: uninstallFakeApi });
beforeEach(() => resetWriteState(db()));

const page = (over: Partial<ContentItem> = {}): ContentItem => ({
  page_uuid: 'p1',
  slug: 'terms',
  title: 'Terms',
  body: '<p>Be <strong>nice</strong>.</p>',
  title_en: 'Terms',
  title_id: 'Ketentuan',
  body_en: '<p>Be <strong>nice</strong>.</p>',
  body_id: '<p>Baik.</p>',
  is_published: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const list = (items: ContentItem[]) => ({
  status: 200,
  body: {
    message: 'OK',
    data: { data: items, page: 1, limit: 100, total: items.length, total_page: 1 },
  },
});

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: 'static-pages', component: StaticPagesScreen }),
    createRoute({ getParentRoute: () => root, path: 'pages/$slug', component: StaticPageScreen }),
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
  return { user };
}

describe('static pages', () => {
  it('the provider adds a page through the kit, and the list is read again', async () => {
    let pages: ContentItem[] = [];
    const requests: RecordedRequest[] = installFakeApi((r) => {
      if (r.method === 'post' && r.url === '/content/add') {
        pages = [page({ slug: 'privacy', title: 'Privacy', is_published: false })];
        return { status: 201, body: { message: 'Page created', data: pages[0] } };
      }
      return list(pages);
    });
    signInAs(['static_pages'], true);
    const { user } = renderAt('/static-pages');
    expect(await screen.findByText('No pages yet.')).toBeInTheDocument();
    await user.click(screen.getByTestId('page-add'));
    await user.type(await screen.findByTestId('page-slug'), 'privacy');
    await user.type(screen.getByTestId('page-title-en'), 'Privacy');
    await user.type(screen.getByTestId('page-title-id'), 'Privasi');
    await user.type(screen.getByTestId('page-body-en'), 'Little.');
    await user.click(screen.getByTestId('page-save'));
    await waitFor(() => expect(screen.getAllByTestId('page-row')).toHaveLength(1));
    const add = requests.find((r) => r.method === 'post')!;
    expect(add.body).toEqual({
      slug: 'privacy',
      title_en: 'Privacy',
      title_id: 'Privasi',
      body_en: 'Little.',
      body_id: '',
      is_published: false,
    });
    expect(add.headers['Idempotency-Key']).toBeTruthy();
    const row = screen.getByTestId('page-row');
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByTestId('page-notice')).toHaveTextContent('Page saved');
  }, 60_000);

  it('shows the server refusal in the form and keeps it open', async () => {
    installFakeApi((r) =>
      r.method === 'post'
        ? {
            status: 409,
            body: {
              message: 'A page with this address already exists',
              errors: { slug: ['A page with this address already exists'] },
            },
          }
        : list([]),
    );
    signInAs(['static_pages'], true);
    const { user } = renderAt('/static-pages');
    await user.click(await screen.findByTestId('page-add'));
    await user.type(await screen.findByTestId('page-slug'), 'terms');
    await user.type(screen.getByTestId('page-title-en'), 'T');
    await user.type(screen.getByTestId('page-title-id'), 'K');
    await user.click(screen.getByTestId('page-save'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A page with this address already exists',
    );
    expect(screen.getByTestId('page-slug')).toBeInTheDocument();
  }, 60_000);

  it('deletes a page after a dialog that names it; a refusal stays in the dialog', async () => {
    let pages = [page()];
    let refuse = true;
    const requests: RecordedRequest[] = installFakeApi((r) => {
      if (r.method === 'delete') {
        if (refuse) return { status: 409, body: { message: 'The page is in use' } };
        pages = [];
        return { status: 200, body: { message: 'Page deleted', data: null } };
      }
      return list(pages);
    });
    signInAs(['static_pages'], true);
    const { user } = renderAt('/static-pages');
    await user.click(await screen.findByRole('button', { name: 'Delete: Terms' }));
    const dialog = await screen.findByTestId('page-delete-dialog');
    expect(dialog).toHaveTextContent('Terms');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The page is in use');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('page-delete-dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No pages yet.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'delete').map((r) => r.url)).toEqual([
      '/content/delete/p1',
      '/content/delete/p1',
    ]);
  }, 60_000);

  it('users read a page by its address, its rich text rendered', async () => {
    const requests = installFakeApi(() => ({ status: 200, body: { message: 'OK', data: page() } }));
    signInAs(['library']);
    renderAt('/pages/terms');
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByTestId('static-page-body').innerHTML).toBe(
      '<p>Be <strong>nice</strong>.</p>',
    );
    expect(requests[0]).toMatchObject({ url: '/content/detail', params: { slug: 'terms' } });
  });
});
