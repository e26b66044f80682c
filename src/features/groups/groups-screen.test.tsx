import { installFakeIndexedDb } from '../../test/indexeddb';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GroupDetail, GroupItem, GroupLabelItem } from '../../../contract/api/groups';
import type { Profile } from '../../../contract/api/auth';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile, listPage } from '../../test/fixtures';
import { renderWithProviders } from '../member-roles/test-render';
import { GroupsScreen } from './groups-screen';

installFakeIndexedDb();

const CORP = '11111111-0000-4000-8000-000000000001';
const LEGAL = '11111111-0000-4000-8000-000000000002';
const OPS = '11111111-0000-4000-8000-000000000003';
const LABEL = '22222222-0000-4000-8000-000000000001';
const ROLE = '33333333-0000-4000-8000-000000000001';
const g = (
  group_uuid: string,
  name: string,
  parent_uuid: string | null,
  over: Partial<GroupItem> = {},
): GroupItem => ({
  group_uuid,
  name,
  parent_uuid,
  label_uuid: null,
  label_name: null,
  role_uuid: null,
  role_name: null,
  member_count: 0,
  ...over,
});
let groups: GroupItem[];
let labels: GroupLabelItem[];
const ok = (data: unknown, status = 200) => ({ status, body: { message: 'Success', data } });
const detailOf = (id: string): GroupDetail => ({
  ...groups.find((x) => x.group_uuid === id)!,
  members: [{ user_uuid: 'u1', name: 'Ayu Lestari', email: 'ayu@acme.test', state: 'active' }],
  children: [],
  path: [],
});
const ADMIN_ROLE = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
function serve(writes: FakeHandler = () => ok(null)): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.method === 'get' && r.url === '/v2/users/group/list') return ok(listPage(groups));
    if (r.method === 'get' && r.url === '/v2/users/group/label') return ok(labels);
    if (r.method === 'get' && r.url === '/role/list') {
      return ok(
        listPage([
          {
            role_uuid: ROLE,
            role_name: 'Auditors',
            role_setting: 0,
            user_count: 0,
            group_count: 0,
            modules: [],
          },
          {
            role_uuid: ADMIN_ROLE,
            role_name: 'Admin',
            role_setting: 1,
            user_count: 1,
            group_count: 0,
            modules: [
              { module_code: 'settings', view: true, create: true, update: true, delete: true },
            ],
          },
        ]),
      );
    }
    if (r.method === 'get' && r.url.startsWith('/v2/users/group/'))
      return ok(detailOf(r.url.split('/').pop()!));
    if (r.method === 'get' && r.url === '/compliance-users/search') {
      return ok({
        data: [
          {
            user_uuid: 'u2',
            name: 'Budi Santoso',
            email: 'budi@acme.test',
            group_uuid: OPS,
            group_name: 'Operations',
          },
        ],
        page: 1,
        limit: 20,
        total: 1,
        total_page: 1,
      });
    }
    return writes(r);
  });
}
function signIn(rights: Partial<Record<'view' | 'create' | 'update' | 'delete', boolean>>) {
  const privileges: Profile['privileges'] = {
    users: { view: true, create: false, update: false, delete: false, ...rights },
  };
  setProfile(makeProfile({ modules: ['users'], privileges }));
  session.token = 'test-token';
}
const all = { create: true, update: true, delete: true };
/** A Mantine Select's input by its label (the label also names the dropdown). */
const inputLabelled = (container: HTMLElement, label: string) =>
  within(container)
    .getAllByLabelText(label)
    .find((e) => e.tagName === 'INPUT')!;

beforeEach(async () => {
  await setLanguage('en');
  groups = [
    g(CORP, 'Corporate', null, { label_uuid: LABEL, label_name: 'Division', member_count: 3 }),
    g(LEGAL, 'Legal', CORP, { role_uuid: ROLE, role_name: 'Auditors' }),
    g(OPS, 'Operations', null),
  ];
  labels = [{ label_uuid: LABEL, name: 'Division', group_count: 1 }];
});
afterEach(() => uninstallFakeApi());

async function openMenu(
  user: ReturnType<typeof renderWithProviders>['user'],
  name: string,
  item: string,
) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('groups screen', () => {
  it('shows the tree: children nested under their parent, with label, role and member count; read-only without rights', async () => {
    serve();
    signIn({});
    renderWithProviders(<GroupsScreen />);
    const corp = (await screen.findByRole('listitem', { name: 'Corporate' })) as HTMLElement;
    expect(within(corp).getByRole('listitem', { name: 'Legal' })).toBeInTheDocument();
    expect(
      within(corp).getByText('Division', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(within(corp).getByText('3 members')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Legal' })).getByText('Auditors'),
    ).toBeInTheDocument();
    expect(
      screen
        .queryByRole('listitem', { name: 'Operations' })
        ?.closest('li')
        ?.parentElement?.closest('li'),
    ).toBeFalsy();
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.getAllByTestId('group')[0]).not.toHaveAttribute('draggable');
  });

  it('moves a group with "Move to…" (the keyboard and phone way), never offering its own subtree', async () => {
    const requests = serve((r) => ok({ ...groups[0], ...(r.body as object) }));
    signIn(all);
    const { user } = renderWithProviders(<GroupsScreen />);
    await openMenu(user, 'Corporate', 'Move to…');
    const dialog = await screen.findByRole('dialog', { name: 'Move Corporate' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(inputLabelled(dialog, 'New place'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Operations']);
    await user.click(screen.getByRole('option', { name: 'Operations' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(screen.getByTestId('groups-notice')).toHaveTextContent(
        'Success: the group was moved.',
      ),
    );
    expect(requests.find((r) => r.method === 'put')).toMatchObject({
      url: `/v2/users/group/update/${CORP}`,
      body: { parent_uuid: OPS },
    });
  });

  it('moves a group by dragging it onto another, and to the top level by dropping it there', async () => {
    const requests = serve(() => ok(groups[1]));
    signIn(all);
    renderWithProviders(<GroupsScreen />);
    const groupEl = async (name: string) =>
      (await screen.findAllByTestId('group')).find((e) => e.dataset.name === name)!;
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(await groupEl('Legal'), { dataTransfer });
    // Dropping Corporate's child back on Corporate is no move: not a drop target.
    const onParent = createEvent.dragOver(await groupEl('Corporate'), { dataTransfer });
    fireEvent(await groupEl('Corporate'), onParent);
    expect(onParent.defaultPrevented).toBe(false);
    fireEvent.dragOver(await groupEl('Operations'), { dataTransfer });
    fireEvent.drop(await groupEl('Operations'), { dataTransfer });
    await waitFor(() => expect(requests.filter((r) => r.method === 'put')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'put')).toMatchObject({
      url: `/v2/users/group/update/${LEGAL}`,
      body: { parent_uuid: OPS },
    });

    const top = await screen.findByTestId('top-level-drop');
    expect(top).not.toHaveAttribute('data-active');
    fireEvent.dragStart(await groupEl('Legal'), { dataTransfer });
    expect(top).toHaveAttribute('data-active', 'true');
    fireEvent.dragOver(top, { dataTransfer });
    fireEvent.drop(top, { dataTransfer });
    await waitFor(() => expect(requests.filter((r) => r.method === 'put')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'put')[1].body).toEqual({ parent_uuid: null });
  });

  it('creates a subgroup with a label and a role', async () => {
    const requests = serve((r) =>
      ok({ ...g('new', 'Contracts', LEGAL), ...(r.body as object) }, 201),
    );
    signIn(all);
    const { user } = renderWithProviders(<GroupsScreen />);
    await openMenu(user, 'Legal', 'Add a subgroup');
    const dialog = await screen.findByRole('dialog', { name: 'New group under Legal' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Contracts');
    await user.click(inputLabelled(dialog, 'Label'));
    await user.click(await screen.findByRole('option', { name: 'Division' }));
    await user.click(inputLabelled(dialog, 'Privilege role'));
    await user.click(await screen.findByRole('option', { name: 'Auditors' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('groups-notice')).toHaveTextContent(
        'Success: the group was added.',
      ),
    );
    expect(requests.find((r) => r.method === 'post')).toMatchObject({
      url: '/v2/users/group/create',
      body: { name: 'Contracts', parent_uuid: LEGAL, label_uuid: LABEL, role_uuid: ROLE },
    });
  });

  it('does not offer a role holding rights the user does not have (no self-escalation)', async () => {
    serve();
    signIn(all);
    const { user } = renderWithProviders(<GroupsScreen />);
    await openMenu(user, 'Legal', 'Add a subgroup');
    const dialog = await screen.findByRole('dialog', { name: 'New group under Legal' });
    await user.click(inputLabelled(dialog, 'Privilege role'));
    expect(await screen.findByRole('option', { name: 'Admin' })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Auditors' })).not.toHaveAttribute(
      'data-combobox-disabled',
    );
    expect(
      within(dialog).getByText(/Roles with rights you do not have yourself cannot be given\./),
    ).toBeInTheDocument();
  });

  it('sets the members: removes one, adds a searched user, sends the whole list', async () => {
    const requests = serve(() => ok(groups[0]));
    signIn(all);
    const { user } = renderWithProviders(<GroupsScreen />);
    await openMenu(user, 'Corporate', 'Members');
    const dialog = await screen.findByRole('dialog', { name: 'Members of Corporate' });
    await user.click(await within(dialog).findByRole('button', { name: 'Remove Ayu Lestari' }));
    expect(within(dialog).getByText('This group has no members.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Add a member' }), 'budi');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Budi Santoso' }));
    expect(
      within(dialog)
        .getAllByTestId('group-member')
        .map((e) => e.textContent),
    ).toEqual(['Budi Santosobudi@acme.test']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'put')).toMatchObject({
        url: `/v2/users/group/update/${CORP}`,
        body: { members: ['u2'] },
      }),
    );
    expect(requests.find((r) => r.url === '/compliance-users/search')?.params).toMatchObject({
      search: 'budi',
    });
  });

  it('deletes after a confirmation that says what happens to subgroups and members; a refusal says Failed', async () => {
    const requests = serve(() => ({
      status: 409,
      body: {
        message: 'This change would leave the company without any active user who may manage users',
        code: 'conflict',
      },
    }));
    signIn(all);
    const { user } = renderWithProviders(<GroupsScreen />);
    await openMenu(user, 'Corporate', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete group' });
    expect(dialog).toHaveTextContent('Its subgroups move up to its parent');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed: This change would leave the company',
    );
    expect(requests.find((r) => r.method === 'put')).toMatchObject({
      url: `/users/group/delete/${CORP}`,
    });
  });

  it('adds a label, in Indonesian', async () => {
    const requests = serve((r) => {
      labels = [...labels, { label_uuid: 'l2', name: 'Departemen', group_count: 0 }];
      return ok({ label_uuid: 'l2', name: (r.body as { name: string }).name, group_count: 0 }, 201);
    });
    await setLanguage('id');
    signIn(all);
    const { user } = renderWithProviders(<GroupsScreen />);
    const section = await screen.findByTestId('labels');
    await user.type(within(section).getByRole('textbox', { name: 'Label baru' }), 'Departemen');
    await user.click(within(section).getByRole('button', { name: 'Tambah label' }));
    await waitFor(() =>
      expect(screen.getByTestId('groups-notice')).toHaveTextContent('Berhasil: label ditambahkan.'),
    );
    expect(requests.find((r) => r.method === 'post')).toMatchObject({
      url: '/v2/users/group/label',
      body: { name: 'Departemen' },
    });
    await waitFor(() => expect(within(section).getByText('Departemen · 0')).toBeInTheDocument());
  });
});
