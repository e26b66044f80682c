import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/** Routes anyone may call without a token. Adding one here is a security decision. */
const PUBLIC = new Set([
  'POST /auth/login',
  'GET /health',
  // The API reference: an integrator reads it before holding a token; it shows no data.
  'GET /openapi.json',
  'GET /docs',
  'GET /docs/:file',
  // The telemetry switches: the login page needs them; they hold no secret (server/config.ts).
  'GET /client-config',
  // Invitation acceptance and password recovery: the mailed one-time token is the credential.
  'GET /users/check-invitation',
  'POST /users/create-password',
  'POST /auth/recovery-password',
  'POST /auth/recovery-password/change-password',
  // Whether a restore holds the service: the maintenance modal asks it while every other call
  // answers 503 and before the session can be checked; it says nothing but on or off and a percent.
  'GET /database/maintenance',
  // A company's uploaded logo: an image tag sends no token; its name is an unguessable id, and a
  // logo is shown to anyone who sees the app anyway (settings-logo.routes.ts).
  'GET /settings/logo/:companyId/:name',
]);

/**
 * Routes a customer company may call on its own library (issue 24: `{ provider, customer }`
 * access, the tenant forced to the caller's company). Adding one here is a security decision:
 * the route joins the cross-company test's OWN_LIBRARY cases too.
 */
const OWN_LIBRARY = new Set([
  'POST /sectors/create',
  'PUT /sectors/update',
  'DELETE /sectors/delete',
  'POST /topics/create',
  'PUT /topics/update',
  'DELETE /topics/delete',
  'PUT /topic/sort',
  'POST /obligation/create',
  'PUT /obligation/update',
  'DELETE /obligation/delete',
  'PUT /obligation/sort',
  'POST /obligation-regulation/create',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route table', () => {
  it('has an access rule on every /api route', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(5);
    const missing = t.app.apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('declares public access only on the known public routes', () => {
    const open = t.app.apiRoutes
      .filter((r) => r.access && 'public' in r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(open.filter((r) => !PUBLIC.has(r))).toEqual([]);
  });

  it('opens authoring to customers only on the known own-library routes, with the library rights', () => {
    const split = t.app.apiRoutes.filter((r) => r.access && 'provider' in r.access);
    expect(split.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...OWN_LIBRARY].sort());
    for (const r of split) {
      if (!r.access || !('provider' in r.access)) continue;
      expect([r.url, r.access.provider.module, r.access.customer.module]).toEqual([
        r.url,
        'content',
        'library',
      ]);
    }
  });

  it('refuses every non-public route without a token', async () => {
    for (const r of t.app.apiRoutes.filter((x) => !PUBLIC.has(`${x.method} ${x.url}`))) {
      const url = `/api${r.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000')}`;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect([r.method, r.url, res.statusCode]).toEqual([r.method, r.url, 401]);
    }
  });
});
