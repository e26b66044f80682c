import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, openTestDatabase, type TestApp } from '../test/harness';
import type { Database } from '../db/client';

let database: Database;
let forced: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  forced = await createTestApp({ FORCE_HTTPS: 'true', TRUST_PROXY: 'true' }, database);
});
afterAll(async () => {
  await forced.close();
  await database.close();
});

describe('FORCE_HTTPS behind a TLS-terminating proxy', () => {
  it('sends a plain-http visit to the same address over https', async () => {
    const res = await forced.app.inject({
      method: 'GET',
      url: '/library?sector=3',
      headers: { host: 'comply.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://comply.example/library?sector=3');
  });

  it('keeps the method of a plain-http POST with a 308', async () => {
    const res = await forced.app.inject({ method: 'POST', url: '/api/auth/login', headers: { host: 'comply.example' }, payload: {} });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('https://comply.example/api/auth/login');
  });

  it('serves a visit that arrived over https, and the load balancer probe over http', async () => {
    const secure = await forced.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.statusCode).toBe(200);
    const probe = await forced.app.inject({ method: 'GET', url: '/api/health' });
    expect(probe.statusCode).toBe(200);
  });

  it('does not redirect when the flag is off', async () => {
    const t = await createTestApp({}, database);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('refuses the flag without TRUST_PROXY, which would redirect forever', () => {
    expect(loadConfig({}).FORCE_HTTPS).toBe(false);
    expect(() => loadConfig({ FORCE_HTTPS: 'true' })).toThrow(/FORCE_HTTPS: requires TRUST_PROXY/);
    expect(loadConfig({ FORCE_HTTPS: 'true', TRUST_PROXY: 'true' }).FORCE_HTTPS).toBe(true);
    expect(() => loadConfig({ FORCE_HTTPS: 'yes' })).toThrow(/FORCE_HTTPS/);
  });
});
