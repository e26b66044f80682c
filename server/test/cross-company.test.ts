/**
 * Tenant isolation: a user of company A gets 404 for every row of company B, on every route
 * that takes a row id. Every module adds its routes to CASES; a route with a path parameter and
 * no case fails the first test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoCompanies } from './fixtures';
import { call, createTestApp, type TestApp } from './harness';

type Company = Awaited<ReturnType<typeof twoCompanies>>['a'];
interface Case {
  /** The request made by A's admin against B's row. */
  request: (b: Company) => { url: string; body?: unknown };
}

const CASES: Record<string, Case> = {
  'GET /users/detail/:id': { request: (b) => ({ url: `/users/detail/${b.member.user_uuid}` }) },
};

let t: TestApp;
let a: Company;
let b: Company;
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

describe('cross-company isolation', () => {
  it('covers every route that takes a row id', () => {
    const withParams = t.app.apiRoutes.filter((r) => r.url.includes(':')).map((r) => `${r.method} ${r.url}`);
    expect(withParams.filter((r) => !CASES[r])).toEqual([]);
  });

  for (const [route, c] of Object.entries(CASES)) {
    it(`answers 404 to another company on ${route}`, async () => {
      const method = route.split(' ')[0] as 'GET';
      const { url, body } = c.request(b);
      const res = await call(t.app, method, url, { token: a.admin.token, body });
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain(b.company.company_uuid);
    });
  }

  it('still answers the same route for the own company (the case is not vacuous)', async () => {
    const res = await call(t.app, 'GET', `/users/detail/${a.member.user_uuid}`, { token: a.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(a.member.email);
  });

  it('answers the same 404 for a malformed id as for a foreign one', async () => {
    const res = await call(t.app, 'GET', '/users/detail/not-a-uuid', { token: a.admin.token });
    expect(res.status).toBe(404);
  });
});
