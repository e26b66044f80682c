import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, changeFeed } from '../../../db/schema/platform';
import { memberRoles } from '../../../db/schema/compliance';
import { providerCompany, twoCompanies } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/harness';
import type { AuthUser } from '../../../lib/auth-user';
import { complianceActions } from '../compliance.policy';
import { addMember, builtInRoles, complianceWorker, createCompliance } from './test-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let rolesA: Awaited<ReturnType<typeof builtInRoles>>;
let rolesB: Awaited<ReturnType<typeof builtInRoles>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  rolesA = await builtInRoles(t.database, a.company.company_uuid);
  rolesB = await builtInRoles(t.database, b.company.company_uuid);
});
afterAll(() => t.close());

const create = (
  body: unknown,
  token = a.admin.token,
  lang = 'en',
  headers: Record<string, string> = {},
) => call(t.app, 'POST', `/member/role/create?lang=${lang}`, { token, body, headers });
const newRole = async (actions: string[]) => {
  const res = await create({
    company_uuid: a.company.company_uuid,
    name: `Role ${randomUUID().slice(0, 8)}`,
    actions,
  });
  expect(res.status).toBe(201);
  return res.body.data as { member_role_uuid: string; code: string; actions: string[] };
};

/** The caller's actions on a compliance as the compliance policy computes them (what every route enforces). */
async function actionsOf(userUuid: string, complianceUuid: string): Promise<string[]> {
  // A member of the company without the manager's privilege: the actions come from member rows.
  const member = {
    user_uuid: userUuid,
    company_uuid: a.company.company_uuid,
    is_provider: false,
    privileges: {},
  } as unknown as AuthUser;
  const [row] = await t.database.rows<{ actions: string[] }>(
    sql`SELECT ${complianceActions(member, 'c')} AS actions FROM compliances c WHERE c.compliance_uuid = ${complianceUuid}`,
  );
  return row.actions;
}

describe('GET /member/role/list/{company_uuid}', () => {
  it("lists the caller's company's roles, built-ins first, with actions and use counts", async () => {
    const res = await call(t.app, 'GET', `/member/role/list/${a.company.company_uuid}?limit=500`, {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      page: 1,
      limit: 500,
      total: res.body.data.data.length,
      total_page: 1,
    });
    const builtIns = res.body.data.data.filter((r: { is_default: boolean }) => r.is_default);
    expect(builtIns.map((r: { code: string }) => r.code).sort()).toEqual([
      'auditor',
      'contributor',
      'group_pic',
      'member',
      'pic',
    ]);
    expect(res.body.data.data.find((r: { code: string }) => r.code === 'auditor').actions).toEqual([
      'view',
      'comment',
      'audit',
    ]);
    expect(
      res.body.data.data.every(
        (r: { company_uuid: string }) => r.company_uuid === a.company.company_uuid,
      ),
    ).toBe(true);
  });

  it('pages in SQL: built-ins on the first page, page and limit honoured, none twice', async () => {
    await newRole(['view']);
    await newRole(['view', 'comment']);
    const url = (q: string) => `/member/role/list/${a.company.company_uuid}?${q}`;
    const all = (await call(t.app, 'GET', url('limit=500'), { token: a.member.token })).body.data;
    const first = (await call(t.app, 'GET', url('page=1&limit=5'), { token: a.member.token })).body
      .data;
    expect(first).toMatchObject({
      page: 1,
      limit: 5,
      total: all.total,
      total_page: Math.ceil(all.total / 5),
    });
    expect(first.data.every((r: { is_default: boolean }) => r.is_default)).toBe(true);
    const second = (await call(t.app, 'GET', url('page=2&limit=5'), { token: a.member.token })).body
      .data;
    expect(
      [...first.data, ...second.data].map((r: { member_role_uuid: string }) => r.member_role_uuid),
    ).toEqual(
      all.data
        .slice(0, first.data.length + second.data.length)
        .map((r: { member_role_uuid: string }) => r.member_role_uuid),
    );
    const zero = await call(t.app, 'GET', url('limit=0&lang=id'), { token: a.member.token });
    expect(zero.status).toBe(400);
    expect(Object.keys(zero.body.errors)).toEqual(['limit']);
  });

  it('counts the members holding each role: by its uuid, and a built-in also by the code of rows naming no role', async () => {
    const countOf = async (roleUuid: string) =>
      (await call(t.app, 'GET', `/member/role/detail/${roleUuid}`, { token: a.admin.token })).body
        .data.member_count as number;
    const custom = await newRole(['view']);
    const before = {
      auditor: await countOf(rolesA.auditor),
      custom: await countOf(custom.member_role_uuid),
    };
    const worker = await complianceWorker(t.app, t.database, a.company);
    const c1 = await createCompliance(t.database, a.company.company_uuid, {});
    const c2 = await createCompliance(t.database, a.company.company_uuid, {});
    const c3 = await createCompliance(t.database, a.company.company_uuid, {});
    await addMember(t.database, c1, worker.user_uuid, 'auditor'); // the built-in by its code
    await addMember(t.database, c2, worker.user_uuid, 'auditor', rolesA.auditor); // the built-in by its uuid
    await addMember(t.database, c3, worker.user_uuid, 'auditor', custom.member_role_uuid); // a company role with the code of another
    // Another company's member rows never count.
    const cb = await createCompliance(t.database, b.company.company_uuid, {});
    const other = await complianceWorker(t.app, t.database, b.company);
    await addMember(t.database, cb, other.user_uuid, 'auditor');
    expect(await countOf(rolesA.auditor)).toBe(before.auditor + 2);
    expect(await countOf(custom.member_role_uuid)).toBe(before.custom + 1);
    const listed = (
      await call(t.app, 'GET', `/member/role/list/${a.company.company_uuid}?limit=500`, {
        token: a.admin.token,
      })
    ).body.data.data as { member_role_uuid: string; member_count: number }[];
    expect(listed.find((r) => r.member_role_uuid === rolesA.auditor)?.member_count).toBe(
      before.auditor + 2,
    );
  });

  it("answers 404 for another company's id, to a provider too", async () => {
    const res = await call(t.app, 'GET', `/member/role/list/${b.company.company_uuid}`, {
      token: a.admin.token,
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(rolesB.pic);
    const provider = await providerCompany(t.app, t.database);
    expect(
      (
        await call(t.app, 'GET', `/member/role/list/${b.company.company_uuid}`, {
          token: provider.admin.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'GET', `/member/role/detail/${rolesB.pic}`, {
          token: provider.admin.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /member/role/create', () => {
  it('creates a role with a set of obligation actions, logged', async () => {
    const res = await create({
      company_uuid: a.company.company_uuid,
      name: 'Evidence uploader',
      actions: ['upload_evidence', 'view', 'view'],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Member role created');
    expect(res.body.data).toMatchObject({
      name: 'Evidence uploader',
      actions: ['view', 'upload_evidence'],
      is_default: false,
      member_count: 0,
    });
    expect(res.body.data.code).toMatch(/^custom_evidence_uploader_/);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, res.body.data.member_role_uuid));
    expect(logs.map((l) => l.action)).toEqual(['create']);
  });

  it('refuses a name already used (any case) with 409 in both languages', async () => {
    await create({ company_uuid: a.company.company_uuid, name: 'Site lead', actions: ['view'] });
    const en = await create({
      company_uuid: a.company.company_uuid,
      name: 'SITE LEAD',
      actions: ['view'],
    });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('Member Role Already Exists');
    const id = await create(
      { company_uuid: a.company.company_uuid, name: 'site lead', actions: ['view'] },
      a.admin.token,
      'id',
    );
    expect(id.status).toBe(409);
    expect(id.body.message).toBe('Peran Anggota Sudah Ada');
    // The same name in another company is that company's business.
    expect(
      (
        await create(
          { company_uuid: b.company.company_uuid, name: 'Site lead', actions: ['view'] },
          b.admin.token,
        )
      ).status,
    ).toBe(201);
  });

  it('validates the body in both languages', async () => {
    const en = await create({ company_uuid: a.company.company_uuid, name: '', actions: ['fly'] });
    expect(en.status).toBe(400);
    expect(Object.keys(en.body.errors).sort()).toEqual(['actions.0', 'name']);
    const id = await create(
      { company_uuid: a.company.company_uuid, actions: [] },
      a.admin.token,
      'id',
    );
    expect(id.status).toBe(400);
    expect(id.body.errors.name).toEqual(['Kolom ini wajib diisi']);
  });

  it("answers 404 for another company's company_uuid and 403 to a non-manager", async () => {
    expect(
      (await create({ company_uuid: b.company.company_uuid, name: 'Intruder', actions: ['view'] }))
        .status,
    ).toBe(404);
    const worker = await complianceWorker(t.app, t.database, a.company);
    const res = await create(
      { company_uuid: a.company.company_uuid, name: 'Self-made', actions: ['view'] },
      worker.token,
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only the company compliance manager may change member roles');
  });

  it('creates once for a repeated Idempotency-Key, answering the repeat in its own language', async () => {
    const key = randomUUID();
    const body = { company_uuid: a.company.company_uuid, name: 'Replayed role', actions: ['view'] };
    const first = await create(body, a.admin.token, 'en', { 'idempotency-key': key });
    const again = await create(body, a.admin.token, 'id', { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.body.data.member_role_uuid).toBe(first.body.data.member_role_uuid);
    expect(again.body.message).toBe('Peran anggota dibuat');
    const rows = await t.database.db
      .select()
      .from(memberRoles)
      .where(
        and(
          eq(memberRoles.company_uuid, a.company.company_uuid),
          eq(memberRoles.name, 'Replayed role'),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('GET /member/role/detail/{id}', () => {
  it("answers the company's role and 404 for another company's", async () => {
    const own = await call(t.app, 'GET', `/member/role/detail/${rolesA.auditor}`, {
      token: a.member.token,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ code: 'auditor', is_default: true });
    expect(
      (await call(t.app, 'GET', `/member/role/detail/${rolesB.auditor}`, { token: a.admin.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/member/role/detail/not-a-uuid', { token: a.admin.token })).status,
    ).toBe(404);
  });
});

describe('PUT /member/role/update', () => {
  it('changes the actions every member holding the role gets, and feeds their compliances', async () => {
    const role = await newRole(['view', 'claim']);
    const worker = await complianceWorker(t.app, t.database, a.company);
    const c = await createCompliance(t.database, a.company.company_uuid, {
      process_status: 'not_comply',
    });
    await addMember(t.database, c, worker.user_uuid, 'contributor', role.member_role_uuid);
    expect(await actionsOf(worker.user_uuid, c.compliance_uuid)).toContain('claim');

    const res = await call(t.app, 'PUT', '/member/role/update', {
      token: a.admin.token,
      body: { member_role_uuid: role.member_role_uuid, actions: ['view', 'comment'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ actions: ['view', 'comment'], member_count: 1 });
    // The server now refuses that member's claim: the policy every compliance route asks no longer grants it.
    expect(await actionsOf(worker.user_uuid, c.compliance_uuid)).toEqual(['comment', 'view']);
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(eq(changeFeed.row_id, c.compliance_uuid));
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({
      collection: 'compliances',
      company_uuid: a.company.company_uuid,
      user_uuid: null,
      op: 'upsert',
    });
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.type_uuid, role.member_role_uuid), eq(activityLogs.action, 'update')),
      );
    expect(log.before).toMatchObject({ actions: ['view', 'claim'] });
    expect(log.after).toMatchObject({ actions: ['view', 'comment'] });
  });

  it("applies a built-in role's new actions to members without a company role of their own", async () => {
    const worker = await complianceWorker(t.app, t.database, a.company);
    const c = await createCompliance(t.database, a.company.company_uuid, {
      process_status: 'audit',
    });
    await addMember(t.database, c, worker.user_uuid, 'auditor');
    expect(await actionsOf(worker.user_uuid, c.compliance_uuid)).toContain('audit');
    await call(t.app, 'PUT', '/member/role/update', {
      token: a.admin.token,
      body: { member_role_uuid: rolesA.auditor, actions: ['view'] },
    });
    expect(await actionsOf(worker.user_uuid, c.compliance_uuid)).toEqual(['view']);
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(eq(changeFeed.row_id, c.compliance_uuid));
    expect(feed).toHaveLength(1);
    await call(t.app, 'PUT', '/member/role/update', {
      token: a.admin.token,
      body: { member_role_uuid: rolesA.auditor, actions: ['view', 'comment', 'audit'] },
    });
  });

  it('keeps built-in names, refuses a taken name, and 404s on another company', async () => {
    const renamed = await call(t.app, 'PUT', '/member/role/update?lang=id', {
      token: a.admin.token,
      body: { member_role_uuid: rolesA.pic, name: 'Boss' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(
      'Peran anggota bawaan tidak dapat dihapus atau diganti namanya',
    );
    const role = await newRole(['view']);
    const taken = await call(t.app, 'PUT', '/member/role/update', {
      token: a.admin.token,
      body: { member_role_uuid: role.member_role_uuid, name: 'pic' },
    });
    expect(taken.status).toBe(409);
    expect(
      (
        await call(t.app, 'PUT', '/member/role/update', {
          token: a.admin.token,
          body: { member_role_uuid: rolesB.pic, actions: ['view'] },
        })
      ).status,
    ).toBe(404);
    const worker = await complianceWorker(t.app, t.database, a.company);
    expect(
      (
        await call(t.app, 'PUT', '/member/role/update', {
          token: worker.token,
          body: { member_role_uuid: role.member_role_uuid, actions: ['view', 'claim'] },
        })
      ).status,
    ).toBe(403);
  });
});

describe('DELETE /member/role/delete', () => {
  it('deletes an unused custom role; refuses built-ins and roles in use', async () => {
    const unused = await newRole(['view']);
    const ok = await call(t.app, 'DELETE', '/member/role/delete', {
      token: a.admin.token,
      body: { member_role_uuid: unused.member_role_uuid },
    });
    expect(ok.status).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(memberRoles)
        .where(eq(memberRoles.member_role_uuid, unused.member_role_uuid)),
    ).toHaveLength(0);

    const builtIn = await call(t.app, 'DELETE', '/member/role/delete', {
      token: a.admin.token,
      body: { member_role_uuid: rolesA.member },
    });
    expect(builtIn.status).toBe(409);

    const used = await newRole(['view']);
    const c = await createCompliance(t.database, a.company.company_uuid);
    await addMember(t.database, c, a.member.user_uuid, 'member', used.member_role_uuid);
    const en = await call(t.app, 'DELETE', '/member/role/delete', {
      token: a.admin.token,
      body: { member_role_uuid: used.member_role_uuid },
    });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe('This member role is still given to members of compliances');
    const id = await call(t.app, 'DELETE', '/member/role/delete?lang=id', {
      token: a.admin.token,
      body: { member_role_uuid: used.member_role_uuid },
    });
    expect(id.body.message).toBe('Peran anggota ini masih diberikan kepada anggota kepatuhan');

    expect(
      (
        await call(t.app, 'DELETE', '/member/role/delete', {
          token: b.admin.token,
          body: { member_role_uuid: used.member_role_uuid },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /member/obligation-action/list', () => {
  it('lists every obligation action with its labels in the request language', async () => {
    const res = await call(t.app, 'GET', '/member/obligation-action/list?lang=id', {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, limit: 20, total: 10, total_page: 1 });
    expect(res.body.data.data).toHaveLength(10);
    expect(res.body.data.data.find((o: { value: string }) => o.value === 'claim')).toEqual({
      value: 'claim',
      label: 'Klaim',
      label_en: 'Claim',
      label_id: 'Klaim',
    });
  });

  it('honours page and limit', async () => {
    const second = (
      await call(t.app, 'GET', '/member/obligation-action/list?page=2&limit=4', {
        token: a.member.token,
      })
    ).body.data;
    expect(second).toMatchObject({ page: 2, limit: 4, total: 10, total_page: 3 });
    expect(second.data.map((o: { value: string }) => o.value)).toEqual([
      'claim',
      'audit',
      'assign',
      'set_deadline',
    ]);
  });
});
