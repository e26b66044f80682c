/**
 * The account's Microsoft sign-in section: shown only where the server offers Microsoft sign-in;
 * MSAL (mocked: no Microsoft in tests) gives an ID token that POST /users/account/microsoft links;
 * the server's refusal (another tenant) stands under the section; unlink through DELETE.
 */
import { installFakeIndexedDb } from '../../test/indexeddb';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MicrosoftAccountAnswer } from '../../../contract/api/microsoft';
import {
  installFakeApi,
  uninstallFakeApi,
  type FakeAnswer,
  type RecordedRequest,
} from '../../lib/api-fake';
import { resetClientConfig } from '../../lib/client-config';
import { i18n, setLanguage } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { MicrosoftSection } from './microsoft-section';

installFakeIndexedDb();

const msal = vi.hoisted(() => ({ loginPopup: vi.fn() }));
vi.mock('@azure/msal-browser', () => {
  class BrowserAuthError extends Error {
    constructor(readonly errorCode: string) {
      super(errorCode);
    }
  }
  class PublicClientApplication {
    initialize = async () => undefined;
    loginPopup = msal.loginPopup;
  }
  return { BrowserAuthError, PublicClientApplication };
});

const ENTRA = {
  client_id: 'app-id',
  tenant_id: 'organizations',
  authority: 'https://login.microsoftonline.com/organizations',
};
const LINK = {
  tenant_id: '7d0c5a9e-1b2f-4c3d-8e4f-5a6b7c8d9e0f',
  object_id: '2b8f1c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  linked_by: 'self' as const,
  linked_at: '2026-03-02T08:15:00.000Z',
};
const ok = (data: unknown): FakeAnswer => ({ status: 200, body: { message: 'Success', data } });

function serveConfig(entra: typeof ENTRA | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).endsWith('/client-config')
        ? new Response(
            JSON.stringify({
              message: 'Success',
              data: { analytics: null, error_reporting: null, entra },
            }),
          )
        : new Response('{}', { status: 404 }),
    ),
  );
}

function renderSection() {
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MicrosoftSection disabled={false} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { user };
}

beforeEach(async () => {
  resetClientConfig();
  await setLanguage('en');
  setProfile(makeProfile({ name: 'Ana Putri', email: 'ana@acme.test' }));
  session.token = 'test-token';
  msal.loginPopup.mockReset();
});
afterEach(async () => {
  uninstallFakeApi();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('account, Microsoft sign-in section', () => {
  it('links the Microsoft account of the popup, then shows it linked and unlinks it', async () => {
    serveConfig(ENTRA);
    let state: MicrosoftAccountAnswer = { configured: true, tenant_registered: true, linked: null };
    const requests = installFakeApi((r: RecordedRequest) => {
      if (r.method === 'post') state = { ...state, linked: LINK };
      if (r.method === 'delete') state = { ...state, linked: null };
      return ok(state);
    });
    msal.loginPopup.mockResolvedValue({
      idToken: 'id-token-from-msal',
      account: { username: 'ana@acme.test' },
    });
    const { user } = renderSection();
    const section = await screen.findByRole('region', { name: 'Microsoft sign-in' });
    expect(await within(section).findByText('No Microsoft account is linked.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Link Microsoft account' }));
    expect(await within(section).findByText('Microsoft account linked')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'post')).toMatchObject({
      url: '/users/account/microsoft',
      body: { id_token: 'id-token-from-msal' },
    });
    expect(
      await within(section).findByText(
        `Linked to the Microsoft account with object ID ${LINK.object_id}.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Unlink' }));
    expect(await within(section).findByText('Microsoft account unlinked')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'delete')).toMatchObject({
      url: '/users/account/microsoft',
    });
    await waitFor(() =>
      expect(within(section).getByText('No Microsoft account is linked.')).toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal of another tenant’s account under the section', async () => {
    serveConfig(ENTRA);
    installFakeApi((r) =>
      r.method === 'post'
        ? {
            status: 400,
            body: {
              message: 'Please check this field',
              code: 'validation',
              errors: {
                id_token: [
                  'This Microsoft account belongs to a tenant your company has not registered',
                ],
              },
            },
          }
        : ok({ configured: true, tenant_registered: true, linked: null }),
    );
    msal.loginPopup.mockResolvedValue({
      idToken: 'other-tenant',
      account: { username: 'ana@other.test' },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Link Microsoft account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Microsoft account belongs to a tenant your company has not registered',
    );
  });

  it('says the company registered no tenant yet and offers no link', async () => {
    serveConfig(ENTRA);
    installFakeApi(() => ok({ configured: true, tenant_registered: false, linked: null }));
    renderSection();
    expect(
      await screen.findByText(
        'Your company has not registered its Microsoft tenant yet: ask your admin.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link Microsoft account' })).toBeDisabled();
  });

  it('is not shown where Microsoft sign-in is not configured', async () => {
    serveConfig(null);
    const requests = installFakeApi(() =>
      ok({ configured: false, tenant_registered: false, linked: null }),
    );
    renderSection();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Microsoft sign-in' })).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
