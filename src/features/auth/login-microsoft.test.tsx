/**
 * "Sign in with Microsoft" on the login screen: shown only when the server's configuration names
 * an Entra ID tenant; MSAL (mocked here: no Microsoft in tests) gives an ID token that goes to
 * POST /auth/login?msalToken=, then the app opens as after a password login.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeAnswer, type RecordedRequest } from '../../lib/api-fake';
import { resetClientConfig } from '../../lib/client-config';
import { storage } from '../../lib/storage';
import { makeProfile, makeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetClient } from '../../test/session-reset';
import { isMicrosoftPopupReturn } from './microsoft.api';

const msal = vi.hoisted(() => ({
  configs: [] as unknown[],
  loginPopup: vi.fn(),
  broadcast: vi.fn(),
}));

vi.mock('@azure/msal-browser/redirect-bridge', () => ({
  broadcastResponseToMainFrame: msal.broadcast,
}));

vi.mock('@azure/msal-browser', () => {
  class BrowserAuthError extends Error {
    constructor(readonly errorCode: string) {
      super(errorCode);
    }
  }
  class PublicClientApplication {
    constructor(config: unknown) {
      msal.configs.push(config);
    }
    initialize = async () => undefined;
    loginPopup = msal.loginPopup;
  }
  return { BrowserAuthError, PublicClientApplication };
});

const ENTRA = {
  client_id: 'app-id',
  tenant_id: 'tenant-id',
  authority: 'https://login.microsoftonline.com/tenant-id',
};

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

function answer(route: (r: RecordedRequest) => FakeAnswer | undefined) {
  return installFakeApi(
    (r) => route(r) ?? { status: 404, body: { message: 'Route not found', code: 'not_found' } },
  );
}

describe('login screen, Microsoft sign-in', () => {
  beforeEach(async () => {
    await resetClient();
    resetClientConfig();
    msal.configs.length = 0;
    msal.loginPopup.mockReset();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetClient();
  });

  it('shows no Microsoft button when the server has not configured Entra ID', async () => {
    serveConfig(null);
    answer(() => undefined);
    renderApp('/login');
    await screen.findByTestId('login-submit');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('login-microsoft')).not.toBeInTheDocument();
    expect(msal.configs).toHaveLength(0);
  });

  it('signs in with the popup’s ID token and opens home', async () => {
    serveConfig(ENTRA);
    msal.loginPopup.mockResolvedValue({
      idToken: 'id.token.value',
      account: { username: 'ana@acme.test' },
    });
    const token = makeToken();
    const requests = answer((r) => {
      if (r.url === '/auth/login')
        return {
          status: 200,
          body: {
            message: 'Login successful',
            data: { token, expires_at: '2030-01-01T00:00:00Z' },
          },
        };
      if (r.url === '/users/profile')
        return { status: 200, body: { message: 'Profile loaded', data: makeProfile() } };
      if (r.url === '/version')
        return { status: 200, body: { message: 'Backend version', data: { version: '1.2.3' } } };
      return undefined;
    });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with Microsoft' }));

    expect(await screen.findByTestId('app-layout')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(msal.configs[0]).toMatchObject({
      auth: {
        clientId: 'app-id',
        authority: ENTRA.authority,
        redirectUri: `${window.location.origin}/login/microsoft`,
      },
    });
    expect(msal.loginPopup).toHaveBeenCalledWith(
      expect.objectContaining({ scopes: ['User.Read'] }),
    );
    const login = requests.find((r) => r.url === '/auth/login')!;
    expect(login.params.msalToken).toBe('id.token.value');
    expect(storage.getToken()).toBe(token);
    expect(storage.getEmail()).toBe('ana@acme.test');
  });

  it('shows the server’s refusal in the alert, in Indonesian', async () => {
    serveConfig(ENTRA);
    msal.loginPopup.mockResolvedValue({
      idToken: 'id.token.value',
      account: { username: 'ana@acme.test' },
    });
    answer((r) =>
      r.url === '/auth/login'
        ? {
            status: 401,
            body: {
              message: 'Tidak ada akun aktif di sini yang cocok dengan akun Microsoft ini',
              code: 'sso_failed',
            },
          }
        : undefined,
    );
    const { user } = renderApp('/login');
    await screen.findByTestId('login-microsoft');
    const { setLanguage } = await import('../../lib/i18n');
    await setLanguage('id');
    await user.click(await screen.findByRole('button', { name: 'Masuk dengan Microsoft' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Tidak ada akun aktif di sini yang cocok dengan akun Microsoft ini',
    );
    expect(screen.getByLabelText('Kata sandi')).not.toHaveAttribute('aria-invalid', 'true');
    expect(storage.getToken()).toBeNull();
  });

  it('says nothing when the user closes the popup, and asks to allow pop-ups when one is blocked', async () => {
    serveConfig(ENTRA);
    const { BrowserAuthError } = await import('@azure/msal-browser');
    msal.loginPopup.mockRejectedValueOnce(
      new (BrowserAuthError as unknown as new (c: string) => Error)('user_cancelled'),
    );
    const requests = answer(() => undefined);
    const { user } = renderApp('/login');
    await user.click(await screen.findByTestId('login-microsoft'));
    await waitFor(() => expect(msal.loginPopup).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/auth/login')).toBe(false);

    msal.loginPopup.mockRejectedValueOnce(
      new (BrowserAuthError as unknown as new (c: string) => Error)('popup_window_error'),
    );
    await user.click(screen.getByTestId('login-microsoft'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Allow pop-ups for this site to sign in with Microsoft.',
    );
  });
});

describe('isMicrosoftPopupReturn', () => {
  it('recognises MSAL’s answer in a popup, in the fragment or the query, and nothing else', () => {
    expect(isMicrosoftPopupReturn({ hash: '#code=abc&state=xyz', search: '' }, true)).toBe(true);
    expect(
      isMicrosoftPopupReturn({ hash: '', search: '?error=access_denied&state=xyz' }, true),
    ).toBe(true);
    expect(isMicrosoftPopupReturn({ hash: '#code=abc&state=xyz', search: '' }, false)).toBe(false);
    expect(isMicrosoftPopupReturn({ hash: '', search: '?lang=id' }, true)).toBe(false);
    expect(isMicrosoftPopupReturn({ hash: '#state=xyz', search: '' }, true)).toBe(false);
  });
});

describe('the popup’s return page', () => {
  beforeEach(resetClient);
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('hands MSAL’s answer to the login page that opened the popup', async () => {
    msal.broadcast.mockReset().mockResolvedValue(undefined);
    answer(() => undefined);
    window.history.replaceState(null, '', '/login/microsoft#code=abc&state=xyz');
    renderApp('/login/microsoft#code=abc&state=xyz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Signing in with Microsoft' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(msal.broadcast).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('microsoft-return')).toHaveTextContent('You can close this window');
  });

  it('opened by hand, says there is nothing to finish and links back to the login page', async () => {
    msal.broadcast.mockReset();
    answer(() => undefined);
    window.history.replaceState(null, '', '/login/microsoft');
    renderApp('/login/microsoft');
    expect(
      await screen.findByText('There is no Microsoft sign-in to finish here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the login page' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(msal.broadcast).not.toHaveBeenCalled();
  });
});
