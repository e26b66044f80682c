import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../lib/api-fake';
import { storage } from '../../lib/storage';
import { hydrateSession } from '../../state/session';
import { makeProfile, makeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetClient } from '../../test/session-reset';
import { PHONE_QUERY } from '../../components/use-phone';

const desktopMatchMedia = window.matchMedia;

/** A 390 px screen as far as the layout can tell: only the phone query matches. */
function actAsPhone() {
  window.matchMedia = (query: string) =>
    ({
      ...desktopMatchMedia(query),
      media: query,
      matches: query === PHONE_QUERY,
    }) as MediaQueryList;
}

function signIn() {
  storage.setToken(makeToken());
  storage.setEmail('ana@acme.test');
  storage.setModules(['dashboard']);
  hydrateSession();
  installFakeApi((r) => {
    if (r.url === '/users/profile')
      return { status: 200, body: { message: 'Profile loaded', data: makeProfile() } };
    if (r.url === '/version')
      return { status: 200, body: { message: 'Backend version', data: { version: '1.2.3' } } };
    if (r.url === '/auth/logout')
      return { status: 200, body: { message: 'Logout successful', data: null } };
    return { status: 404, body: { message: 'Route not found' } };
  });
}

describe('app layout on a phone', () => {
  beforeEach(() => {
    resetClient();
    actAsPhone();
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
    resetClient();
  });

  it('keeps the header to burger, logo and search; the account controls live in the drawer, rendered when it first opens', async () => {
    signIn();
    const { user } = renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    const header = screen.getByRole('banner');
    expect(within(header).queryByTestId('user-menu')).not.toBeInTheDocument();
    expect(within(header).queryByTestId('lang-switch')).not.toBeInTheDocument();
    expect(within(header).queryByTestId('theme-toggle')).not.toBeInTheDocument();
    // Nothing of the closed drawer is built before it is wanted (a phone's start stays short).
    expect(screen.queryByTestId('drawer-controls')).not.toBeInTheDocument();
    expect(document.querySelector('#app-navbar nav')).toBeNull();
    await user.click(screen.getByTestId('nav-toggle'));
    const drawer = await screen.findByTestId('drawer-controls');
    expect(document.querySelector('#app-navbar nav')).not.toBeNull();
    expect(within(drawer).getByTestId('user-menu')).toBeInTheDocument();
    expect(within(drawer).getByTestId('lang-switch')).toBeInTheDocument();
    expect(within(drawer).getByTestId('theme-toggle')).toBeInTheDocument();
    // Closed again, it keeps its contents (its closing transition has something to show).
    await user.click(screen.getByTestId('nav-toggle'));
    expect(screen.getByTestId('drawer-controls')).toBeInTheDocument();
  });

  it('takes the closed drawer out of the tab order and opens it with the burger', async () => {
    signIn();
    const { user } = renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    const navbar = document.getElementById('app-navbar')!;
    const burger = screen.getByTestId('nav-toggle');
    expect(navbar).toHaveAttribute('inert');
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await user.click(burger);
    expect(navbar).not.toHaveAttribute('inert');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets a phone user log out from the drawer', async () => {
    signIn();
    const { user, router } = renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    await user.click(screen.getByTestId('nav-toggle'));
    const menu = screen.getByRole('button', { name: 'Ana Putri' });
    expect(menu).toHaveAccessibleDescription('Account menu');
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByTestId('login-submit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('app layout on a wide screen', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('shows the account controls in the header and never makes the navbar inert', async () => {
    signIn();
    renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Ana Putri' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    expect(within(header).getByTestId('lang-switch')).toBeInTheDocument();
    expect(screen.queryByTestId('drawer-controls')).not.toBeInTheDocument();
    expect(document.getElementById('app-navbar')).not.toHaveAttribute('inert');
  });

  it('opens a menu that holds only menu items among its focusable children', async () => {
    signIn();
    const { user } = renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    const trigger = screen.getByRole('button', { name: 'Ana Putri' });
    expect(trigger).toHaveAccessibleDescription('Account menu');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const focusable = [...menu.querySelectorAll('[tabindex]')].map((el) => el.getAttribute('role'));
    expect(focusable.length).toBeGreaterThan(0);
    expect(focusable.every((role) => role === 'menuitem')).toBe(true);
    expect(within(menu).getByText('ana@acme.test')).toBeInTheDocument();
  });
});
