import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemberRoleItem } from '../../../contract/api/members';
import { installFakeApi, uninstallFakeApi, type FakeHandler } from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { MemberRolesScreen } from './member-roles-screen';
import { COMPANY, renderWithProviders, signInForCompliance } from './test-render';
import { listPage } from '../../test/fixtures';

installFakeIndexedDb();

const AT = '2026-01-01T00:00:00.000Z';
const role = (over: Partial<MemberRoleItem>): MemberRoleItem => ({
  member_role_uuid: crypto.randomUUID(),
  company_uuid: COMPANY,
  name: 'Auditor',
  code: 'auditor',
  actions: ['view', 'comment', 'audit'],
  is_default: true,
  member_count: 3,
  created_at: AT,
  updated_at: AT,
  ...over,
});

let roles: MemberRoleItem[];
const ok = (data: unknown) => ({ status: 200, body: { message: 'Success', data } });
const serve = (writes: FakeHandler = () => ok(null)) =>
  installFakeApi((r) =>
    r.method === 'get' && r.url.includes(`/member/role/list/${COMPANY}`)
      ? ok(listPage(roles))
      : writes(r),
  );

beforeEach(async () => {
  await setLanguage('en');
  roles = [
    role({}),
    role({
      name: 'Evidence uploader',
      code: 'custom_evidence_1',
      actions: ['view', 'upload_evidence'],
      is_default: false,
      member_count: 0,
    }),
  ];
});
afterEach(() => uninstallFakeApi());

describe('member roles screen', () => {
  it("shows each role's obligation actions as labelled checkboxes, read-only for a non-manager", async () => {
    serve();
    signInForCompliance('officer');
    renderWithProviders(<MemberRolesScreen />);
    await waitFor(() => expect(screen.getAllByTestId('member-role')).toHaveLength(2));
    const auditor = screen.getAllByTestId('member-role')[0];
    expect(within(auditor).getByRole('heading', { name: 'Auditor' })).toBeInTheDocument();
    expect(within(auditor).getByText('Built-in')).toBeInTheDocument();
    expect(within(auditor).getByText('3 members')).toBeInTheDocument();
    expect(within(auditor).getByRole('checkbox', { name: 'Audit' })).toBeChecked();
    expect(within(auditor).getByRole('checkbox', { name: 'Claim' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'New role' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('lets a manager create a role: the call carries the company and the chosen actions, then the list reloads', async () => {
    const requests = serve((r) => {
      roles = [
        ...roles,
        role({
          name: 'Site lead',
          code: 'custom_site_lead',
          actions: ['view', 'claim'],
          is_default: false,
          member_count: 0,
        }),
      ];
      return { status: 201, body: { message: 'Member role created', data: r.body } };
    });
    signInForCompliance('manager');
    const { user } = renderWithProviders(<MemberRolesScreen />);
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog', { name: 'New member role' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Site lead');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Claim' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByTestId('member-role')).toHaveLength(3));
    const post = requests.find((r) => r.method === 'post');
    expect(post).toMatchObject({
      url: '/member/role/create',
      body: { company_uuid: COMPANY, name: 'Site lead', actions: ['view', 'claim'] },
    });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
  });

  it("keeps a refused edit in the form with the server's message; built-ins cannot be deleted", async () => {
    serve(() => ({
      status: 409,
      body: { message: 'Member Role Already Exists', code: 'conflict' },
    }));
    signInForCompliance('manager');
    const { user } = renderWithProviders(<MemberRolesScreen />);
    await screen.findAllByTestId('member-role');
    expect(screen.queryByRole('button', { name: 'Delete Auditor' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Evidence uploader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit member role' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Auditor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The change was refused: Member Role Already Exists',
    );
  });

  it('deletes a custom role after confirmation', async () => {
    const custom = roles[1].member_role_uuid;
    const requests = serve(() => {
      roles = roles.filter((r) => r.is_default);
      return ok(null);
    });
    signInForCompliance('manager');
    const { user } = renderWithProviders(<MemberRolesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete Evidence uploader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete member role' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('member-role')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'delete')).toMatchObject({
      url: '/member/role/delete',
      body: { member_role_uuid: custom },
    });
  });

  it('shows the empty and the error states, in Indonesian', async () => {
    await setLanguage('id');
    roles = [];
    serve();
    signInForCompliance('officer');
    const first = renderWithProviders(<MemberRolesScreen />);
    expect(
      await screen.findByText('Perusahaan ini belum memiliki peran anggota.'),
    ).toBeInTheDocument();
    first.unmount();
    installFakeApi(() => ({
      status: 500,
      body: { message: 'Terjadi kesalahan di sisi kami. Silakan coba lagi.', code: 'server_error' },
    }));
    renderWithProviders(<MemberRolesScreen />);
    expect(await screen.findByTestId('member-roles-error')).toHaveTextContent(
      'Peran anggota tidak dapat dimuat: Terjadi kesalahan di sisi kami.',
    );
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
