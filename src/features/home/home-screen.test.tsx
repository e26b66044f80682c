import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../lib/api-fake';
import { storage } from '../../lib/storage';
import { hydrateSession } from '../../state/session';
import { resetSyncStatus, syncStatus } from '../../sync/sync-status';
import { makeProfile, makeToken } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetClient } from '../../test/session-reset';

const LIBRARY_USER = makeProfile({
  modules: ['dashboard', 'compliance', 'library', 'regulation', 'bookmarks'],
});

function signIn(stored: ReturnType<typeof makeProfile> | null = null) {
  storage.setToken(makeToken());
  storage.setEmail('ana@acme.test');
  storage.setModules(['dashboard']);
  if (stored) storage.setProfile(stored);
  hydrateSession();
}

function online(profile = LIBRARY_USER) {
  installFakeApi((r) => {
    if (r.url === '/users/profile')
      return { status: 200, body: { message: 'Profile loaded', data: profile } };
    if (r.url === '/version')
      return { status: 200, body: { message: 'Backend version', data: { version: '1' } } };
    return { status: 404, body: { message: 'Route not found' } };
  });
}

const offline = () => installFakeApi(() => Promise.reject(new Error('Network Error')));

describe('home screen', () => {
  beforeEach(resetClient);
  afterEach(async () => {
    resetSyncStatus();
    await resetClient();
  });

  it('links each module that has a screen, and lists none that has not', async () => {
    signIn();
    online();
    renderApp('/');
    await screen.findByText('Welcome, Ana Putri');
    const modules = screen.getByTestId('home-modules');
    expect(within(modules).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/library',
    );
    expect(within(modules).getByRole('link', { name: 'Regulations' })).toHaveAttribute(
      'href',
      '/regulations',
    );
    expect(within(modules).getByRole('link', { name: 'Bookmarks' })).toHaveAttribute(
      'href',
      '/bookmarks',
    );
    expect(within(modules).getByRole('link', { name: 'Compliance' })).toHaveAttribute(
      'href',
      '/compliance',
    );
    expect(within(modules).getByRole('link', { name: 'Member roles' })).toHaveAttribute(
      'href',
      '/member-roles',
    );
    expect(within(modules).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(modules).getAllByRole('link')).toHaveLength(6);
  });

  it('offline, keeps the profile stored at the last load: the name, the company and the roles', async () => {
    signIn(LIBRARY_USER);
    offline();
    renderApp('/');
    expect(await screen.findByText('Welcome, Ana Putri')).toBeInTheDocument();
    expect(screen.getByTestId('home-company')).toHaveTextContent('PT Acme Indonesia');
    expect(screen.getByTestId('home-roles')).toHaveTextContent('Company Admin');
    expect(screen.queryByText(/Your profile could not be loaded/)).not.toBeInTheDocument();
  });

  it('offline, ignores a stored profile of another user than the token names', async () => {
    signIn(
      makeProfile({ user_uuid: '99999999-9999-4999-8999-999999999999', name: 'Someone Else' }),
    );
    offline();
    renderApp('/');
    expect(await screen.findByText('Welcome, ana@acme.test')).toBeInTheDocument();
    expect(screen.queryByText(/Someone Else/)).not.toBeInTheDocument();
    expect(screen.getByText(/Your profile could not be loaded/)).toBeInTheDocument();
  });

  it('shows the first sync collection by collection and links what is ready', async () => {
    signIn();
    online();
    Object.assign(syncStatus, {
      state: 'synchronizing',
      progress: [
        { collection: 'sectors', received: 42, total: 42, done: true },
        { collection: 'regulations', received: 1200, total: 3400, done: false },
      ],
    });
    renderApp('/');
    const card = await screen.findByTestId('first-sync-progress');
    const sectors = within(card).getByTestId('sync-progress-sectors');
    expect(sectors).toHaveTextContent('Ready');
    expect(within(sectors).getByRole('link', { name: 'Open Sectors' })).toHaveAttribute(
      'href',
      '/library',
    );
    const regulations = within(card).getByTestId('sync-progress-regulations');
    expect(regulations).toHaveTextContent('Loading');
    expect(regulations).toHaveTextContent('1,200 of 3,400');
    expect(within(regulations).queryByRole('link')).not.toBeInTheDocument();
  });
});
