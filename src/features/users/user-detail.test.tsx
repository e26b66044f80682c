import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserItem } from '../../../contract/api/users';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { aGroup, aRole, aUser, ME, renderUsers, signInForUsers } from './test-render';
import { listPage } from '../../test/fixtures';

installFakeIndexedDb();

let shown: UserItem;
const ok = (data: unknown, status = 200) => ({ status, body: { message: 'Success', data } });
const ROLES = [
  aRole({
    role_uuid: 'a6d24b5e-0f9d-4c3a-9e4f-7a8b9c0d1e23',
    role_name: 'Auditor',
    role_setting: 1,
  }),
];
const GROUPS = [aGroup({ group_uuid: 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12', name: 'Legal' })];

function serve(writes: FakeHandler = () => ok(shown)): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === `/users/detail/${shown.user_uuid}`) return ok(shown);
    if (r.method === 'get' && r.url.startsWith('/users/detail/'))
      return { status: 404, body: { message: 'Data not found', code: 'not_found' } };
    if (r.method === 'get' && r.url === '/users/company/list-user')
      return ok({ data: [], page: 1, limit: 20, total: 0, total_page: 1 });
    if (r.method === 'get' && r.url === '/role/list') return ok(listPage(ROLES));
    if (r.method === 'get' && r.url === '/v2/users/group/list') return ok(listPage(GROUPS));
    return writes(r);
  });
}
const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'get');

beforeEach(async () => {
  await setLanguage('en');
  shown = aUser({ name: 'Ayu Lestari', email: 'ayu@acme.test' });
});
afterEach(() => uninstallFakeApi());

describe('user detail screen', () => {
  it('shows the profile, roles, group, state and last login; a viewer gets no actions', async () => {
    serve();
    signInForUsers('viewer');
    renderUsers(`/users/${shown.user_uuid}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ayu Lestari' }),
    ).toBeInTheDocument();
    const access = screen.getByRole('region', { name: 'Access' });
    expect(within(access).getByText('Auditor')).toBeInTheDocument();
    expect(within(access).getByText('Legal')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Profile' })).getByText('+62 21 555 0100'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('user-state')).toHaveTextContent('Active');
    for (const name of ['Edit', 'Suspend', 'Delete', 'Activate'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('suspends after a confirmation, then shows Activate, which activates', async () => {
    const requests = serve((r) => {
      shown = { ...shown, state: (r.body as { state: UserItem['state'] }).state };
      return ok(shown);
    });
    signInForUsers('editor');
    const { user } = renderUsers(`/users/${shown.user_uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend user' });
    expect(dialog).toHaveTextContent('Suspend Ayu Lestari?');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.getByTestId('user-state')).toHaveTextContent('Suspended'));
    expect(writes(requests)[0]).toMatchObject({
      method: 'put',
      url: `/users/update/${shown.user_uuid}`,
      body: { state: 'suspended' },
    });
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.getByTestId('user-state')).toHaveTextContent('Active'));
    expect(writes(requests)[1]).toMatchObject({ body: { state: 'active' } });
    // An editor may not delete.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes after a confirmation naming the user, then returns to the list', async () => {
    const requests = serve(() => ok(null));
    signInForUsers('admin');
    const { user, router } = renderUsers(`/users/${shown.user_uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(dialog).toHaveTextContent('Delete Ayu Lestari (ayu@acme.test)?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(writes(requests)).toEqual([
      expect.objectContaining({ method: 'delete', url: `/users/delete/${shown.user_uuid}` }),
    ]);
  });

  it('keeps a refused deletion in the dialog with the server’s message', async () => {
    serve(() => ({
      status: 409,
      body: {
        message: 'At least one active user must keep the right to manage users in this company',
        code: 'conflict',
      },
    }));
    signInForUsers('admin');
    const { user, router } = renderUsers(`/users/${shown.user_uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The change was refused: At least one active user must keep the right',
    );
    expect(router.state.location.pathname).toBe(`/users/${shown.user_uuid}`);
  });

  it('offers no suspend or delete on one’s own account', async () => {
    shown = aUser({ user_uuid: ME, name: 'Ana Putri' });
    serve();
    signInForUsers('admin');
    renderUsers(`/users/${ME}`);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(
      screen.getByText('This is your own account: you cannot suspend or delete it here.'),
    ).toBeInTheDocument();
  });

  it('leaves one’s own roles and group as they are when editing one’s own account, saying why', async () => {
    shown = aUser({ user_uuid: ME, name: 'Ana Putri' });
    serve();
    signInForUsers('admin');
    const { user } = renderUsers(`/users/${ME}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ana Putri' });
    expect(within(dialog).getByLabelText('Roles', { selector: 'input' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Group', { selector: 'input' })).toBeDisabled();
    expect(
      within(dialog).getByText(
        'You cannot change your own roles or group: ask another administrator.',
      ),
    ).toBeInTheDocument();
  });

  it('does not offer a role holding rights the editor does not have', async () => {
    const admin = aRole({
      role_uuid: 'd1e2f3a4-0000-4000-8000-000000000001',
      role_name: 'Admin',
      role_setting: 1,
      modules: [{ module_code: 'users', view: true, create: true, update: true, delete: true }],
    });
    const viewer = aRole({
      role_uuid: 'd1e2f3a4-0000-4000-8000-000000000002',
      role_name: 'User viewer',
      modules: [{ module_code: 'users', view: true, create: false, update: false, delete: false }],
    });
    installFakeApi((r) => {
      if (r.method === 'get' && r.url === `/users/detail/${shown.user_uuid}`) return ok(shown);
      if (r.method === 'get' && r.url === '/role/list')
        return ok(listPage([...ROLES, admin, viewer]));
      if (r.method === 'get' && r.url === '/v2/users/group/list') return ok(listPage(GROUPS));
      return ok(shown);
    });
    signInForUsers('editor');
    const { user } = renderUsers(`/users/${shown.user_uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ayu Lestari' });
    await user.click(within(dialog).getByLabelText('Roles', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Admin' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'User viewer' })).not.toHaveAttribute(
      'data-combobox-disabled',
    );
    expect(
      within(dialog).getByText('Roles with rights you do not have yourself cannot be given.'),
    ).toBeInTheDocument();
  });

  it('edits the profile, roles and group: the call carries the changes and the detail reloads', async () => {
    const requests = serve((r) => {
      shown = {
        ...shown,
        name: (r.body as { name: string }).name,
        position: (r.body as { position: string }).position,
      };
      return ok(shown);
    });
    signInForUsers('editor');
    const { user } = renderUsers(`/users/${shown.user_uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ayu Lestari' });
    expect(within(dialog).queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Ayu L.');
    const position = within(dialog).getByRole('textbox', { name: 'Position' });
    await user.clear(position);
    await user.type(position, 'Head of compliance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayu L.' })).toBeInTheDocument();
    expect(writes(requests)[0]).toMatchObject({
      method: 'put',
      url: `/users/update/${shown.user_uuid}`,
      body: {
        name: 'Ayu L.',
        position: 'Head of compliance',
        phone: '+62 21 555 0100',
        role_uuids: [ROLES[0].role_uuid],
        group_uuid: GROUPS[0].group_uuid,
        language: 'en',
      },
    });
  });

  it('shows a pending invitation with its expiry and re-sends it with the user’s fields', async () => {
    shown = aUser({
      name: 'Budi Santoso',
      email: 'budi@acme.test',
      state: 'invited',
      password_set: false,
      last_login_at: null,
      invitation: {
        invitation_uuid: crypto.randomUUID(),
        created_at: '2026-01-15T08:30:00.000Z',
        expires_at: '2026-01-22T08:30:00.000Z',
        expired: false,
      },
    });
    const requests = serve(() => ok(shown, 201));
    signInForUsers('admin');
    const { user } = renderUsers(`/users/${shown.user_uuid}`);
    const invitation = await screen.findByTestId('user-invitation');
    expect(invitation).toHaveTextContent(/Invited, expires 22 Jan 2026/);
    // An invited user has no state to change yet.
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
    await user.click(within(invitation).getByRole('button', { name: 'Re-send invitation' }));
    expect(await within(invitation).findByRole('status')).toHaveTextContent(
      'A new invitation was sent to budi@acme.test.',
    );
    expect(writes(requests)[0]).toMatchObject({
      method: 'post',
      url: '/users/invite',
      body: {
        email: 'budi@acme.test',
        name: 'Budi Santoso',
        role_uuids: [ROLES[0].role_uuid],
        group_uuid: GROUPS[0].group_uuid,
        language: 'en',
      },
    });
  });

  it('says when an invitation expired, in Indonesian', async () => {
    await setLanguage('id');
    shown = aUser({
      state: 'invited',
      password_set: false,
      invitation: {
        invitation_uuid: crypto.randomUUID(),
        created_at: '2026-01-01T08:30:00.000Z',
        expires_at: '2026-01-08T08:30:00.000Z',
        expired: true,
      },
    });
    serve();
    signInForUsers('admin');
    renderUsers(`/users/${shown.user_uuid}`);
    const invitation = await screen.findByTestId('user-invitation');
    expect(invitation).toHaveTextContent(/Undangan telah kedaluwarsa pada 8 Jan 2026/);
    expect(
      within(invitation).getByRole('button', { name: 'Kirim ulang undangan' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('user-state')).toHaveTextContent('Diundang');
  });

  it('shows the server’s message for a user that does not exist, with a retry', async () => {
    serve();
    signInForUsers('viewer');
    renderUsers(`/users/${crypto.randomUUID()}`);
    expect(await screen.findByTestId('user-error')).toHaveTextContent(
      'The user could not be loaded: Data not found',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
