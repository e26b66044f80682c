/**
 * Answers that depend on the caller must never sit in a shared cache (a proxy, a CDN): the token
 * travels in a custom header that those caches ignore. Checked across the whole route table, with
 * and without a token, success and failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerCompany, twoCompanies } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { PRIVATE_NO_STORE } from './cache-control';

/** Public answers cacheable on purpose keep their own policy (the same for every caller). */
const OWN_POLICY = new Set(['GET /openapi.json', 'GET /docs', 'GET /docs/:file']);
/** Have an effect on a GET (a sync, the session's end): called on their own below, not in the sweep. */
const SIDE_EFFECT = new Set(['GET /ldap/sync', 'GET /auth/logout']);
const ZERO = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let tokens: string[];
beforeAll(async () => {
  t = await createTestApp();
  const { a } = await twoCompanies(t.app, t.database);
  const provider = await providerCompany(t.app, t.database);
  tokens = [a.admin.token, provider.admin.token];
});
afterAll(() => t.close());

const urlOf = (url: string) => `/api${url.replace(/:(\w+)/g, ZERO)}`;

describe('Cache-Control of the API', () => {
  it('marks every signed-in GET answer private, no-store, whatever its status', async () => {
    const seen: string[] = [];
    for (const r of t.app.apiRoutes.filter((x) => x.method === 'GET')) {
      const key = `${r.method} ${r.url}`;
      if (OWN_POLICY.has(key) || SIDE_EFFECT.has(key)) continue;
      for (const token of tokens) {
        const res = await t.app.inject({
          method: 'GET',
          url: urlOf(r.url),
          headers: { access_token: token },
        });
        seen.push(`${res.statusCode}`);
        expect([key, res.statusCode, res.headers['cache-control']]).toEqual([
          key,
          res.statusCode,
          PRIVATE_NO_STORE,
        ]);
      }
    }
    // Successes and refusals alike were swept.
    expect(seen).toContain('200');
    expect(seen.some((s) => s.startsWith('4'))).toBe(true);
  });

  it('marks the answers of writes and refusals too: 400, 401, 404, and a GET with an effect', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { access_token: tokens[0] },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const sync = await t.app.inject({
      method: 'GET',
      url: '/api/ldap/sync',
      headers: { access_token: tokens[0] },
    });
    expect(sync.statusCode).toBe(400);
    expect(sync.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { access_token: tokens[1] },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    for (const r of t.app.apiRoutes.filter((x) => x.method !== 'GET')) {
      const res = await t.app.inject({
        method: r.method as 'POST',
        url: urlOf(r.url),
        payload: {},
      });
      expect([r.method, r.url, res.headers['cache-control']]).toEqual([
        r.method,
        r.url,
        PRIVATE_NO_STORE,
      ]);
    }
  });

  it('keeps the policy of the public answers cacheable on purpose', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.headers['cache-control']).toBe('no-cache');
  });
});
