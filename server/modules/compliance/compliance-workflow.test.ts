import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole, ProcessStatus } from '../../../contract/enums';
import type { ProcessAction } from '../../../contract/workflow';
import { checklists, complianceMembers, compliances } from '../../db/schema/compliance';
import { activityLogs, changeFeed } from '../../db/schema/platform';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
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
let obligationUuid: string;
let pic: Awaited<ReturnType<typeof complianceWorker>>;
let auditor: Awaited<ReturnType<typeof complianceWorker>>;
let plain: Awaited<ReturnType<typeof complianceWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  roles = await builtInRoles(t.database, a.company.company_uuid);
  const lib = await librarySkeleton(t.database);
  obligationUuid = (
    await createObligation(t.database, lib.place, {
      checklist_template: [
        { title_en: 'Prepare the report', title_id: 'Menyiapkan laporan' },
        { title_en: 'Send it', title_id: 'Mengirimkannya' },
      ],
      version_code: 3,
    })
  ).obligation_uuid;
  pic = await complianceWorker(t.app, t.database, a.company, 'Pia PIC');
  auditor = await complianceWorker(t.app, t.database, a.company, 'Adi Auditor');
  plain = await complianceWorker(t.app, t.database, a.company, 'Mira Member');
});
afterAll(() => t.close());

const crew = () => [
  { user_uuid: pic.user_uuid, role: 'pic' as const },
  { user_uuid: auditor.user_uuid, role: 'auditor' as const },
  { user_uuid: plain.user_uuid, role: 'member' as const },
];
const make = (over: Partial<NewCompliance> = {}) =>
  createCompliance(t.database, roles, {
    company_uuid: a.company.company_uuid,
    obligation_uuid: obligationUuid,
    members: crew(),
    checklist: [true],
    ...over,
  });
const processUpdate = (
  token: string,
  body: Record<string, unknown>,
  opts: { lang?: string; headers?: Record<string, string> } = {},
) =>
  call(t.app, 'PUT', `/compliance/process/update${opts.lang ? `?lang=${opts.lang}` : ''}`, {
    token,
    body,
    headers: opts.headers,
  });
const stored = async (id: string) =>
  (await t.database.db.select().from(compliances).where(eq(compliances.compliance_uuid, id)))[0];
const logsOf = (id: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.type, 'compliance'), eq(activityLogs.type_uuid, id)));

describe('PUT /compliance/process/update: the allowed transitions', () => {
  const allowed: [
    ProcessAction,
    ProcessStatus,
    ProcessStatus,
    'pic' | 'auditor',
    Partial<NewCompliance>?,
  ][] = [
    ['start', 'assigned', 'not_comply', 'pic'],
    ['claim', 'assigned', 'claim', 'pic'],
    ['claim', 'not_comply', 'claim', 'pic'],
    ['claim', 'claim', 'claim', 'pic', { reject_reason: 'Missing receipt' }],
    ['audit', 'claim', 'audit', 'auditor'],
    ['approve', 'audit', 'approved', 'auditor'],
    ['reject', 'claim', 'claim', 'auditor'],
    ['reject', 'audit', 'claim', 'auditor'],
  ];
  for (const [action, from, to, who, over] of allowed) {
    it(`${action}: ${from} -> ${to} by the ${who}`, async () => {
      const c = await make({ process_status: from, ...over });
      const token = who === 'pic' ? pic.token : auditor.token;
      const res = await processUpdate(token, {
        compliance_uuid: c.compliance_uuid,
        action,
        reason: action === 'reject' ? 'Evidence unsigned' : undefined,
        from_status: from,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.process_status).toBe(to);
      const row = await stored(c.compliance_uuid);
      expect(row.process_status).toBe(to);
      if (action === 'reject') expect(row.reject_reason).toBe('Evidence unsigned');
      if (action === 'claim') {
        expect(row.reject_reason).toBeNull();
        expect(row.claimed_at).not.toBeNull();
      }
      if (action === 'approve') expect(row.approved_at).not.toBeNull();
      const logs = await logsOf(c.compliance_uuid);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        action,
        user_uuid: who === 'pic' ? pic.user_uuid : auditor.user_uuid,
      });
      expect((logs[0].before as { process_status: string }).process_status).toBe(from);
      expect((logs[0].after as { process_status: string }).process_status).toBe(to);
      const feed = await t.database.db
        .select()
        .from(changeFeed)
        .where(
          and(eq(changeFeed.collection, 'compliances'), eq(changeFeed.row_id, c.compliance_uuid)),
        )
        .orderBy(changeFeed.id);
      // After the fixture's own entry (createCompliance feeds the row it makes).
      expect(feed.slice(1).map((f) => [f.op, f.company_uuid, f.user_uuid])).toEqual([
        ['upsert', a.company.company_uuid, null],
      ]);
    });
  }
});

describe('PUT /compliance/process/update: the refused transitions', () => {
  const refused: [ProcessAction, ProcessStatus, Partial<NewCompliance>?][] = [
    ['start', 'not_assigned'],
    ['start', 'not_comply'],
    ['start', 'claim'],
    ['claim', 'not_assigned'],
    ['claim', 'claim'],
    ['claim', 'audit'],
    ['claim', 'approved'],
    ['audit', 'not_comply'],
    ['audit', 'audit'],
    ['audit', 'approved'],
    ['audit', 'claim', { reject_reason: 'Missing receipt' }],
    ['approve', 'claim'],
    ['approve', 'approved'],
    ['reject', 'not_comply'],
    ['reject', 'approved'],
  ];
  for (const [action, from, over] of refused) {
    it(`${action} from ${from}${over?.reject_reason ? ' (rejected)' : ''}: 409 naming both states`, async () => {
      const c = await make({ process_status: from, ...over });
      // A manager holds every action: the state, not the role, refuses.
      const res = await processUpdate(a.admin.token, {
        compliance_uuid: c.compliance_uuid,
        action,
        reason: 'r',
        confirm: true,
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('conflict');
      const labels: Record<ProcessStatus, string> = {
        not_assigned: 'Not assigned',
        assigned: 'Assigned',
        not_comply: 'In progress',
        claim: 'Claim',
        audit: 'Audit',
        approved: 'Comply',
      };
      expect(res.body.message).toContain(`the compliance is ${labels[from]}`);
      expect(res.body.message).toContain(`Cannot ${action}`);
      expect((await stored(c.compliance_uuid)).process_status).toBe(from);
      expect(await logsOf(c.compliance_uuid)).toEqual([]);
    });
  }

  it('names the states in Indonesian for lang=id', async () => {
    const c = await make({ process_status: 'approved' });
    const res = await processUpdate(
      a.admin.token,
      { compliance_uuid: c.compliance_uuid, action: 'audit' },
      { lang: 'id' },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Tidak dapat audit: kepatuhan berstatus Patuh, sehingga tidak dapat menjadi Audit',
    );
  });

  it('refuses a stale step (from_status differs) with 409 transition_stale', async () => {
    const c = await make({ process_status: 'claim', reject_reason: 'Unsigned' });
    const res = await processUpdate(pic.token, {
      compliance_uuid: c.compliance_uuid,
      action: 'claim',
      from_status: 'not_comply',
      confirm: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The compliance changed meanwhile: it is now Claim, not In progress',
    );
    expect((await stored(c.compliance_uuid)).reject_reason).toBe('Unsigned');
  });

  it('refuses any step on an inactive compliance', async () => {
    const c = await make({ process_status: 'not_comply', is_active: false });
    const res = await processUpdate(pic.token, {
      compliance_uuid: c.compliance_uuid,
      action: 'claim',
      confirm: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This compliance is inactive');
  });
});

describe('PUT /compliance/process/update: roles, reasons, warnings, replays', () => {
  for (const action of ['claim', 'audit', 'approve'] as const) {
    it(`a plain member gets 403 on ${action}`, async () => {
      const from = { claim: 'not_comply', audit: 'claim', approve: 'audit' }[
        action
      ] as ProcessStatus;
      const c = await make({ process_status: from });
      const res = await processUpdate(plain.token, {
        compliance_uuid: c.compliance_uuid,
        action,
        confirm: true,
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Your role on this compliance does not allow this action');
      expect((await stored(c.compliance_uuid)).process_status).toBe(from);
    });
  }

  it('the PIC may not audit and the auditor may not claim', async () => {
    const claimed = await make({ process_status: 'claim' });
    expect(
      (
        await processUpdate(pic.token, {
          compliance_uuid: claimed.compliance_uuid,
          action: 'audit',
        })
      ).status,
    ).toBe(403);
    const open = await make({ process_status: 'not_comply' });
    expect(
      (
        await processUpdate(auditor.token, {
          compliance_uuid: open.compliance_uuid,
          action: 'claim',
          confirm: true,
        })
      ).status,
    ).toBe(403);
  });

  it('a non-member of the compliance gets 404, as does another company', async () => {
    const c = await make({
      process_status: 'not_comply',
      members: [{ user_uuid: pic.user_uuid, role: 'pic' }],
    });
    expect(
      (await processUpdate(auditor.token, { compliance_uuid: c.compliance_uuid, action: 'claim' }))
        .status,
    ).toBe(404);
    expect(
      (await processUpdate(b.admin.token, { compliance_uuid: c.compliance_uuid, action: 'claim' }))
        .status,
    ).toBe(404);
  });

  it('reject needs a reason, in both languages', async () => {
    const c = await make({ process_status: 'claim' });
    const en = await processUpdate(auditor.token, {
      compliance_uuid: c.compliance_uuid,
      action: 'reject',
    });
    expect(en.status).toBe(400);
    expect(en.body.errors.reason).toEqual(['Give the reason for the rejection']);
    const id = await processUpdate(
      auditor.token,
      { compliance_uuid: c.compliance_uuid, action: 'reject', reason: '   ' },
      { lang: 'id' },
    );
    expect(id.status).toBe(400);
    expect(id.body.errors.reason).toEqual(['Berikan alasan penolakan']);
  });

  it('validates the body in both languages', async () => {
    const en = await processUpdate(pic.token, { action: 'fly' });
    expect(en.status).toBe(400);
    expect(en.body.errors.compliance_uuid).toEqual(['This field is required']);
    expect(en.body.errors.action).toEqual(['Invalid value']);
    const id = await processUpdate(pic.token, { action: 'claim' }, { lang: 'id' });
    expect(id.body.errors.compliance_uuid).toEqual(['Kolom ini wajib diisi']);
  });

  it('a claim with warnings answers 409 listing them, and the confirmed claim goes through', async () => {
    const c = await make({
      process_status: 'not_comply',
      deadline: null,
      checklist: [true, false],
    });
    const first = await processUpdate(pic.token, {
      compliance_uuid: c.compliance_uuid,
      action: 'claim',
    });
    expect(first.status).toBe(409);
    expect(first.body.errors.warnings).toEqual(['no_deadline', 'unclaimed_checklist']);
    expect(first.body.message).toBe(
      'Please confirm the claim: no deadline is set; some checklist items are not claimed',
    );
    const id = await processUpdate(
      pic.token,
      { compliance_uuid: c.compliance_uuid, action: 'claim' },
      { lang: 'id' },
    );
    expect(id.body.message).toBe(
      'Mohon konfirmasi klaim: tenggat belum diatur; beberapa butir daftar periksa belum diklaim',
    );
    expect((await stored(c.compliance_uuid)).process_status).toBe('not_comply');
    const confirmed = await processUpdate(pic.token, {
      compliance_uuid: c.compliance_uuid,
      action: 'claim',
      confirm: true,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.process_status).toBe('claim');
  });

  it('a claim without warnings needs no confirmation', async () => {
    const c = await make({
      process_status: 'not_comply',
      deadline: '2099-01-01',
      checklist: [true, true],
    });
    expect(
      (await processUpdate(pic.token, { compliance_uuid: c.compliance_uuid, action: 'claim' }))
        .status,
    ).toBe(200);
  });

  it('replays the same Idempotency-Key once: one change, one activity row', async () => {
    const c = await make({ process_status: 'not_comply' });
    const headers = { 'idempotency-key': '0e9c3a51-7b2d-4c8e-9f01-2a3b4c5d6e7f' };
    const body = {
      compliance_uuid: c.compliance_uuid,
      action: 'claim',
      confirm: true,
      from_status: 'not_comply',
    };
    const first = await processUpdate(pic.token, body, { headers });
    const again = await processUpdate(pic.token, body, { headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await logsOf(c.compliance_uuid)).toHaveLength(1);
  });
});

describe('PUT /compliance/update', () => {
  it('changes deadline, priority and note (set_deadline), logging before and after', async () => {
    const c = await make({ process_status: 'not_comply', priority: 'low' });
    const res = await call(t.app, 'PUT', '/compliance/update', {
      token: pic.token,
      body: {
        compliance_uuid: c.compliance_uuid,
        deadline: '2030-02-28',
        priority: 'high',
        note: 'Waiting for the receipt',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Compliance updated',
      data: { deadline: '2030-02-28', priority: 'high', note: 'Waiting for the receipt' },
    });
    const row = await stored(c.compliance_uuid);
    expect([row.deadline, row.priority, row.note]).toEqual([
      '2030-02-28',
      'high',
      'Waiting for the receipt',
    ]);
    const [log] = await logsOf(c.compliance_uuid);
    expect(log.action).toBe('update');
    expect(log.before).toMatchObject({ priority: 'low', note: null });
    expect(log.after).toMatchObject({ priority: 'high', deadline: '2030-02-28' });
    const cleared = await call(t.app, 'PUT', '/compliance/update', {
      token: pic.token,
      body: { compliance_uuid: c.compliance_uuid, deadline: null },
    });
    expect(cleared.body.data.deadline).toBeNull();
  });

  it('is refused with 409 while in audit or comply, and 403 without set_deadline', async () => {
    for (const status of ['audit', 'approved'] as const) {
      const c = await make({ process_status: status });
      const res = await call(t.app, 'PUT', '/compliance/update?lang=id', {
        token: pic.token,
        body: { compliance_uuid: c.compliance_uuid, deadline: '2030-01-01' },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(status === 'audit' ? 'Audit' : 'Patuh');
    }
    const c = await make({ process_status: 'not_comply' });
    const res = await call(t.app, 'PUT', '/compliance/update', {
      token: auditor.token,
      body: { compliance_uuid: c.compliance_uuid, deadline: '2030-01-01' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses an impossible date in both languages', async () => {
    const c = await make();
    const en = await call(t.app, 'PUT', '/compliance/update', {
      token: pic.token,
      body: { compliance_uuid: c.compliance_uuid, deadline: '2030-02-30' },
    });
    expect(en.status).toBe(400);
    expect(en.body.errors.deadline).toEqual(['Invalid value']);
    const id = await call(t.app, 'PUT', '/compliance/update?lang=id', {
      token: pic.token,
      body: { compliance_uuid: c.compliance_uuid, priority: 'urgent' },
    });
    expect(id.body.errors.priority).toEqual(['Nilai tidak valid']);
  });
});

describe('PUT /compliance/status/update', () => {
  it('lets the company manager reopen a comply compliance to In progress', async () => {
    const c = await make({ process_status: 'approved' });
    const res = await call(t.app, 'PUT', '/compliance/status/update', {
      token: a.admin.token,
      body: {
        compliance_uuid: c.compliance_uuid,
        process_status: 'not_comply',
        reason: 'New evidence needed',
      },
    });
    expect(res.status).toBe(200);
    const row = await stored(c.compliance_uuid);
    expect([row.process_status, row.approved_at, row.claimed_at]).toEqual([
      'not_comply',
      null,
      null,
    ]);
    const [log] = await logsOf(c.compliance_uuid);
    expect(log).toMatchObject({
      action: 'status',
      after: expect.objectContaining({ reason: 'New evidence needed' }),
    });
  });

  it('refuses anyone else (403 without the manager privilege)', async () => {
    const c = await make({ process_status: 'approved' });
    const res = await call(t.app, 'PUT', '/compliance/status/update', {
      token: pic.token,
      body: { compliance_uuid: c.compliance_uuid, process_status: 'not_comply' },
    });
    expect(res.status).toBe(403);
    expect((await stored(c.compliance_uuid)).process_status).toBe('approved');
  });
});

describe('POST /compliance/renewal', () => {
  it('closes the cycle and opens the next from the current version with members and the template checklist', async () => {
    // An obligation of its own: the next cycle counts on from the obligation's highest one.
    const lib = await librarySkeleton(t.database);
    const own = await createObligation(t.database, lib.place, {
      version_code: 3,
      checklist_template: [
        { title_en: 'Prepare the report', title_id: 'Menyiapkan laporan' },
        { title_en: 'Send it', title_id: 'Mengirimkannya' },
      ],
    });
    const c = await make({
      obligation_uuid: own.obligation_uuid,
      process_status: 'approved',
      version_code: 2,
      cycle: 1,
      checklist: [true, true, true],
    });
    const res = await call(t.app, 'POST', '/compliance/renewal?lang=id', {
      token: pic.token,
      body: { compliance_uuid: c.compliance_uuid, deadline: '2031-06-30' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Kepatuhan diperbarui: siklus berikutnya dibuka');
    const next = await stored(res.body.data.compliance_uuid);
    expect(next).toMatchObject({
      renewal_of: c.compliance_uuid,
      cycle: 2,
      version_code: 3,
      process_status: 'assigned',
      is_active: true,
      deadline: '2031-06-30',
    });
    expect((await stored(c.compliance_uuid)).is_active).toBe(false);
    const members = await t.database.db
      .select()
      .from(complianceMembers)
      .where(eq(complianceMembers.compliance_uuid, next.compliance_uuid));
    expect(members.map((m) => m.role_code).sort()).toEqual(['auditor', 'member', 'pic']);
    const items = await t.database.db
      .select()
      .from(checklists)
      .where(eq(checklists.compliance_uuid, next.compliance_uuid));
    expect(items.map((i) => [i.title, i.is_claim_checklist]).sort()).toEqual([
      ['Mengirimkannya', false],
      ['Menyiapkan laporan', false],
    ]);
    const detail = await call(t.app, 'GET', `/compliance/${c.compliance_uuid}/`, {
      token: pic.token,
    });
    expect(detail.body.data.next_cycle_uuid).toBe(next.compliance_uuid);
    expect((await logsOf(c.compliance_uuid)).map((l) => l.action)).toEqual(['renewal_close']);
    expect((await logsOf(next.compliance_uuid)).map((l) => l.action)).toEqual(['renewal_open']);
  });

  it('needs the renew action and an active cycle', async () => {
    const c = await make({ process_status: 'approved' });
    expect(
      (
        await call(t.app, 'POST', '/compliance/renewal', {
          token: auditor.token,
          body: { compliance_uuid: c.compliance_uuid },
        })
      ).status,
    ).toBe(403);
    const closed = await make({ process_status: 'approved', is_active: false });
    expect(
      (
        await call(t.app, 'POST', '/compliance/renewal', {
          token: pic.token,
          body: { compliance_uuid: closed.compliance_uuid },
        })
      ).status,
    ).toBe(409);
  });
});

describe('POST /compliance/duplicate', () => {
  it('copies a compliance, and refuses to copy a copy', async () => {
    const c = await make({ process_status: 'claim' });
    const res = await call(t.app, 'POST', '/compliance/duplicate', {
      token: pic.token,
      body: { compliance_uuid: c.compliance_uuid },
    });
    expect(res.status).toBe(201);
    const copy = await stored(res.body.data.compliance_uuid);
    expect(copy).toMatchObject({
      is_duplicate: true,
      duplicated_from: c.compliance_uuid,
      process_status: 'assigned',
      obligation_uuid: obligationUuid,
    });
    const again = await call(t.app, 'POST', '/compliance/duplicate?lang=id', {
      token: pic.token,
      body: { compliance_uuid: copy.compliance_uuid },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Hasil duplikasi tidak dapat diduplikasi');
  });
});

describe('bulk activation and bulk delete', () => {
  it('deactivate and reactivate what the manager sees, skipping unknown and foreign ids', async () => {
    const one = await make();
    const foreign = await createCompliance(t.database, roles, {
      company_uuid: b.company.company_uuid,
      obligation_uuid: obligationUuid,
    });
    const ids = [one.compliance_uuid, foreign.compliance_uuid];
    const off = await call(t.app, 'PUT', '/compliance/bulk-activation', {
      token: a.admin.token,
      body: { compliance_uuids: ids, is_active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({
      done: [one.compliance_uuid],
      skipped: [{ compliance_uuid: foreign.compliance_uuid, reason: 'not_found' }],
    });
    expect((await stored(one.compliance_uuid)).is_active).toBe(false);
    expect((await stored(foreign.compliance_uuid)).is_active).toBe(true);
    await call(t.app, 'PUT', '/compliance/bulk-activation', {
      token: a.admin.token,
      body: { compliance_uuids: [one.compliance_uuid], is_active: true },
    });
    expect((await stored(one.compliance_uuid)).is_active).toBe(true);
    expect((await logsOf(one.compliance_uuid)).map((l) => l.action).sort()).toEqual([
      'activate',
      'deactivate',
    ]);
  });

  it('soft-deletes, feeds a delete and hides the compliance; non-managers are refused', async () => {
    const one = await make();
    expect(
      (
        await call(t.app, 'POST', '/v2/compliance/bulk-delete', {
          token: pic.token,
          body: { compliance_uuids: [one.compliance_uuid] },
        })
      ).status,
    ).toBe(403);
    const res = await call(t.app, 'POST', '/v2/compliance/bulk-delete', {
      token: a.admin.token,
      body: { compliance_uuids: [one.compliance_uuid] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Compliances deleted',
      data: { done: [one.compliance_uuid], skipped: [] },
    });
    expect((await stored(one.compliance_uuid)).deleted_at).not.toBeNull();
    expect(
      (await call(t.app, 'GET', `/compliance/${one.compliance_uuid}/`, { token: a.admin.token }))
        .status,
    ).toBe(404);
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(eq(changeFeed.row_id, one.compliance_uuid))
      .orderBy(changeFeed.id);
    expect(feed.map((f) => f.op)).toEqual(['upsert', 'delete']);
  });

  it('validates the id list in both languages', async () => {
    const en = await call(t.app, 'POST', '/v2/compliance/bulk-delete', {
      token: a.admin.token,
      body: { compliance_uuids: [] },
    });
    expect(en.body.errors.compliance_uuids).toEqual(['Data cannot be empty']);
    const id = await call(t.app, 'PUT', '/compliance/bulk-activation?lang=id', {
      token: a.admin.token,
      body: { compliance_uuids: ['x'], is_active: true },
    });
    expect(id.status).toBe(400);
    expect(Object.values(id.body.errors).flat()).toContain('Nilai tidak valid');
  });
});
