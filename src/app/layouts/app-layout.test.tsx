import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type RecordedRequest } from '../../lib/api-fake';
import { storage } from '../../lib/storage';
import { hydrateSession, session } from '../../state/session';
import { makeProfile, makeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetClient } from '../../test/session-reset';

function signIn(): string {
  const token = makeToken();
  storage.setToken(token);
  storage.setEmail('ana@acme.test');
  storage.setModules(['dashboard']);
  hydrateSession();
  return token;
}

function serve(profile = makeProfile()): RecordedRequest[] {
  return installFakeApi((r) => {
    if (r.url === '/users/profile')
      return { status: 200, body: { message: 'Profile loaded', data: profile } };
    if (r.url === '/version')
      return { status: 200, body: { message: 'Backend version', data: { version: '1.2.3' } } };
    if (r.url === '/auth/logout')
      return { status: 200, body: { message: 'Logout successful', data: null } };
    return { status: 404, body: { message: 'Route not found' } };
  });
}

describe('app layout', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('sends a visitor without a token to /login', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toHaveTextContent('Page not found');
  });

  it('shows the profile on home: name, company, roles, modules and subscription end', async () => {
    signIn();
    serve();
    renderApp('/');
    expect(await screen.findByText('Welcome, Ana Putri')).toBeInTheDocument();
    expect(screen.getByTestId('home-company')).toHaveTextContent('PT Acme Indonesia');
    expect(screen.getByTestId('home-roles')).toHaveTextContent('Company Admin');
    // home lists the dashboard (issue 12), compliance, documents (issue 10) and member roles (issue 8)
    expect(
      within(screen.getByTestId('home-modules'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Compliance', 'Documents', 'Member roles']);
    expect(screen.getByTestId('home-subscription')).toHaveTextContent('Ends on 31 December 2030');
    expect(screen.queryByTestId('expiry-banner')).not.toBeInTheDocument();
    expect(session.modules).toEqual(['dashboard', 'compliance', 'documents']);
  });

  it('warns with the days left when the subscription ends within the warning period', async () => {
    signIn();
    const inTenDays = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
    serve(
      makeProfile({
        company_data: {
          ...makeProfile().company_data,
          expired_at: inTenDays,
          expiry_warning_days: 30,
        },
      }),
    );
    renderApp('/');
    expect(await screen.findByTestId('expiry-banner')).toHaveTextContent(
      /Your subscription ends in 10 days/,
    );
  });

  it('switches the whole layout to Indonesian and sends lang=id afterwards', async () => {
    signIn();
    const requests = serve();
    const { user } = renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    expect(screen.getByTestId('nav-home')).toHaveTextContent('Home');

    await user.click(within(screen.getByTestId('lang-switch')).getByText('ID'));

    expect(await screen.findByText('Selamat datang, Ana Putri')).toBeInTheDocument();
    expect(screen.getByTestId('nav-home')).toHaveTextContent('Beranda');
    expect(screen.getByTestId('home-subscription')).toHaveTextContent(
      'Berakhir pada 31 Desember 2030',
    );
    expect(screen.queryByText('Welcome, Ana Putri')).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await screen.findByTestId('login-submit');
    expect(requests.at(-1)!.params.lang).toBe('id');
    expect(screen.getByLabelText('Kata sandi')).toBeInTheDocument();
  });

  it('toggles the colour scheme and keeps the choice', async () => {
    signIn();
    serve();
    const { user } = renderApp('/');
    const toggle = await screen.findByTestId('theme-toggle');
    expect(toggle).toHaveAccessibleName('Switch to dark theme');
    await user.click(toggle);
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    expect(window.localStorage.getItem('color_scheme')).toBe('dark');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light theme');
  });

  it('logs out: calls the server, clears token, e-mail and modules, keeps the language', async () => {
    const token = signIn();
    storage.setLanguage('en');
    const requests = serve();
    const { user, router } = renderApp('/');
    await screen.findByText('Welcome, Ana Putri');

    await user.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('Server version 1.2.3')).toBeInTheDocument();
    await user.click(screen.getByTestId('logout'));

    await screen.findByTestId('login-submit');
    expect(router.state.location.pathname).toBe('/login');
    const logout = requests.find((r) => r.url === '/auth/logout');
    expect(logout?.method).toBe('get');
    expect(logout?.headers.access_token).toBe(token);
    expect(storage.getToken()).toBeNull();
    expect(storage.getEmail()).toBeNull();
    expect(window.localStorage.getItem('modules')).toBeNull();
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(session.token).toBeNull();
    expect(session.profile).toBeNull();
  });

  it('logs out locally when the server cannot be reached', async () => {
    signIn();
    installFakeApi((r) => {
      if (r.url === '/users/profile')
        return { status: 200, body: { message: 'ok', data: makeProfile() } };
      return Promise.reject(new Error('Network Error'));
    });
    const { user } = renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));
    await screen.findByTestId('login-submit');
    expect(storage.getToken()).toBeNull();
  });

  it('ends the session and opens /login when a call answers 401', async () => {
    signIn();
    installFakeApi(() => ({
      status: 401,
      body: { message: 'Unauthorized', code: 'unauthorized' },
    }));
    const { router } = renderApp('/');
    expect(await screen.findByTestId('login-submit')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storage.getToken()).toBeNull();
    expect(storage.getEmail()).toBeNull();
    expect(session.token).toBeNull();
  });

  it('keeps working from storage and the token when the profile cannot be loaded (offline)', async () => {
    signIn();
    installFakeApi(() => Promise.reject(new Error('Network Error')));
    renderApp('/');
    expect(await screen.findByText('Welcome, ana@acme.test')).toBeInTheDocument();
    expect(screen.getByText(/Your profile could not be loaded/)).toBeInTheDocument();
    expect(screen.getByTestId('home-roles')).toHaveTextContent('Company Admin');
    expect(storage.getToken()).not.toBeNull();
  });
});
