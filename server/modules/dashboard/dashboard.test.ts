import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncDocs } from '../../../contract/collections';
import { cellsOfCompliances, computeFigures } from '../../../contract/dashboard';
import type { MemberRole, ProcessStatus } from '../../../contract/enums';
import { userGroups, userRoles } from '../../db/schema/identity';
import { createObligation, createTopic, librarySkeleton } from '../../test/content-fixtures';
import { createRole, providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, loginAs, pullSync, type TestApp } from '../../test/harness';
import {
  builtInRoles,
  complianceWorker,
  createCompliance,
} from '../compliance/compliance.fixtures';
import { exportLabel } from './dashboard-export';
import { dashboardSnapshotJob, takeDailySnapshots } from './snapshots';

/**
 * Fixture (company A), hand-counted:
 *   groups: General (root) > Plant (sub-group); Office (root)
 *   topic E (energy) compliances, members in Plant: approved x2, claim, not_comply
 *   topic W (water) compliances, member in Office: approved, audit, assigned, not_assigned (no members)
 *   inactive (approved, Plant) and deleted ones: excluded
 * Active 8, comply 3, not comply 5, rate 37.5.
 * General (with Plant): 4 active, 2 comply (50); Plant: the same; Office: 3 active, 1 comply (33.3).
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let plant: string;
let office: string;
let energy: { obligation_uuid: string; sector_uuid: string; topic_uuid: string };
let water: { obligation_uuid: string; sector_uuid: string; topic_uuid: string };
let plantWorker: Awaited<ReturnType<typeof complianceWorker>>;
let officeWorker: Awaited<ReturnType<typeof complianceWorker>>;
let roles: Record<MemberRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  const company = a.company.company_uuid;
  roles = await builtInRoles(t.database, company);
  const [p] = await t.database.db
    .insert(userGroups)
    .values({ company_uuid: company, name: 'Plant', parent_uuid: a.company.group_uuid })
    .returning();
  const [o] = await t.database.db
    .insert(userGroups)
    .values({ company_uuid: company, name: 'Office' })
    .returning();
  plant = p.group_uuid;
  office = o.group_uuid;
  plantWorker = await complianceWorker(
    t.app,
    t.database,
    { company_uuid: company, group_uuid: plant },
    'Pia Plant',
  );
  officeWorker = await complianceWorker(
    t.app,
    t.database,
    { company_uuid: company, group_uuid: office },
    'Oka Office',
  );
  const lib = await librarySkeleton(t.database);
  const waterTopic = await createTopic(t.database, lib.place.sector_uuid);
  energy = await createObligation(t.database, lib.place, {
    comp_title_en: 'Energy audit',
    comp_title_id: 'Audit energi',
  });
  water = await createObligation(
    t.database,
    { sector_uuid: lib.place.sector_uuid, topic_uuid: waterTopic.topic_uuid },
    { comp_title_en: 'Water permit', comp_title_id: 'Izin air' },
  );
  const mk = (
    ob: typeof energy,
    process_status: ProcessStatus,
    who: string | null,
    over: { is_active?: boolean } = {},
  ) =>
    createCompliance(t.database, roles, {
      company_uuid: company,
      obligation_uuid: ob.obligation_uuid,
      process_status,
      members: who ? [{ user_uuid: who, role: 'pic' }] : [],
      ...over,
    });
  for (const s of ['approved', 'approved', 'claim', 'not_comply'] as const)
    await mk(energy, s, plantWorker.user_uuid);
  for (const s of ['approved', 'audit', 'assigned'] as const)
    await mk(water, s, officeWorker.user_uuid);
  await mk(water, 'not_assigned', null);
  await mk(energy, 'approved', plantWorker.user_uuid, { is_active: false });
  const deleted = await mk(energy, 'approved', plantWorker.user_uuid);
  await t.database.rows(
    sql`UPDATE compliances SET deleted_at = now() WHERE compliance_uuid = ${deleted.compliance_uuid}`,
  );
  // Company B: its figures never show in A's.
  const bRoles = await builtInRoles(t.database, b.company.company_uuid);
  for (const s of ['approved', 'claim'] as const)
    await createCompliance(t.database, bRoles, {
      company_uuid: b.company.company_uuid,
      obligation_uuid: energy.obligation_uuid,
      process_status: s,
    });
});
afterAll(() => t.close());

const get = (url: string, token = a.admin.token, lang = 'en') =>
  call(t.app, 'GET', `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, { token });

describe('GET /dashboard/list', () => {
  it('answers the hand-counted figures of the whole company to its compliance manager', async () => {
    const res = await get('/dashboard/list');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect({ active: d.active, comply: d.comply, not_comply: d.not_comply, rate: d.rate }).toEqual({
      active: 8,
      comply: 3,
      not_comply: 5,
      rate: 37.5,
    });
    expect(d.by_status).toEqual({
      not_assigned: 1,
      assigned: 1,
      not_comply: 1,
      claim: 1,
      audit: 1,
      approved: 3,
    });
    expect(d.top_comply).toEqual(
      [
        { topic_uuid: energy.topic_uuid, title: expect.any(String), count: 2 },
        { topic_uuid: water.topic_uuid, title: expect.any(String), count: 1 },
      ].sort((x, y) => y.count - x.count),
    );
    expect(
      d.top_not_comply.map((x: { topic_uuid: string; count: number }) => [x.topic_uuid, x.count]),
    ).toEqual([
      [water.topic_uuid, 3],
      [energy.topic_uuid, 2],
    ]);
    const div = Object.fromEntries(
      d.divisions.map((g: { name: string; active: number; comply: number; rate: number }) => [
        g.name,
        [g.active, g.comply, g.rate],
      ]),
    );
    expect(div).toEqual({ General: [4, 2, 50], Plant: [4, 2, 50], Office: [3, 1, 33.3] });
  });

  it('filters by group with its sub-groups, and drops an empty group filter', async () => {
    const general = (await get(`/dashboard/list?group_uuid=${a.company.group_uuid}`)).body.data;
    expect([general.active, general.comply, general.filters.group_name]).toEqual([4, 2, 'General']);
    expect(general.divisions.map((g: { name: string }) => g.name).sort()).toEqual([
      'General',
      'Plant',
    ]);
    const office_ = (await get(`/dashboard/list?group_uuid=${office}`)).body.data;
    expect([office_.active, office_.comply, office_.rate]).toEqual([3, 1, 33.3]);
    const empty = await get('/dashboard/list?group_uuid=');
    expect(empty.status).toBe(200);
    expect(empty.body.data.active).toBe(8);
  });

  it('filters by sector and period, and refuses a malformed filter with 400 naming the field', async () => {
    const other = await librarySkeleton(t.database);
    expect(
      (await get(`/dashboard/list?sector_uuid=${other.place.sector_uuid}`)).body.data.active,
    ).toBe(0);
    expect((await get(`/dashboard/list?sector_uuid=${energy.sector_uuid}`)).body.data.active).toBe(
      8,
    );
    // Fixture compliances are due 2099-12-31.
    expect((await get('/dashboard/list?deadline_to=2099-01-01')).body.data.active).toBe(0);
    const bad = await get('/dashboard/list?group_uuid=nope', a.admin.token, 'id');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain('group_uuid');
  });

  it('shows a non-manager only the compliances they are a member of; without the dashboard module, 403', async () => {
    expect((await get('/dashboard/list', plantWorker.token)).status).toBe(403);
    const role = await createRole(t.database, a.company.company_uuid, 'Viewer', {
      dashboard: ['view'],
      compliance: ['view'],
    });
    await t.database.db
      .insert(userRoles)
      .values({ user_uuid: officeWorker.user_uuid, role_uuid: role.role_uuid });
    const token = await loginAs(t.app, officeWorker.email);
    const d = (await get('/dashboard/list', token)).body.data;
    expect([d.active, d.comply, d.not_comply]).toEqual([3, 1, 2]);
  });

  it('answers another company’s group or sector as not found', async () => {
    expect((await get(`/dashboard/list?group_uuid=${b.company.group_uuid}`)).status).toBe(404);
    expect((await get(`/dashboard/group?group_uuid=${b.company.group_uuid}`)).status).toBe(404);
    const bFigures = (await get('/dashboard/list', b.admin.token)).body.data;
    expect([bFigures.active, bFigures.comply]).toEqual([2, 1]);
  });
});

describe('GET /dashboard/report/compliance-status', () => {
  it('answers each category', async () => {
    const cat = async (c: string) =>
      (await get(`/dashboard/report/compliance-status?category=${c}`)).body.data;
    expect(await cat('status-comply')).toEqual({
      category: 'status-comply',
      total: 3,
      items: [{ key: 'approved', label: 'Comply', count: 3 }],
    });
    const notComply = await cat('status-not-comply');
    expect([notComply.total, notComply.items.length]).toEqual([5, 5]);
    expect((await cat('status-all')).total).toBe(8);
    expect((await cat('top-comply')).items.map((i: { count: number }) => i.count)).toEqual([2, 1]);
    expect((await cat('top-not-comply')).items.map((i: { key: string }) => i.key)).toEqual([
      water.topic_uuid,
      energy.topic_uuid,
    ]);
    expect((await get('/dashboard/report/compliance-status?category=nope')).status).toBe(400);
  });
});

describe('GET /dashboard/group and /dashboard/group-search', () => {
  it('answers the divisions and finds groups by name with their path', async () => {
    const groups = (await get('/dashboard/group')).body.data;
    expect(groups.find((g: { name: string }) => g.name === 'General').tree.sort()).toEqual(
      [a.company.group_uuid, plant].sort(),
    );
    const found = (await get('/dashboard/group-search?search=pla')).body.data;
    expect(found).toEqual([
      {
        group_uuid: plant,
        name: 'Plant',
        parent_uuid: a.company.group_uuid,
        path: 'General / Plant',
      },
    ]);
    expect((await get('/dashboard/group-search?search=pla', b.admin.token)).body.data).toEqual([]);
  });
});

describe('daily snapshots and GET /dashboard/report/compliance-statistics', () => {
  it('reads back each month’s last snapshot, the current month live', async () => {
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    const [y, m] = month.split('-').map(Number);
    const prev = new Date(Date.UTC(y, m - 2, 1));
    const prevMonth = prev.toISOString().slice(0, 7);
    await takeDailySnapshots(t.database, `${prevMonth}-10`, a.company.company_uuid);
    // A later day of the same month with one more approval: the month reads this one.
    const extra = await createCompliance(t.database, roles, {
      company_uuid: a.company.company_uuid,
      obligation_uuid: water.obligation_uuid,
      process_status: 'approved',
      members: [{ user_uuid: officeWorker.user_uuid, role: 'pic' }],
    });
    const counted = await takeDailySnapshots(t.database, `${prevMonth}-20`, a.company.company_uuid);
    expect(counted).toEqual({ companies: 1, compliances: 9 });
    await t.database.rows(
      sql`UPDATE compliances SET is_active = false WHERE compliance_uuid = ${extra.compliance_uuid}`,
    );
    const stats = (
      await get(`/dashboard/report/compliance-statistics?from=${prevMonth}&to=${month}`)
    ).body.data;
    expect(stats.months).toEqual([
      {
        month: prevMonth,
        snapshot_date: `${prevMonth}-20`,
        live: false,
        active: 9,
        comply: 4,
        not_comply: 5,
        rate: 44.4,
      },
      { month, snapshot_date: null, live: true, active: 8, comply: 3, not_comply: 5, rate: 37.5 },
    ]);
    const office_ = (
      await get(
        `/dashboard/report/compliance-statistics?from=${prevMonth}&to=${prevMonth}&group_uuid=${office}`,
      )
    ).body.data;
    expect(office_.months[0]).toMatchObject({ active: 4, comply: 2, rate: 50 });
    const sector = (
      await get(
        `/dashboard/report/compliance-statistics?from=${prevMonth}&to=${prevMonth}&sector_uuid=${energy.sector_uuid}`,
      )
    ).body.data;
    expect(sector.months[0]).toMatchObject({ active: 9, comply: 4, rate: 44.4 });
    // Company B's statistics do not read A's snapshots.
    const bStats = (
      await get(
        `/dashboard/report/compliance-statistics?from=${prevMonth}&to=${prevMonth}`,
        b.admin.token,
      )
    ).body.data;
    expect(bStats.months[0].active).toBeNull();
    expect(
      (await get(`/dashboard/report/compliance-statistics?from=${month}&to=${prevMonth}`)).status,
    ).toBe(400);
  });
});

describe('GET /dashboard/report/export', () => {
  it('writes a text that a spreadsheet would read as a formula as text, quoted (issue 23)', async () => {
    for (const name of [
      '=HYPERLINK("http://evil.example","x")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
    ]) {
      const [g] = await t.database.db
        .insert(userGroups)
        .values({ company_uuid: a.company.company_uuid, name })
        .returning();
      const res = await call(t.app, 'GET', `/dashboard/report/export?group_uuid=${g.group_uuid}`, {
        token: a.admin.token,
      });
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
      const cells: unknown[] = [];
      wb.worksheets[0].eachRow((row) => cells.push(...(row.values as unknown[]).slice(1)));
      expect(cells).toContain(`'${name}`);
      expect(cells).not.toContain(name);
    }
  });

  it('holds the screen’s figures with the filters at the top, named in Content-Disposition', async () => {
    const res = await call(t.app, 'GET', `/dashboard/report/export?lang=id&group_uuid=${office}`, {
      token: a.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="dasbor-kepatuhan-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const screen = (await get(`/dashboard/list?group_uuid=${office}`, a.admin.token, 'id')).body
      .data;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const rows = new Map<string, unknown[]>();
    const all: unknown[][] = [];
    ws.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      all.push(values);
      if (typeof values[0] === 'string' && !rows.has(values[0]))
        rows.set(values[0], values.slice(1));
    });
    const section = (heading: string, n: number) => {
      const at = all.findIndex((r) => r[0] === heading);
      return all.slice(at + 2, at + 2 + n);
    };
    expect(rows.get(exportLabel('group', 'id'))).toEqual(['Office']);
    expect(rows.get(exportLabel('sector', 'id'))).toEqual(['Semua']);
    expect(rows.get(exportLabel('rate', 'id'))).toEqual([screen.rate]);
    expect(rows.get(exportLabel('active', 'id'))).toEqual([screen.active]);
    expect(rows.get(exportLabel('comply', 'id'))).toEqual([screen.comply]);
    expect(rows.get(exportLabel('notComply', 'id'))).toEqual([screen.not_comply]);
    expect(section(exportLabel('topNotComply', 'id'), screen.top_not_comply.length)).toEqual(
      screen.top_not_comply.map((x: { title: string; count: number }) => [x.title, x.count]),
    );
    expect(section(exportLabel('topComply', 'id'), screen.top_comply.length)).toEqual(
      screen.top_comply.map((x: { title: string; count: number }) => [x.title, x.count]),
    );
    expect(section(exportLabel('divisions', 'id'), screen.divisions.length)).toEqual(
      screen.divisions.map(
        (g: { name: string; active: number; comply: number; not_comply: number; rate: number }) => [
          g.name,
          g.active,
          g.comply,
          g.not_comply,
          g.rate,
        ],
      ),
    );
  });
});

describe('offline and online figures', () => {
  it('are equal on the same data: the local documents through the shared formula give the server’s answer', async () => {
    const ids = (
      await t.database.rows<{ id: string }>(
        sql`SELECT compliance_uuid AS id FROM compliances WHERE company_uuid = ${a.company.company_uuid}`,
      )
    ).map((r) => r.id);
    await t.app.deps.mutations.system(async (m) => {
      for (const id of ids)
        await m.feed({
          collection: 'compliances',
          row_id: id,
          company_uuid: a.company.company_uuid,
          op: 'upsert',
        });
    });
    // What the client's local database holds: the sync's documents.
    const pulled = await pullSync(t.app, '/sync/compliances?limit=2000', a.admin.token);
    const docs = (pulled.body.data.documents as SyncDocs['compliances'][]).filter(
      (d) => !('_deleted' in d),
    );
    expect(docs.length).toBeGreaterThanOrEqual(9);
    const groups = await t.database.rows<{ group_uuid: string; parent_uuid: string | null }>(
      sql`SELECT group_uuid, parent_uuid FROM user_groups WHERE company_uuid = ${a.company.company_uuid} AND deleted_at IS NULL`,
    );
    for (const scope of [{}, { group_uuid: office }, { group_uuid: a.company.group_uuid }]) {
      const local = computeFigures(cellsOfCompliances(docs), groups, scope);
      const server = (
        await get(`/dashboard/list?${new URLSearchParams(scope as Record<string, string>)}`)
      ).body.data;
      expect({
        active: local.active,
        comply: local.comply,
        rate: local.rate,
        by_status: local.by_status,
      }).toEqual({
        active: server.active,
        comply: server.comply,
        rate: server.rate,
        by_status: server.by_status,
      });
      expect(local.top_comply).toEqual(
        server.top_comply.map(({ topic_uuid, count }: { topic_uuid: string; count: number }) => ({
          topic_uuid,
          count,
        })),
      );
      expect(local.top_not_comply).toEqual(
        server.top_not_comply.map(
          ({ topic_uuid, count }: { topic_uuid: string; count: number }) => ({ topic_uuid, count }),
        ),
      );
      const byGroup = (
        list: { group_uuid: string; active: number; comply: number; rate: number }[],
      ) => Object.fromEntries(list.map((g) => [g.group_uuid, [g.active, g.comply, g.rate]]));
      expect(byGroup(local.divisions)).toEqual(byGroup(server.divisions));
    }
  });

  describe('the provider’s snapshot on demand (POST /dashboard/snapshot)', () => {
    it('queues the snapshot job for one company and day, logged; running it stores that day', async () => {
      const provider = (await providerCompany(t.app, t.database)).admin.token;
      const company = a.company.company_uuid;
      const res = await call(t.app, 'POST', '/dashboard/snapshot', {
        token: provider,
        body: { company_uuid: company, day: '2026-03-15' },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Dashboard snapshot queued');
      const { job_uuid } = res.body.data;
      const job = (
        await t.database.rows<{ kind: string; payload: Record<string, unknown>; state: string }>(
          sql`SELECT kind, payload, state FROM jobs WHERE job_uuid = ${job_uuid}`,
        )
      )[0];
      expect(job).toMatchObject({
        kind: 'dashboard.snapshot',
        payload: { company_uuid: company, day: '2026-03-15' },
        state: 'queued',
      });
      const logged = await t.database.rows(
        sql`SELECT 1 FROM activity_logs WHERE type_uuid = ${job_uuid} AND action = 'dashboard_snapshot'`,
      );
      expect(logged).toHaveLength(1);
      const done = (await dashboardSnapshotJob({
        deps: { database: t.database },
        job: { ...job, job_uuid, dedupe_key: null },
      } as never)) as { companies: number };
      expect(done.companies).toBe(1);
      const stored = await t.database.rows(
        sql`SELECT 1 FROM dashboard_snapshots WHERE company_uuid = ${company} AND snapshot_date = '2026-03-15'`,
      );
      expect(stored.length).toBeGreaterThan(0);
    });

    it('refuses a customer (403), an unknown company (404) and a malformed day (400 naming the field)', async () => {
      const provider = (await providerCompany(t.app, t.database)).admin.token;
      expect(
        (await call(t.app, 'POST', '/dashboard/snapshot', { token: a.admin.token, body: {} }))
          .status,
      ).toBe(403);
      expect(
        (
          await call(t.app, 'POST', '/dashboard/snapshot', {
            token: provider,
            body: { company_uuid: '00000000-0000-4000-8000-000000000000' },
          })
        ).status,
      ).toBe(404);
      const bad = await call(t.app, 'POST', '/dashboard/snapshot', {
        token: provider,
        body: { day: '2026-13-40' },
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('day');
    });
  });
});
