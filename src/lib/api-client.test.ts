import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClient } from '../test/session-reset';
import { ApiError, api, onUnauthorized } from './api-client';
import { installFakeApi } from './api-fake';
import { setLanguage } from './i18n';
import { setNavigator } from './navigation';
import { storage } from './storage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('api client', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('adds access_token, t and lang to every call, and no Idempotency-Key to a read', async () => {
    storage.setToken('tok-123');
    const requests = installFakeApi(() => ({ status: 200, body: { message: 'ok', data: {} } }));
    const before = Date.now();
    await api.get('/users/profile', { params: { page: 2 } });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.url).toBe('/users/profile');
    expect(request.headers.access_token).toBe('tok-123');
    expect(request.params.page).toBe(2);
    expect(request.params.lang).toBe('en');
    expect(Number(request.params.t)).toBeGreaterThanOrEqual(before);
    expect(Number(request.params.t)).toBeLessThanOrEqual(Date.now());
    expect(request.headers['Idempotency-Key']).toBeUndefined();
  });

  it('sends the stored language as lang', async () => {
    await setLanguage('id');
    const requests = installFakeApi(() => ({ status: 200, body: {} }));
    await api.get('/version');
    expect(requests[0].params.lang).toBe('id');
  });

  it('gives each mutating call its own Idempotency-Key and keeps one the caller brought', async () => {
    storage.setToken('tok-123');
    const requests = installFakeApi(() => ({ status: 200, body: {} }));
    await api.post('/compliance/renewal', { compliance_uuid: 'c1' });
    await api.put('/users/update', { name: 'A' });
    await api.delete('/member/delete', { data: { id: 1 } });
    await api.post('/compliance/renewal', {}, { headers: { 'Idempotency-Key': 'replayed-key' } });

    const keys = requests.map((r) => r.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[2]).toMatch(UUID);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys[3]).toBe('replayed-key');
    expect(requests[0].body).toEqual({ compliance_uuid: 'c1' });
  });

  it('does not send the token with login', async () => {
    storage.setToken('old-token');
    const requests = installFakeApi(() => ({ status: 200, body: {} }));
    await api.post('/auth/login', { email: 'a@b.c', password: 'x' });
    expect(requests[0].headers.access_token).toBeUndefined();
    expect(requests[0].params.lang).toBe('en');
  });

  it('turns a failure into an ApiError with status, code, field errors and headers', async () => {
    installFakeApi(() => ({
      status: 400,
      body: {
        message: 'Please check the form',
        code: 'validation',
        errors: { email: ['This field is required'] },
      },
      headers: { 'X-RateLimit-Limit': '5', 'x-ratelimit-remaining': '4' },
    }));
    const error = await api.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('validation');
    expect(apiError.message).toBe('Please check the form');
    expect(apiError.errors).toEqual({ email: ['This field is required'] });
    expect(apiError.headers['x-ratelimit-limit']).toBe('5');
    expect(apiError.headers['x-ratelimit-remaining']).toBe('4');
  });

  it('reports a call without an answer as a network error', async () => {
    installFakeApi(() => Promise.reject(new Error('Network Error')));
    const error = (await api.get('/version').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
    expect(error.isNetworkError).toBe(true);
  });

  it('on 401 removes the stored token and goes to /login when a token was stored', async () => {
    storage.setToken('expired');
    storage.setEmail('ana@acme.test');
    const navigate = vi.fn();
    setNavigator(navigate);
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    installFakeApi(() => ({
      status: 401,
      body: { message: 'Unauthorized', code: 'unauthorized' },
    }));

    await expect(api.get('/users/profile')).rejects.toMatchObject({ status: 401 });
    off();

    expect(storage.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(listener).toHaveBeenCalledWith(true);
  });

  it('on 401 without a stored token stays where it is', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    installFakeApi(() => ({ status: 401, body: { message: 'Unauthorized' } }));

    await expect(api.get('/version')).rejects.toMatchObject({ status: 401 });

    expect(navigate).not.toHaveBeenCalled();
    expect(storage.getToken()).toBeNull();
  });
});
