import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MatrixRow, RoleDetail, RoleListItem } from '../../../contract/api/roles';
import type { Profile } from '../../../contract/api/auth';
import { installFakeApi, uninstallFakeApi, type FakeHandler } from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile, listPage } from '../../test/fixtures';
import { renderWithProviders } from '../member-roles/test-render';
import { RolesScreen } from './roles-screen';

installFakeIndexedDb();

const ADMIN = '3f6a1c2e-7b8d-4e9f-a0b1-c2d3e4f5a6b7';
const CUSTOM = '4f6a1c2e-7b8d-4e9f-a0b1-c2d3e4f5a6b7';
const cell = (module_code: string, name_en: string, name_id: string, on: boolean): MatrixRow => ({
  module_code: module_code as MatrixRow['module_code'],
  name_en,
  name_id,
  is_provider: false,
  view: on,
  create: on,
  update: on,
  delete: false,
});
let roles: RoleListItem[];
let detail: RoleDetail;
const ok = (data: unknown, status = 200) => ({ status, body: { message: 'Success', data } });
const serve = (writes: FakeHandler = () => ok(null)) =>
  installFakeApi((r) => {
    if (r.method === 'get' && r.url === '/role/list') return ok(listPage(roles));
    if (r.method === 'get' && r.url === `/role/${CUSTOM}`) return ok(detail);
    return writes(r);
  });

function signIn(rights: Partial<Record<'view' | 'create' | 'update' | 'delete', boolean>>) {
  const privileges: Profile['privileges'] = {
    users: { view: true, create: false, update: false, delete: false, ...rights },
  };
  setProfile(makeProfile({ modules: ['users'], privileges }));
  session.token = 'test-token';
}

beforeEach(async () => {
  await setLanguage('en');
  roles = [
    {
      role_uuid: ADMIN,
      role_name: 'Admin',
      role_setting: 1,
      user_count: 2,
      group_count: 0,
      modules: [],
    },
    {
      role_uuid: CUSTOM,
      role_name: 'Auditors',
      role_setting: 0,
      user_count: 0,
      group_count: 1,
      modules: [],
    },
  ];
  detail = {
    ...roles[1],
    matrix: [
      cell('library', 'Library', 'Pustaka', true),
      cell('users', 'Users', 'Pengguna', false),
    ],
    users: [],
    groups: [{ group_uuid: 'g1', name: 'Audit team' }],
  };
});
afterEach(() => uninstallFakeApi());

describe('roles screen: no self-escalation', () => {
  it('does not let an editor give rights they do not have; taking rights off stays possible', async () => {
    serve();
    signIn({ update: true });
    const { user } = renderWithProviders(<RolesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Privileges of Auditors' }));
    const matrix = await screen.findByTestId('privilege-matrix');
    expect(within(matrix).getByRole('checkbox', { name: 'Create: Users' })).toBeDisabled();
    expect(within(matrix).getByRole('checkbox', { name: 'Delete: Library' })).toBeDisabled();
    expect(within(matrix).getByRole('checkbox', { name: 'View: Users' })).toBeEnabled();
    expect(within(matrix).getByRole('checkbox', { name: 'View: Library' })).toBeEnabled();
    expect(
      screen.getByText('Rights you do not have yourself cannot be given.'),
    ).toBeInTheDocument();
  });

  it('does not let anyone change a role they hold, saying why', async () => {
    serve();
    setProfile(
      makeProfile({
        modules: ['users'],
        privileges: { users: { view: true, create: true, update: true, delete: true } },
        roles: [{ role_uuid: CUSTOM, role_name: 'Auditors', role_setting: 0 }],
      }),
    );
    session.token = 'test-token';
    const { user } = renderWithProviders(<RolesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Privileges of Auditors' }));
    const matrix = await screen.findByTestId('privilege-matrix');
    for (const box of within(matrix).getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(
      screen.getByText('You hold this role: another administrator changes its privileges.'),
    ).toBeInTheDocument();
  });
});

describe('roles screen', () => {
  it('lists roles with their holders; built-ins cannot be deleted; a viewer sees no write button', async () => {
    serve();
    signIn({});
    renderWithProviders(<RolesScreen />);
    await waitFor(() => expect(screen.getAllByTestId('role')).toHaveLength(2));
    const [admin, custom] = screen.getAllByTestId('role');
    expect(within(admin).getByText('Built-in')).toBeInTheDocument();
    expect(within(admin).getByText('2 users')).toBeInTheDocument();
    expect(within(custom).getByText('0 users · 1 group')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('creates a role with role_setting 0 and shows the success notice', async () => {
    const requests = serve((r) => {
      roles = [
        ...roles,
        {
          role_uuid: 'new',
          role_name: 'Reviewers',
          role_setting: 0,
          user_count: 0,
          group_count: 0,
          modules: [],
        },
      ];
      return ok(r.body, 201);
    });
    signIn({ create: true });
    const { user } = renderWithProviders(<RolesScreen />);
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New privilege role' });
    await user.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'Reviewers');
    await user.click(within(dialog).getByRole('button', { name: 'New role' }));
    await waitFor(() =>
      expect(screen.getByTestId('roles-notice')).toHaveTextContent('Success: the role was added.'),
    );
    expect(requests.find((r) => r.method === 'post')).toMatchObject({
      url: '/role/create',
      body: { role_name: 'Reviewers', role_setting: 0 },
    });
    await waitFor(() => expect(screen.getAllByTestId('role')).toHaveLength(3));
  });

  it('deletes a custom role after a confirmation, and shows the refusal with "Failed"', async () => {
    const requests = serve(() => ({
      status: 409,
      body: {
        message:
          'This role is still held by 0 user(s) and 1 group(s): give them another role first',
        code: 'conflict',
      },
    }));
    signIn({ delete: true });
    const { user } = renderWithProviders(<RolesScreen />);
    expect(screen.queryByRole('button', { name: 'Delete Admin' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Delete Auditors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role' });
    expect(dialog).toHaveTextContent('Delete the role “Auditors”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed: This role is still held by 0 user(s) and 1 group(s)',
    );
    expect(requests.find((r) => r.method === 'delete')).toMatchObject({
      url: '/role/delete',
      body: { role_uuid: CUSTOM },
    });
  });

  it('edits the matrix: sends only the changed rows, taking view off clears the row, then says Success', async () => {
    const requests = serve(() => ok(roles[1]));
    signIn({ update: true, create: true });
    const { user } = renderWithProviders(<RolesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Privileges of Auditors' }));
    const matrix = await screen.findByTestId('privilege-matrix');
    expect(within(matrix).getByRole('checkbox', { name: 'Update: Library' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save privileges' });
    expect(save).toBeDisabled();
    await user.click(within(matrix).getByRole('checkbox', { name: 'View: Library' }));
    expect(within(matrix).getByRole('checkbox', { name: 'Update: Library' })).not.toBeChecked();
    await user.click(within(matrix).getByRole('checkbox', { name: 'Create: Users' }));
    expect(within(matrix).getByRole('checkbox', { name: 'View: Users' })).toBeChecked();
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByTestId('matrix-notice')).toHaveTextContent(
        'Success: the privileges were updated.',
      ),
    );
    expect(requests.find((r) => r.method === 'put')).toMatchObject({
      url: '/role/privilege/update',
      body: {
        role_uuid: CUSTOM,
        modules: [
          { module_code: 'library', view: false, create: false, update: false, delete: false },
          { module_code: 'users', view: true, create: true, update: false, delete: false },
        ],
      },
    });
  });

  it('shows the module names and the failure notice in Indonesian', async () => {
    serve(() => ({
      status: 409,
      body: {
        message:
          'Perubahan ini akan membuat perusahaan tidak memiliki pengguna aktif yang dapat mengelola pengguna',
        code: 'conflict',
      },
    }));
    await setLanguage('id');
    signIn({ update: true });
    const { user } = renderWithProviders(<RolesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Hak akses Auditors' }));
    const matrix = await screen.findByTestId('privilege-matrix');
    await user.click(within(matrix).getByRole('checkbox', { name: 'Ubah Pustaka' }));
    await user.click(screen.getByRole('button', { name: 'Simpan hak akses' }));
    expect(await screen.findByTestId('matrix-notice')).toHaveTextContent(/^Gagal: Perubahan ini/);
  });

  it('tells a user without the users module they have no access', async () => {
    serve();
    setProfile(makeProfile({ modules: ['library'] }));
    renderWithProviders(<RolesScreen />);
    expect(screen.getByTestId('no-access')).toBeInTheDocument();
  });
});
