import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../lib/api-fake';
import { setNavigator, setReloader } from '../../lib/navigation';
import { storage } from '../../lib/storage';
import { hydrateSession, session } from '../../state/session';
import { makeProfile, makeToken } from '../../test/fixtures';
import { resetClient } from '../../test/session-reset';
import { loadProfile } from './profile.api';
import { checkVersion } from './version.api';

function signIn() {
  storage.setToken(makeToken());
  storage.setEmail('ana@acme.test');
  storage.setModules(['dashboard']);
  storage.setLanguage('id');
  hydrateSession();
}

describe('profile answers', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('fills roles, modules and company data and stores the modules', async () => {
    signIn();
    installFakeApi(() => ({
      status: 200,
      body: { message: 'ok', data: makeProfile({ modules: ['library', 'users'] }) },
    }));
    await expect(loadProfile()).resolves.toBe('ready');
    expect(session.profile?.company_data.name).toBe('PT Acme Indonesia');
    expect(session.modules).toEqual(['library', 'users']);
    expect(storage.getModules()).toEqual(['library', 'users']);
  });

  it('raises the subscription-expired state on errors.subscription and keeps the token', async () => {
    signIn();
    installFakeApi(() => ({
      status: 403,
      body: { message: 'x', code: 'subscription_expired', errors: { subscription: ['x'] } },
    }));
    await expect(loadProfile()).resolves.toBe('expired');
    expect(session.subscriptionExpired).toBe(true);
    expect(storage.getToken()).not.toBeNull();
  });

  it('clears the session and reloads the page on any other failure', async () => {
    signIn();
    const reload = vi.fn();
    setReloader(reload);
    installFakeApi(() => ({
      status: 403,
      body: { message: 'Your account is not active', code: 'forbidden' },
    }));
    await expect(loadProfile()).resolves.toBe('failed');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getToken()).toBeNull();
    expect(storage.getEmail()).toBeNull();
    expect(storage.getModules()).toEqual([]);
    expect(storage.getLanguage()).toBe('id');
    expect(session.token).toBeNull();
  });

  it('keeps the session when no answer arrives (offline) or the server fails', async () => {
    signIn();
    const reload = vi.fn();
    setReloader(reload);
    installFakeApi(() => Promise.reject(new Error('Network Error')));
    await expect(loadProfile()).resolves.toBe('unavailable');
    installFakeApi(() => ({ status: 503, body: { message: 'down' } }));
    await expect(loadProfile()).resolves.toBe('unavailable');
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getToken()).not.toBeNull();
    expect(session.modules).toEqual(['dashboard']);
  });
});

describe('version check', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('records the server version', async () => {
    signIn();
    installFakeApi(() => ({
      status: 200,
      body: { message: 'Backend version', data: { version: '2.0.1' } },
    }));
    await expect(checkVersion()).resolves.toBe('2.0.1');
    expect(session.serverVersion).toBe('2.0.1');
  });

  it('clears the stored token, e-mail and modules on Unauthorized', async () => {
    signIn();
    setNavigator(() => {});
    installFakeApi(() => ({
      status: 401,
      body: { message: 'Unauthorized', code: 'unauthorized' },
    }));
    await expect(checkVersion()).resolves.toBeNull();
    expect(storage.getToken()).toBeNull();
    expect(storage.getEmail()).toBeNull();
    expect(window.localStorage.getItem('modules')).toBeNull();
    expect(storage.getLanguage()).toBe('id');
  });
});
