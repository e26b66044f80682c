import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { createRole, createUser, customerCompany } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /activity-logs', () => {
  it('lists the changes of a row, newest first, with who made them, once each', async () => {
    const { admin } = await customerCompany(t.app, t.database);
    const { place } = await librarySkeleton(t.database);
    const obligation = await createObligation(t.database, place);
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, 'POST', '/obligation/bookmark', {
        token: admin.token,
        body: { obligation_uuid: obligation.obligation_uuid },
      });
      expect(res.status).toBe(200);
    }
    const first = await call(t.app, 'POST', '/obligation/bookmark', {
      token: admin.token,
      body: { obligation_uuid: obligation.obligation_uuid },
      headers: { 'idempotency-key': 'repeat-key-0001' },
    });
    await call(t.app, 'POST', '/obligation/bookmark', {
      token: admin.token,
      body: { obligation_uuid: obligation.obligation_uuid },
      headers: { 'idempotency-key': 'repeat-key-0001' },
    });
    const res = await call(
      t.app,
      'GET',
      `/activity-logs?type=bookmark&type_uuid=${first.body.data.bookmark_uuid}&limit=10&offset=0&sort_by=created_at&sort_value=DESC`,
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4); // the repeated key wrote once
    expect(res.body.data.data.map((l: { action: string }) => l.action)).toEqual([
      'delete',
      'create',
      'delete',
      'create',
    ]);
    expect(res.body.data.data[0].user).toMatchObject({ user_uuid: admin.user_uuid });
    const page = await call(
      t.app,
      'GET',
      `/activity-logs?type=bookmark&type_uuid=${first.body.data.bookmark_uuid}&limit=1&offset=1`,
      { token: admin.token },
    );
    expect(page.body.data.data).toHaveLength(1);
    expect(page.body.data.data[0].action).toBe('create');
  });

  it("never shows another company's activity", async () => {
    const a = await customerCompany(t.app, t.database);
    const b = await customerCompany(t.app, t.database);
    await call(t.app, 'PUT', '/users/update', {
      token: b.admin.token,
      body: { name: 'B renamed' },
    });
    const theirs = await call(
      t.app,
      'GET',
      `/activity-logs?type=user&type_uuid=${b.admin.user_uuid}`,
      { token: a.admin.token },
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toMatchObject({ total: 0, data: [] });
    const own = await call(
      t.app,
      'GET',
      `/activity-logs?type=user&type_uuid=${b.admin.user_uuid}`,
      { token: b.admin.token },
    );
    expect(own.body.data.total).toBeGreaterThan(0);
  });

  it('needs the module of the kind of row, and a known kind', async () => {
    const { company, admin } = await customerCompany(t.app, t.database);
    const role = await createRole(t.database, company.company_uuid, 'Library only', {
      library: ['view'],
    });
    const token = await loginAs(
      t.app,
      (await createUser(t.database, company, { roles: [role.role_uuid] })).email,
    );
    expect((await call(t.app, 'GET', '/activity-logs?type=compliance', { token })).status).toBe(
      403,
    );
    const unknown = await call(t.app, 'GET', '/activity-logs?type=nonsense', {
      token: admin.token,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.type).toEqual(['Invalid value']);
    expect(
      (await call(t.app, 'GET', '/activity-logs', { token: admin.token })).body.errors.type,
    ).toEqual(['This field is required']);
  });
});
