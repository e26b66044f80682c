import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../contract/enums';
import { complianceMembers } from '../../db/schema/compliance';
import { userGroups } from '../../db/schema/identity';
import { createObligation, createTopic, librarySkeleton } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../test/harness';
import {
  builtInRoles,
  complianceWorker,
  createCompliance,
  type NewCompliance,
} from './compliance.fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let roles: Record<MemberRole, string>;
let lib: Awaited<ReturnType<typeof librarySkeleton>>;
let energy: { obligation_uuid: string; sector_uuid: string; topic_uuid: string };
let water: { obligation_uuid: string; sector_uuid: string; topic_uuid: string };
let pic: Awaited<ReturnType<typeof complianceWorker>>;
let auditor: Awaited<ReturnType<typeof complianceWorker>>;
let outsider: Awaited<ReturnType<typeof complianceWorker>>;
let subGroup: string;
const ids: Record<string, string> = {};

const TODAY = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86400e3).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  roles = await builtInRoles(t.database, a.company.company_uuid);
  lib = await librarySkeleton(t.database);
  const subtopic = await createTopic(t.database, lib.place.sector_uuid, {
    parent_uuid: lib.place.topic_uuid,
  });
  energy = await createObligation(
    t.database,
    { sector_uuid: lib.place.sector_uuid, topic_uuid: subtopic.topic_uuid },
    {
      comp_title_en: 'Zeta energy audit',
      comp_title_id: 'Audit energi zeta',
      sanction: 'criminal',
      type: 'licensing',
      version_code: 2,
    },
  );
  const other = await librarySkeleton(t.database);
  water = await createObligation(t.database, other.place, {
    comp_title_en: 'Alpha water permit',
    comp_title_id: 'Izin air alfa',
    sanction: 'administrative',
    type: 'periodic',
  });
  // A sub-group under the company's group: the group filter covers it.
  const [sub] = await t.database.db
    .insert(userGroups)
    .values({
      company_uuid: a.company.company_uuid,
      name: 'Plant',
      parent_uuid: a.company.group_uuid,
    })
    .returning();
  subGroup = sub.group_uuid;
  pic = await complianceWorker(
    t.app,
    t.database,
    { company_uuid: a.company.company_uuid, group_uuid: subGroup },
    'Pia PIC',
  );
  auditor = await complianceWorker(t.app, t.database, a.company, 'Adi Auditor');
  outsider = await complianceWorker(t.app, t.database, a.company, 'Oki Outsider');
  const mk = (name: string, over: Partial<NewCompliance>) =>
    createCompliance(t.database, roles, {
      company_uuid: a.company.company_uuid,
      obligation_uuid: energy.obligation_uuid,
      members: [
        { user_uuid: pic.user_uuid, role: 'pic' },
        { user_uuid: auditor.user_uuid, role: 'auditor' },
      ],
      ...over,
    }).then((r) => (ids[name] = r.compliance_uuid));
  await mk('overdue', {
    process_status: 'not_comply',
    deadline: inDays(-3),
    priority: 'high',
    checklist: [true, false],
  });
  await mk('thisWeek', { process_status: 'assigned', deadline: inDays(3), priority: 'low' });
  await mk('claimed', {
    process_status: 'claim',
    deadline: inDays(30),
    priority: 'medium',
    checklist: [true, true],
  });
  await mk('rejected', {
    process_status: 'claim',
    deadline: inDays(40),
    reject_reason: 'Unsigned',
  });
  await mk('comply', {
    process_status: 'approved',
    deadline: inDays(-10),
    obligation_uuid: water.obligation_uuid,
  });
  await mk('confirm', {
    process_status: 'not_comply',
    deadline: null,
    confirmation_status: 'need_confirmation',
    obligation_uuid: water.obligation_uuid,
    version_code: 1,
  });
  await mk('inactive', { process_status: 'not_comply', is_active: false, deadline: inDays(-5) });
  await mk('unassigned', { process_status: 'not_assigned', deadline: null, members: [] });
  await createCompliance(t.database, roles, {
    company_uuid: b.company.company_uuid,
    obligation_uuid: energy.obligation_uuid,
  }).then((r) => (ids.foreign = r.compliance_uuid));
});
afterAll(() => t.close());

const list = (token: string, query = '') =>
  call(t.app, 'GET', `/v2/compliance/list?limit=100${query}`, { token });
const idsOf = (res: Awaited<ReturnType<typeof list>>) =>
  res.body.data.data.map((r: { compliance_uuid: string }) => r.compliance_uuid);
const named = (...names: string[]) => names.map((n) => ids[n]);

describe('GET /v2/compliance/list', () => {
  it('answers the manager every active compliance of the company, sorted by deadline (no deadline last)', async () => {
    const res = await list(a.admin.token);
    expect(res.status).toBe(200);
    const got = idsOf(res);
    expect(got.slice(0, 5)).toEqual(named('comply', 'overdue', 'thisWeek', 'claimed', 'rejected'));
    // The two without a deadline come last, in id order.
    expect(got.slice(5)).toEqual(named('confirm', 'unassigned').sort());
    expect(res.body.data).toMatchObject({ page: 1, limit: 100, total: 7, total_page: 1 });
  });

  it('shows a member only the compliances they are a member of, and an outsider none', async () => {
    expect(idsOf(await list(pic.token)).sort()).toEqual(
      named('overdue', 'thisWeek', 'claimed', 'rejected', 'comply', 'confirm').sort(),
    );
    expect((await list(outsider.token)).body.data).toMatchObject({
      data: [],
      total: 0,
      total_page: 1,
    });
    expect(idsOf(await list(b.admin.token))).toEqual([ids.foreign]);
  });

  it('answers the row fields: titles in the request language, names, checklist counts, overdue, labels', async () => {
    const res = await list(
      a.admin.token,
      '&lang=id&process_status=not_comply&deadline_to=' + TODAY,
    );
    const [row] = res.body.data.data;
    expect(row).toMatchObject({
      compliance_uuid: ids.overdue,
      comp_title: 'Audit energi zeta',
      comp_title_en: 'Zeta energy audit',
      process_status_label: 'Dalam proses',
      pic_uuid: pic.user_uuid,
      pic_name: 'Pia PIC',
      auditor_name: 'Adi Auditor',
      checklist_total: 2,
      checklist_claimed: 1,
      overdue: true,
      is_bookmarked: false,
      sanction: 'criminal',
      sector_uuid: lib.place.sector_uuid,
    });
    expect(row.subtopic_title).not.toBeNull();
  });

  const filters: [string, string, string[]][] = [
    ['one status', '&process_status=claim', ['claimed', 'rejected']],
    [
      'a comma list of statuses',
      '&process_status=claim,approved',
      ['comply', 'claimed', 'rejected'],
    ],
    ['confirmation status', '&confirmation_status=need_confirmation', ['confirm']],
    ['priority', '&priority=high', ['overdue']],
    ['sanction', '&sanction=administrative', ['comply', 'confirm']],
    ['type', '&type=licensing', ['overdue', 'thisWeek', 'claimed', 'rejected', 'unassigned']],
    ['overdue', '&overdue=1', ['overdue']],
    [
      'deadline range',
      `&deadline_from=${inDays(1)}&deadline_to=${inDays(35)}`,
      ['thisWeek', 'claimed'],
    ],
    ['inactive ones', '&is_active=0', ['inactive']],
    ['search in Indonesian titles', '&search=izin%20air', ['comply', 'confirm']],
    [
      'search in English titles',
      '&search=ZETA',
      ['overdue', 'thisWeek', 'claimed', 'rejected', 'unassigned'],
    ],
  ];
  for (const [what, query, expected] of filters) {
    it(`filters by ${what}`, async () => {
      const res = await list(a.admin.token, query);
      expect(res.status).toBe(200);
      expect(idsOf(res)).toEqual(named(...expected));
    });
  }

  it('filters by sector, topic (a topic covers its subtopics), PIC, auditor and group (with sub-groups)', async () => {
    const energyOnes = named('overdue', 'thisWeek', 'claimed', 'rejected', 'unassigned');
    expect(idsOf(await list(a.admin.token, `&sector_uuid=${lib.place.sector_uuid}`))).toEqual(
      energyOnes,
    );
    expect(idsOf(await list(a.admin.token, `&topic_uuid=${lib.place.topic_uuid}`))).toEqual(
      energyOnes,
    );
    const assigned = named('comply', 'overdue', 'thisWeek', 'claimed', 'rejected', 'confirm');
    expect(idsOf(await list(a.admin.token, `&pic_uuid=${pic.user_uuid}`))).toEqual(assigned);
    expect(idsOf(await list(a.admin.token, `&auditor_uuid=${pic.user_uuid}`))).toEqual([]);
    expect(idsOf(await list(a.admin.token, `&auditor_uuid=${auditor.user_uuid}`))).toEqual(
      assigned,
    );
    // The PIC sits in the sub-group: the parent group's filter finds their compliances too.
    expect(idsOf(await list(a.admin.token, `&group_uuid=${a.company.group_uuid}`))).toEqual(
      assigned,
    );
    expect(idsOf(await list(a.admin.token, `&group_uuid=${subGroup}`))).toEqual(assigned);
  });

  it('sorts by priority, status, title and updated, both ways', async () => {
    const active = '&process_status=not_comply,assigned,claim';
    expect(idsOf(await list(a.admin.token, `${active}&sort_by=priority&sort_value=desc`))[0]).toBe(
      ids.overdue,
    );
    expect(idsOf(await list(a.admin.token, `${active}&sort_by=priority&sort_value=asc`))[0]).toBe(
      ids.thisWeek,
    );
    expect(idsOf(await list(a.admin.token, `&sort_by=status&sort_value=asc`))[0]).toBe(
      ids.unassigned,
    );
    expect(idsOf(await list(a.admin.token, `&sort_by=status&sort_value=desc`))[0]).toBe(ids.comply);
    const byTitle = idsOf(await list(a.admin.token, `&sort_by=title&sort_value=asc`));
    expect(byTitle.slice(0, 2).sort()).toEqual(named('comply', 'confirm').sort());
    const updated = await list(a.admin.token, '&sort_by=updated&sort_value=desc');
    const times = updated.body.data.data.map((r: { updated_at: string }) => r.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pages with total and total_page, and a page past the end still counts', async () => {
    const first = await call(t.app, 'GET', '/v2/compliance/list?limit=3&page=1', {
      token: a.admin.token,
    });
    expect(first.body.data).toMatchObject({ page: 1, limit: 3, total: 7, total_page: 3 });
    const third = await call(t.app, 'GET', '/v2/compliance/list?limit=3&page=3', {
      token: a.admin.token,
    });
    expect(third.body.data.data).toHaveLength(1);
    const past = await call(t.app, 'GET', '/v2/compliance/list?limit=3&page=9', {
      token: a.admin.token,
    });
    expect(past.body.data).toMatchObject({ data: [], total: 7, total_page: 3 });
  });

  it('refuses bad filters in both languages', async () => {
    const en = await call(
      t.app,
      'GET',
      '/v2/compliance/list?process_status=claim,flying&sort_by=colour',
      { token: a.admin.token },
    );
    expect(en.status).toBe(400);
    expect(en.body.errors.process_status).toEqual(['Invalid value']);
    expect(en.body.errors.sort_by).toEqual(['Invalid value']);
    const id = await call(t.app, 'GET', '/v2/compliance/list?lang=id&deadline_from=2026-13-01', {
      token: a.admin.token,
    });
    expect(id.body.errors.deadline_from).toEqual(['Nilai tidak valid']);
  });

  it('needs the compliance view privilege', async () => {
    const res = await call(t.app, 'GET', '/v2/compliance/list', { token: 'nope' });
    expect(res.status).toBe(401);
  });
});

describe('POST /compliance/bookmark and GET /compliance/list?is_bookmark=1', () => {
  it("toggles the caller's bookmark and lists the bookmarked ones (v1 and v2)", async () => {
    const on = await call(t.app, 'POST', '/compliance/bookmark', {
      token: pic.token,
      body: { compliance_uuid: ids.claimed },
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: 'Bookmark added', data: { bookmarked: true } });
    const v1 = await call(t.app, 'GET', '/compliance/list?is_bookmark=1', { token: pic.token });
    expect(idsOf(v1)).toEqual([ids.claimed]);
    expect(v1.body.data.data[0].is_bookmarked).toBe(true);
    expect(idsOf(await list(auditor.token, '&is_bookmark=1'))).toEqual([]);
    const off = await call(t.app, 'POST', '/compliance/bookmark?lang=id', {
      token: pic.token,
      body: { compliance_uuid: ids.claimed },
    });
    expect(off.body).toMatchObject({ message: 'Markah dihapus', data: { bookmarked: false } });
    expect(
      idsOf(await call(t.app, 'GET', '/compliance/list?is_bookmark=1', { token: pic.token })),
    ).toEqual([]);
  });

  it('answers 404 for a compliance the caller may not see', async () => {
    expect(
      (
        await call(t.app, 'POST', '/compliance/bookmark', {
          token: outsider.token,
          body: { compliance_uuid: ids.claimed },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/compliance/bookmark', {
          token: a.admin.token,
          body: { compliance_uuid: ids.foreign },
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET /v2/compliance/list-dashboard', () => {
  it("counts the PIC's work", async () => {
    const res = await call(t.app, 'GET', '/v2/compliance/list-dashboard', { token: pic.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      assigned_to_me: 5,
      due_this_week: 1,
      overdue: 1,
      waiting_my_audit: 0,
      needs_my_confirmation: 1,
      total: 6,
    });
  });

  it("counts the auditor's waiting audits (claims without a standing rejection) and the statuses", async () => {
    const res = await call(t.app, 'GET', '/v2/compliance/list-dashboard?lang=id', {
      token: auditor.token,
    });
    expect(res.body.data).toMatchObject({
      assigned_to_me: 0,
      waiting_my_audit: 1,
      needs_my_confirmation: 0,
    });
    const byStatus = Object.fromEntries(
      res.body.data.by_status.map((s: { value: string; count: number }) => [s.value, s.count]),
    );
    expect(byStatus).toEqual({
      not_assigned: 0,
      assigned: 1,
      not_comply: 2,
      claim: 2,
      audit: 0,
      approved: 1,
    });
    expect(
      res.body.data.by_status.find((s: { value: string }) => s.value === 'approved').label,
    ).toBe('Patuh');
  });
});

describe('GET /v2/compliance/list-filter', () => {
  it('offers the labelled statuses and the sectors, topics, PICs, auditors and groups present', async () => {
    const res = await call(t.app, 'GET', '/v2/compliance/list-filter?lang=id', {
      token: pic.token,
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.statuses.find((s: { value: string }) => s.value === 'not_comply').label).toBe(
      'Dalam proses',
    );
    expect(d.sectors.map((s: { sector_uuid: string }) => s.sector_uuid)).toContain(
      lib.place.sector_uuid,
    );
    expect(d.topics.map((s: { topic_uuid: string }) => s.topic_uuid)).toContain(
      lib.place.topic_uuid,
    );
    expect(d.pics).toEqual([{ user_uuid: pic.user_uuid, name: 'Pia PIC', email: pic.email }]);
    expect(d.auditors).toEqual([
      { user_uuid: auditor.user_uuid, name: 'Adi Auditor', email: auditor.email },
    ]);
    expect(d.groups.map((g: { group_uuid: string }) => g.group_uuid).sort()).toEqual(
      [a.company.group_uuid, subGroup].sort(),
    );
    const outsiders = await call(t.app, 'GET', '/v2/compliance/list-filter', {
      token: outsider.token,
    });
    expect(outsiders.body.data).toMatchObject({ sectors: [], topics: [], pics: [], auditors: [] });
  });
});

describe('GET /compliance/{id}/', () => {
  it('answers the obligation, members, checklist, actions, transitions and warnings', async () => {
    const res = await call(t.app, 'GET', `/compliance/${ids.overdue}/?lang=id`, {
      token: pic.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kepatuhan dimuat');
    const d = res.body.data;
    expect(d).toMatchObject({
      compliance_uuid: ids.overdue,
      process_status_label: 'Dalam proses',
      overdue: true,
      checklist_total: 2,
      checklist_claimed: 1,
      transitions: ['claim'],
      claim_warnings: ['unclaimed_checklist'],
      has_newer_version: true,
      obligation: {
        comp_title: 'Audit energi zeta',
        sanction_label: 'Pidana',
        type_label: 'Perizinan',
        version_code: 2,
      },
    });
    expect(d.actions).toContain('claim');
    expect(d.actions).not.toContain('audit');
    expect(
      d.members.map((m: { role_code: string; role_label: string; name: string }) => [
        m.role_code,
        m.role_label,
        m.name,
      ]),
    ).toEqual([
      ['pic', 'PIC', 'Pia PIC'],
      ['auditor', 'Auditor', 'Adi Auditor'],
    ]);
    expect(d.members[0].group_name).toBe('Plant');
    expect(d.checklist.map((k: { title: string }) => k.title)).toEqual(['Item 1', 'Item 2']);
  });

  it('gives the auditor the audit steps and the manager every action; answers without the trailing slash too', async () => {
    const asAuditor = await call(t.app, 'GET', `/compliance/${ids.claimed}/`, {
      token: auditor.token,
    });
    expect(asAuditor.body.data.transitions).toEqual(['audit', 'reject']);
    const rejected = await call(t.app, 'GET', `/compliance/${ids.rejected}`, {
      token: auditor.token,
    });
    expect(rejected.body.data.transitions).toEqual(['reject']);
    const asManager = await call(t.app, 'GET', `/compliance/${ids.claimed}`, {
      token: a.admin.token,
    });
    expect(asManager.body.data.actions).toHaveLength(10);
  });

  it('answers 404 to an outsider, another company, an unknown and a malformed id', async () => {
    for (const [token, id] of [
      [outsider.token, ids.overdue],
      [b.admin.token, ids.overdue],
      [a.admin.token, ids.foreign],
      [a.admin.token, '00000000-0000-4000-8000-000000000000'],
      [a.admin.token, 'nope'],
    ]) {
      expect((await call(t.app, 'GET', `/compliance/${id}/`, { token })).status).toBe(404);
    }
  });
});

describe('the compliances sync loader', () => {
  const pull = (token: string) => pullSync(t.app, '/sync/compliances?limit=500', token);
  beforeAll(async () => {
    await t.app.deps.mutations.system(async (m) => {
      for (const id of Object.values(ids)) {
        const company = id === ids.foreign ? b.company.company_uuid : a.company.company_uuid;
        await m.feed({
          collection: 'compliances',
          row_id: id,
          company_uuid: company,
          op: 'upsert',
        });
      }
    });
  });

  it("delivers a member only theirs, with members inside and the caller's actions", async () => {
    const res = await pull(pic.token);
    expect(res.status).toBe(200);
    const docs = res.body.data.documents.filter((d: { _deleted?: boolean }) => !d._deleted);
    expect(docs.map((d: { id: string }) => d.id).sort()).toEqual(
      named('overdue', 'thisWeek', 'claimed', 'rejected', 'comply', 'confirm', 'inactive').sort(),
    );
    const overdue = docs.find((d: { id: string }) => d.id === ids.overdue);
    expect(overdue).toMatchObject({
      comp_title_en: 'Zeta energy audit',
      checklist_total: 2,
      checklist_claimed: 1,
      sanction: 'criminal',
      type: 'licensing',
    });
    expect(overdue.actions).toContain('claim');
    expect(
      overdue.members.map((m: { name: string; role_code: string }) => [m.role_code, m.name]),
    ).toEqual([
      ['pic', 'Pia PIC'],
      ['auditor', 'Adi Auditor'],
    ]);
    expect(JSON.stringify(res.body.data.documents)).not.toContain(ids.foreign);
  });

  it('turns a compliance into a tombstone for a member removed from it', async () => {
    await t.database.db
      .delete(complianceMembers)
      .where(eq(complianceMembers.compliance_uuid, ids.thisWeek));
    await t.app.deps.mutations.system((m) =>
      m.feed({
        collection: 'compliances',
        row_id: ids.thisWeek,
        company_uuid: a.company.company_uuid,
        op: 'upsert',
      }),
    );
    const res = await pull(pic.token);
    const mine = res.body.data.documents.filter((d: { id: string }) => d.id === ids.thisWeek);
    expect(mine.at(-1)).toEqual({ id: ids.thisWeek, _deleted: true });
    const manager = await pull(a.admin.token);
    expect(
      manager.body.data.documents.filter((d: { id: string }) => d.id === ids.thisWeek).at(-1)
        ._deleted,
    ).toBeUndefined();
  });

  it("syncs another company's manager only that company's compliance", async () => {
    const theirs = await pull(b.admin.token);
    expect(theirs.body.data.documents.map((d: { id: string }) => d.id)).toEqual([ids.foreign]);
  });
});
