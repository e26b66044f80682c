import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../contract/api/auth';
import type { LdapSettings } from '../../../contract/api/directory';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeHandler,
  type RecordedRequest,
} from '../../lib/api-fake';
import { setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { renderWithProviders } from '../member-roles/test-render';
import { DirectoryScreen } from './directory-screen';

installFakeIndexedDb();

const STORED: LdapSettings = {
  url: 'ldaps://ldap.example.co.id',
  bind_dn: 'cn=sync,dc=example,dc=co,dc=id',
  has_bind_password: true,
  base_dn: 'dc=example,dc=co,dc=id',
  user_filter: '(objectClass=inetOrgPerson)',
  group_filter: '(objectClass=groupOfNames)',
  mapping: {
    email: 'mail',
    name: 'cn',
    phone: 'telephoneNumber',
    position: 'title',
    group_name: 'cn',
    group_member: 'member',
  },
  start_tls: false,
  last_sync_at: '2026-01-15T08:30:00.000Z',
  last_result: {
    created: 3,
    updated: 1,
    suspended: 2,
    groups_created: 1,
    groups_updated: 0,
    unchanged: 40,
    skipped: 0,
  },
  updated_at: '2026-01-15T08:00:00.000Z',
};

function signIn(kind: 'admin' | 'viewer') {
  const privileges: Profile['privileges'] = {
    users: {
      view: true,
      create: kind === 'admin',
      update: kind === 'admin',
      delete: kind === 'admin',
    },
  };
  setProfile(makeProfile({ modules: ['users'], privileges }));
  session.token = 'test-token';
}

const ok = (data: unknown, message = 'Success') => ({ status: 200, body: { message, data } });
let stored: LdapSettings | null;
function serve(
  extra: FakeHandler = () => ({ status: 404, body: { message: 'Not found', code: 'not_found' } }),
): RecordedRequest[] {
  return installFakeApi((r) =>
    r.method === 'get' && r.url === '/ldap/settings' ? ok(stored) : extra(r),
  );
}

beforeEach(async () => {
  await setLanguage('en');
  stored = structuredClone(STORED);
});
afterEach(() => uninstallFakeApi());

describe('directory screen', () => {
  it('shows the stored settings without any password, and the last sync with its counts', async () => {
    serve();
    signIn('admin');
    renderWithProviders(<DirectoryScreen />);
    expect(await screen.findByLabelText(/Server address/)).toHaveValue(
      'ldaps://ldap.example.co.id',
    );
    expect(screen.getByLabelText(/Bind password/)).toHaveValue('');
    expect(screen.getByText('A password is stored. Leave empty to keep it.')).toBeInTheDocument();
    expect(screen.getByTestId('ldap-last-sync')).toHaveTextContent(/Last sync: 15 Jan 2026/);
    const counts = screen.getByTestId('ldap-sync-counts');
    expect(within(counts).getByText('Users created').nextSibling).toHaveTextContent('3');
    expect(within(counts).getByText('Users suspended').nextSibling).toHaveTextContent('2');
  });

  it('saves through the kit, keeping the stored password when the field is left empty', async () => {
    const requests = serve((r) =>
      r.method === 'put' && r.url === '/ldap/settings'
        ? ok(stored, 'Directory settings saved')
        : { status: 404, body: { message: 'x', code: 'not_found' } },
    );
    signIn('admin');
    const { user } = renderWithProviders(<DirectoryScreen />);
    const baseDn = await screen.findByLabelText(/Base DN/);
    await user.clear(baseDn);
    await user.type(baseDn, 'ou=staff,dc=example,dc=co,dc=id');
    await user.click(screen.getByTestId('ldap-save'));
    expect(await screen.findByTestId('ldap-save-notice')).toHaveTextContent(
      'Directory settings saved.',
    );
    const put = requests.find((r) => r.method === 'put')!;
    expect(put.body).toMatchObject({
      base_dn: 'ou=staff,dc=example,dc=co,dc=id',
      url: STORED.url,
      mapping: STORED.mapping,
    });
    expect(put.body).not.toHaveProperty('bind_password');
    expect(Object.keys(put.headers).map((h) => h.toLowerCase())).toContain('idempotency-key');
  });

  it('asks for the password and the address before the first save, and shows the server’s refusal', async () => {
    stored = null;
    const requests = serve((r) =>
      r.method === 'put'
        ? {
            status: 400,
            body: {
              message: 'Please check the form',
              code: 'validation',
              errors: { url: ['Use an address starting with ldap:// or ldaps://'] },
            },
          }
        : { status: 404, body: { message: 'x', code: 'not_found' } },
    );
    signIn('admin');
    const { user } = renderWithProviders(<DirectoryScreen />);
    expect(await screen.findByTestId('directory-empty')).toHaveTextContent(
      'No directory is connected yet',
    );
    expect(screen.getByTestId('ldap-sync')).toBeDisabled();
    await user.click(screen.getByTestId('ldap-save'));
    expect(screen.getByLabelText(/Server address/)).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(screen.getByLabelText(/Bind password/)).toHaveAccessibleDescription(
      /This field is required/,
    );
    expect(requests.some((r) => r.method === 'put')).toBe(false);

    await user.type(screen.getByLabelText(/Server address/), 'ldap://dir.example.test');
    await user.type(screen.getByLabelText(/Bind DN/), 'cn=sync,dc=example,dc=test');
    await user.type(screen.getByLabelText(/Bind password/), 'secret');
    await user.type(screen.getByLabelText(/Base DN/), 'dc=example,dc=test');
    await user.click(screen.getByTestId('ldap-save'));
    expect(await screen.findByTestId('ldap-save-notice')).toHaveTextContent(
      'The settings were not saved: Please check the form',
    );
    expect(requests.find((r) => r.method === 'put')!.body).toMatchObject({
      bind_password: 'secret',
      url: 'ldap://dir.example.test',
    });
  });

  it('runs a sync and shows the new counts and last run', async () => {
    const result = {
      created: 0,
      updated: 5,
      suspended: 1,
      groups_created: 0,
      groups_updated: 2,
      unchanged: 38,
      skipped: 1,
    };
    serve((r) => {
      if (r.method === 'get' && r.url === '/ldap/sync') {
        stored = { ...stored!, last_sync_at: '2026-02-01T10:00:00.000Z', last_result: result };
        return ok(result, 'Directory sync finished');
      }
      return { status: 404, body: { message: 'x', code: 'not_found' } };
    });
    signIn('admin');
    const { user } = renderWithProviders(<DirectoryScreen />);
    await user.click(await screen.findByTestId('ldap-sync'));
    expect(await screen.findByTestId('ldap-sync-notice')).toHaveTextContent(
      'Directory sync finished.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('ldap-last-sync')).toHaveTextContent(/1 Feb 2026/),
    );
    expect(
      within(screen.getByTestId('ldap-sync-counts')).getByText('Users updated').nextSibling,
    ).toHaveTextContent('5');
    expect(screen.getByText(/People without an e-mail/)).toBeInTheDocument();
  });

  it('shows a failed sync’s message in Indonesian', async () => {
    await setLanguage('id');
    serve((r) =>
      r.url === '/ldap/sync'
        ? {
            status: 400,
            body: {
              message: 'Direktori menolak DN bind atau kata sandi',
              code: 'directory_refused',
            },
          }
        : { status: 404, body: { message: 'x', code: 'not_found' } },
    );
    signIn('admin');
    const { user } = renderWithProviders(<DirectoryScreen />);
    await user.click(await screen.findByRole('button', { name: 'Sinkronkan sekarang' }));
    expect(await screen.findByTestId('ldap-sync-notice')).toHaveTextContent(
      'Sinkronisasi tidak berjalan: Direktori menolak DN bind atau kata sandi',
    );
  });

  it('lets a reader see the settings without Save or Sync', async () => {
    serve();
    signIn('viewer');
    renderWithProviders(<DirectoryScreen />);
    expect(await screen.findByLabelText(/Server address/)).toHaveAttribute('readonly');
    expect(screen.queryByTestId('ldap-save')).toBeNull();
    expect(screen.queryByTestId('ldap-sync')).toBeNull();
  });

  it('shows the load error with a retry', async () => {
    let fail = true;
    installFakeApi((r) =>
      r.url === '/ldap/settings'
        ? fail
          ? { status: 400, body: { message: 'Broken', code: 'validation' } }
          : ok(stored)
        : { status: 404, body: {} },
    );
    signIn('admin');
    const { user } = renderWithProviders(<DirectoryScreen />);
    expect(await screen.findByTestId('directory-error')).toHaveTextContent('Broken');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/Server address/)).toHaveValue(STORED.url);
  });

  it('tells a user without the users module they have no access', () => {
    setProfile(
      makeProfile({
        modules: ['compliance'],
        privileges: { compliance: { view: true, create: false, update: false, delete: false } },
      }),
    );
    renderWithProviders(<DirectoryScreen />);
    expect(screen.getByTestId('no-access')).toBeInTheDocument();
  });
});
