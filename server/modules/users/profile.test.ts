import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MODULES } from '../../../contract/modules';
import {
  allOf,
  createCompany,
  createRole,
  createUser,
  customerCompany,
  providerCompany,
} from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /users/profile', () => {
  it('carries roles, modules, privileges and company_data.expired_at', async () => {
    const { admin, company } = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'GET', '/users/profile', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.roles.map((r: { role_name: string }) => r.role_name)).toEqual(['Admin']);
    expect([...res.body.data.modules].sort()).toEqual([...CUSTOMER_MODULES].sort());
    expect(res.body.data.privileges.compliance).toEqual({
      view: true,
      create: true,
      update: true,
      delete: true,
    });
    expect(res.body.data.company_data.expired_at).toBe(new Date(company.expired_at!).toISOString());
    expect(res.body.data.company_data.is_provider).toBe(false);
  });

  it('never grants provider modules to a customer, even through a role that lists them', async () => {
    const company = await createCompany(t.database);
    const role = await createRole(
      t.database,
      company.company_uuid,
      'Sneaky',
      allOf(['library', 'customers', 'content']),
    );
    const user = await createUser(t.database, company, { roles: [role.role_uuid] });
    const token = await loginAs(t.app, user.email);
    const res = await call(t.app, 'GET', '/users/profile', { token });
    expect(res.body.data.modules).toEqual(['library']);
  });

  it('gives the provider its provider modules', async () => {
    const { admin } = await providerCompany(t.app, t.database);
    const res = await call(t.app, 'GET', '/users/profile', { token: admin.token });
    expect(res.body.data.modules).toContain('customers');
    expect(res.body.data.company_data.is_provider).toBe(true);
  });

  it('answers errors.subscription when the subscription has expired, in the request language', async () => {
    const company = await createCompany(t.database, {
      expired_at: new Date(Date.now() - 86400e3).toISOString(),
    });
    const role = await createRole(
      t.database,
      company.company_uuid,
      'Admin',
      allOf(CUSTOMER_MODULES),
    );
    const user = await createUser(t.database, company, { roles: [role.role_uuid] });
    const token = await loginAs(t.app, user.email);
    const res = await call(t.app, 'GET', '/users/profile?lang=id', { token });
    expect(res.status).toBe(403);
    expect(res.body.errors.subscription[0]).toMatch(/Langganan Anda telah berakhir/);
    // Nothing else opens either: the modules are gone with the subscription.
    expect((await call(t.app, 'GET', '/v2/sectors', { token })).status).toBe(403);
    // The version check and logout still work, so the client can show the page and sign out.
    expect((await call(t.app, 'GET', '/version', { token })).status).toBe(200);
  });
});

describe('GET /version', () => {
  it('answers the backend version, 1.0.0 by default', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const res = await call(t.app, 'GET', '/version', { token: member.token });
    expect(res.body.data.version).toBe('1.0.0');
  });
  it('answers Unauthorized without a token', async () => {
    const res = await call(t.app, 'GET', '/version');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Unauthorized');
  });
});
