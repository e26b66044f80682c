import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, openTestDatabase, type TestApp } from '../test/harness';
import type { Database } from '../db/client';

let database: Database;
let forced: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  forced = await createTestApp(
    { FORCE_HTTPS: 'true', TRUST_PROXY: '1', PUBLIC_URL: 'https://comply.example' },
    database,
  );
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

  it('sends the visit to the configured public origin, never to the Host or X-Forwarded-Host it named', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'comply.example', 'x-forwarded-host': 'evil.example' },
    ]) {
      const res = await forced.app.inject({
        method: 'GET',
        url: '/login',
        headers: { ...headers, 'x-forwarded-proto': 'http' },
      });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://comply.example/login');
    }
    // A path that looks like another host stays a path on ours.
    const res = await forced.app.inject({
      method: 'GET',
      url: '//evil.example/x',
      headers: { host: 'evil.example' },
    });
    expect(res.headers.location).toBe('https://comply.example//evil.example/x');
  });

  it('keeps the method of a plain-http POST with a 308', async () => {
    const res = await forced.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'comply.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('https://comply.example/api/auth/login');
  });

  it('serves a visit that arrived over https, and the load balancer probe over http', async () => {
    const secure = await forced.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.statusCode).toBe(200);
    const probe = await forced.app.inject({ method: 'GET', url: '/api/health' });
    expect(probe.statusCode).toBe(200);
  });

  it('does not redirect when the flag is off', async () => {
    const t = await createTestApp({}, database);
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('refuses the flag without TRUST_PROXY, which would redirect forever, and without an https PUBLIC_URL to send visits to', () => {
    const base = {
      JWT_SECRET: 'test-secret-0123456789-0123456789-0123456789',
      PUBLIC_URL: 'https://comply.example',
    };
    expect(loadConfig(base).FORCE_HTTPS).toBe(false);
    expect(() => loadConfig({ ...base, FORCE_HTTPS: 'true' })).toThrow(
      /FORCE_HTTPS: requires TRUST_PROXY/,
    );
    expect(loadConfig({ ...base, FORCE_HTTPS: 'true', TRUST_PROXY: '1' }).FORCE_HTTPS).toBe(true);
    expect(
      loadConfig({ ...base, FORCE_HTTPS: 'true', TRUST_PROXY: '10.0.0.0/8' }).FORCE_HTTPS,
    ).toBe(true);
    expect(() => loadConfig({ ...base, FORCE_HTTPS: 'yes' })).toThrow(/FORCE_HTTPS/);
    expect(() =>
      loadConfig({ ...base, FORCE_HTTPS: 'true', TRUST_PROXY: '1', PUBLIC_URL: '' }),
    ).toThrow(/FORCE_HTTPS: requires an https PUBLIC_URL/);
    expect(() =>
      loadConfig({
        ...base,
        FORCE_HTTPS: 'true',
        TRUST_PROXY: '1',
        PUBLIC_URL: 'http://comply.example',
      }),
    ).toThrow(/FORCE_HTTPS: requires an https PUBLIC_URL/);
  });
});
