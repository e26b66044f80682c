import { installFakeIndexedDb } from '../../test/indexeddb';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../lib/api-fake';
import { storage } from '../../lib/storage';
import { hydrateSession } from '../../state/session';
import { makeProfile, makeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetClient } from '../../test/session-reset';

installFakeIndexedDb();

describe('the account settings route', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('is opened from the user menu and shows the own account', async () => {
    storage.setToken(makeToken());
    storage.setEmail('ana@acme.test');
    hydrateSession();
    installFakeApi((r) => {
      if (r.url === '/users/profile')
        return { status: 200, body: { message: 'Profile loaded', data: makeProfile() } };
      if (r.url === '/users/account')
        return {
          status: 200,
          body: {
            message: 'Success',
            data: {
              email: 'ana@acme.test',
              name: 'Ana Putri',
              phone: null,
              position: null,
              language: 'en',
            },
          },
        };
      if (r.url === '/version')
        return { status: 200, body: { message: 'Backend version', data: { version: '1.2.3' } } };
      return { status: 404, body: { message: 'Route not found' } };
    });
    const { user, router } = renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account settings' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Ana Putri');
    expect(document.title).toMatch(/^Account settings/);
  });
});
