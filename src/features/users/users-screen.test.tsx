import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserItem } from '../../../contract/api/users';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { aGroup, aRole, aUser, renderUsers, signInForUsers } from './test-render';
import { listPage } from '../../test/fixtures';

installFakeIndexedDb();

let people: UserItem[];
const ok = (data: unknown, status = 200) => ({ status, body: { message: 'Success', data } });
const page = (rows: UserItem[], p = 1, total = rows.length) => ({
  data: rows,
  page: p,
  limit: 20,
  total,
  total_page: Math.max(1, Math.ceil(total / 20)),
});
const ROLES = [
  aRole({
    role_uuid: 'a6d24b5e-0f9d-4c3a-9e4f-7a8b9c0d1e23',
    role_name: 'Auditor',
    role_setting: 1,
  }),
  aRole({ role_uuid: 'b7e35c6f-1a0e-4d4b-8f5a-8b9c0d1e2f34', role_name: 'Officer' }),
];
const GROUPS = [
  aGroup({ group_uuid: 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12', name: 'Legal' }),
  aGroup({
    group_uuid: 'c8f46d7a-2b1f-4e5c-9a6b-9c0d1e2f3a45',
    name: 'Contracts',
    parent_uuid: 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12',
  }),
];

/** The fake server: the list (filtered by nothing: the test checks the parameters sent), the options, and writes. */
function serve(writes: FakeHandler = () => ok(null)): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === '/users/company/list-user')
      return ok(page(people, Number(r.params.page ?? 1), r.params.page === 2 ? 25 : people.length));
    if (r.method === 'get' && r.url.startsWith('/users/detail/'))
      return ok(people.find((p) => r.url.endsWith(p.user_uuid)));
    if (r.method === 'get' && r.url === '/role/list') return ok(listPage(ROLES));
    if (r.method === 'get' && r.url === '/v2/users/group/list') return ok(listPage(GROUPS));
    return writes(r);
  });
}
const listCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === '/users/company/list-user');

beforeEach(async () => {
  await setLanguage('en');
  people = [
    aUser({ name: 'Ayu Lestari' }),
    aUser({
      name: 'Budi Santoso',
      email: 'budi@acme.test',
      state: 'invited',
      roles: [],
      group_uuid: null,
      group_name: null,
      password_set: false,
      last_login_at: null,
    }),
  ];
});
afterEach(() => {
  uninstallFakeApi();
  vi.restoreAllMocks();
});

describe('users screen', () => {
  it('lists users with roles, group, state and last login; each name opens the detail', async () => {
    serve();
    signInForUsers('viewer');
    const { router, user } = renderUsers('/users');
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(2));
    expect(screen.getByTestId('users-total')).toHaveTextContent('2 users');
    const [ayu, budi] = screen.getAllByTestId('user-row');
    expect(within(ayu).getByText('Auditor')).toBeInTheDocument();
    expect(within(ayu).getByText('Legal')).toBeInTheDocument();
    expect(within(ayu).getByTestId('user-state')).toHaveTextContent('Active');
    expect(within(budi).getByTestId('user-state')).toHaveTextContent('Invited');
    expect(within(budi).getByText('No group')).toBeInTheDocument();
    expect(within(budi).getByText('Never signed in')).toBeInTheDocument();
    // A viewer may not create or invite.
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    await user.click(within(budi).getByRole('link', { name: 'Budi Santoso' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/users/${people[1].user_uuid}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Budi Santoso' }),
    ).toBeInTheDocument();
  });

  it('sends the search, the state filter, the sort and the page to the server', async () => {
    const requests = serve();
    signInForUsers('viewer');
    const { user, router } = renderUsers('/users');
    await screen.findAllByTestId('user-row');
    expect(listCalls(requests)[0].params).toMatchObject({
      page: 1,
      limit: 20,
      sort_by: 'name',
      sort_value: 'asc',
    });

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'budi');
    await waitFor(() =>
      expect(listCalls(requests).at(-1)!.params).toMatchObject({ search: 'budi', page: 1 }),
    );
    await user.click(screen.getByTestId('users-sort-dir'));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)!.params).toMatchObject({ sort_value: 'desc' }),
    );
    await user.click(screen.getByLabelText('State', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)!.params).toMatchObject({
        state: 'suspended',
        search: 'budi',
      }),
    );
    await user.click(screen.getByLabelText('Sort by', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Last login' }));
    await waitFor(() =>
      expect(listCalls(requests).at(-1)!.params).toMatchObject({ sort_by: 'last_login_at' }),
    );
    // The list's state is in the URL: back from a user's detail finds it as it was.
    expect(router.state.location.search).toEqual({
      q: 'budi',
      state: 'suspended',
      sort: 'last_login_at',
    });
  });

  it('opens with the search, filter, sort and page of its URL', async () => {
    const requests = serve();
    signInForUsers('viewer');
    renderUsers('/users?q=ayu&state=active&sort=email&dir=desc&page=2');
    await waitFor(() =>
      expect(listCalls(requests)[0]?.params).toMatchObject({
        search: 'ayu',
        state: 'active',
        sort_by: 'email',
        sort_value: 'desc',
        page: 2,
        limit: 20,
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ayu');
  });

  it('pages through a long list', async () => {
    const requests = serve();
    people = Array.from({ length: 20 }, (_, i) =>
      aUser({ name: `Person ${String(i).padStart(2, '0')}` }),
    );
    installFakeApi((r) => {
      requests.push(r);
      return ok(page(people, Number(r.params.page ?? 1), 25));
    });
    signInForUsers('viewer');
    const { user } = renderUsers('/users');
    await screen.findAllByTestId('user-row');
    expect(screen.getByTestId('users-total')).toHaveTextContent('25 users');
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(listCalls(requests).at(-1)!.params).toMatchObject({ page: 2 }));
  });

  it('creates a user through the dialog: the call carries `data` with roles and group, then the list reloads', async () => {
    const requests = serve((r) => {
      people = [...people, aUser({ name: 'Sari Dewi', email: 'sari@acme.test' })];
      return ok(r.body, 201);
    });
    signInForUsers('admin');
    const { user } = renderUsers('/users');
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Sari Dewi');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'sari@acme.test');
    await user.click(within(dialog).getByLabelText('Roles', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Officer' }));
    await user.click(within(dialog).getByLabelText('Group', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Legal / Contracts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(3));
    const post = requests.find((r) => r.method === 'post');
    expect(post).toMatchObject({
      url: '/users/create',
      body: {
        data: {
          name: 'Sari Dewi',
          email: 'sari@acme.test',
          role_uuids: [ROLES[1].role_uuid],
          group_uuid: GROUPS[1].group_uuid,
          language: 'en',
          state: 'active',
          phone: null,
          position: null,
        },
      },
    });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the form before sending, and keeps a refused invitation in the dialog with the server’s message', async () => {
    const requests = serve(() => ({
      status: 409,
      body: {
        message: 'This e-mail address belongs to a user who already has an account',
        code: 'conflict',
      },
    }));
    signInForUsers('admin');
    const { user } = renderUsers('/users');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    // The endpoint's body schema's rules, in the server's own words.
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    expect(name).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveAccessibleDescription('This field is required');
    await user.type(email, 'ayu@');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription('Email Is Invalid');
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);

    await user.type(name, 'Ayu');
    await user.clear(email);
    await user.type(email, 'ayu@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The change was refused: This e-mail address belongs to a user who already has an account',
    );
    expect(requests.find((r) => r.method === 'post')).toMatchObject({
      url: '/users/invite',
      body: { name: 'Ayu', email: 'ayu@acme.test', role_uuids: [] },
    });
  });

  it('shows a problem inside the create call’s `data` on its own field, and sends nothing', async () => {
    const requests = serve(() => ok({}, 201));
    signInForUsers('admin');
    const { user } = renderUsers('/users');
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Sari Dewi');
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'sari at acme');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(email).toHaveAccessibleDescription('Email Is Invalid');
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).not.toHaveAccessibleDescription();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('says so in the dialog when the role and group options cannot be loaded, and still sends', async () => {
    const requests = installFakeApi((r) => {
      if (r.url === '/users/company/list-user') return ok(page(people));
      if (r.method === 'get')
        return { status: 404, body: { message: 'Route not found', code: 'not_found' } };
      return ok(r.body, 201);
    });
    signInForUsers('admin');
    const { user } = renderUsers('/users');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(await within(dialog).findByTestId('user-options-error')).toHaveTextContent(
      'The role and group options could not be loaded: Route not found',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Rina');
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'rina@acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'post')).toMatchObject({
        url: '/users/invite',
        body: { group_uuid: null },
      }),
    );
  });

  it('shows a card list on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    serve();
    signInForUsers('viewer');
    renderUsers('/users');
    expect(await screen.findByTestId('users-cards')).toBeInTheDocument();
    expect(screen.queryByTestId('users-table')).toBeNull();
    expect(screen.getAllByTestId('user-row')).toHaveLength(2);
  });

  it('shows the empty, no-match and error states, in Indonesian', async () => {
    await setLanguage('id');
    people = [];
    serve();
    signInForUsers('viewer');
    const first = renderUsers('/users');
    expect(await screen.findByTestId('users-empty')).toHaveTextContent(
      'Perusahaan Anda belum memiliki pengguna.',
    );
    await first.user.type(screen.getByRole('textbox', { name: 'Cari' }), 'zz');
    await waitFor(() =>
      expect(screen.getByTestId('users-empty')).toHaveTextContent(
        'Tidak ada pengguna yang cocok dengan pencarian.',
      ),
    );
    first.unmount();
    installFakeApi(() => ({
      status: 500,
      body: { message: 'Terjadi kesalahan di sisi kami. Silakan coba lagi.', code: 'server_error' },
    }));
    renderUsers('/users');
    expect(await screen.findByTestId('users-error')).toHaveTextContent(
      'Pengguna tidak dapat dimuat: Terjadi kesalahan di sisi kami.',
    );
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('shows the no-access notice without the users module', async () => {
    serve();
    signInForUsers('viewer');
    const { session, setProfile } = await import('../../state/session');
    const { makeProfile } = await import('../../test/fixtures');
    setProfile(makeProfile({ modules: ['library'] }));
    session.token = 'test-token';
    renderUsers('/users');
    expect(await screen.findByTestId('no-access')).toBeInTheDocument();
  });
});
