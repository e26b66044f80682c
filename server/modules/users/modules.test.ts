import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany, ensureModules, providerCompany } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureModules(t.database);
});
afterAll(() => t.close());

describe('GET /module/list', () => {
  it('answers the list shape of api.md: one page holding every grantable module', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'GET', '/module/list', { token: member.token });
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(Object.keys(page).sort()).toEqual(['data', 'limit', 'page', 'total', 'total_page']);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page).toMatchObject({
      page: 1,
      total: page.data.length,
      limit: page.data.length,
      total_page: 1,
    });
  });

  it('lists provider modules to the provider only', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const { admin } = await providerCompany(t.app, t.database);
    const customer = await call(t.app, 'GET', '/module/list?lang=id', { token: member.token });
    const provider = await call(t.app, 'GET', '/module/list?lang=id', { token: admin.token });
    expect(customer.body.data.data.some((m: { is_provider: boolean }) => m.is_provider)).toBe(
      false,
    );
    expect(provider.body.data.data.some((m: { is_provider: boolean }) => m.is_provider)).toBe(true);
  });
});
