import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../lib/api-fake';
import { makeProfile, makeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetClient } from '../../test/session-reset';
import { createAppRouter } from '../router';
import { focusHeadingWhenReady } from './route-announcer';
import { ROUTE_TITLES } from './route-titles';

function serveLogin() {
  const token = makeToken();
  installFakeApi((r) => {
    if (r.url === '/auth/login')
      return {
        status: 200,
        body: { message: 'Login successful', data: { token, expires_at: '2030-01-01T00:00:00Z' } },
      };
    if (r.url === '/users/profile')
      return { status: 200, body: { message: 'Profile loaded', data: makeProfile() } };
    if (r.url === '/version')
      return { status: 200, body: { message: 'Backend version', data: { version: '1.2.3' } } };
    return { status: 404, body: { message: 'Route not found', code: 'not_found' } };
  });
}

describe('route titles, skip link and heading focus', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('titles each route in the current language', async () => {
    installFakeApi(() => ({ status: 404, body: { message: 'Route not found' } }));
    const { user, unmount } = renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Sign in · RegComply'));
    await user.click(within(screen.getByTestId('lang-switch')).getByText('ID'));
    await waitFor(() => expect(document.title).toBe('Masuk · RegComply'));
    unmount();

    renderApp('/no/such/page');
    await screen.findByTestId('not-found');
    await waitFor(() => expect(document.title).toBe('Halaman tidak ditemukan · RegComply'));
  });

  it('has a title for every route the router knows', () => {
    const ids = Object.keys(createAppRouter().routesById).filter(
      (id) => id !== '__root__' && id !== '/app',
    );
    expect(ids.filter((id) => !(id in ROUTE_TITLES))).toEqual([]);
  });

  it('offers "Skip to content" as the first tab stop, which focuses the main content', async () => {
    installFakeApi(() => ({ status: 404, body: { message: 'Route not found' } }));
    const { user } = renderApp('/login');
    await screen.findByTestId('login-submit');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("moves focus to the new screen's h1 after a navigation, not to the body", async () => {
    serveLogin();
    const { user } = renderApp('/login');
    await screen.findByTestId('login-submit');
    await user.type(screen.getByLabelText('Email'), 'ana@acme.test');
    await user.type(screen.getByLabelText('Password'), 'correct-password');
    await user.click(screen.getByTestId('login-submit'));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana Putri' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(document.title).toBe('Home · RegComply'));
  });

  it('waits for a heading that a screen renders after its data, and can be cancelled', async () => {
    const main = document.createElement('main');
    document.body.append(main);
    focusHeadingWhenReady();
    const late = document.createElement('h1');
    late.textContent = 'Late';
    main.append(late);
    await waitFor(() => expect(late).toHaveFocus());

    late.remove();
    late.blur();
    const cancel = focusHeadingWhenReady();
    cancel();
    const never = document.createElement('h1');
    main.append(never);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(never).not.toHaveFocus();
    main.remove();
  });
});
