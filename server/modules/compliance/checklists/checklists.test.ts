import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklists, compliances } from '../../../db/schema/compliance';
import { activityLogs, changeFeed } from '../../../db/schema/platform';
import { twoCompanies } from '../../../test/fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../../test/harness';
import { addMember, complianceWorker, createCompliance } from './test-helpers';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

const items = (compliance_uuid: string) =>
  t.database.db
    .select()
    .from(checklists)
    .where(eq(checklists.compliance_uuid, compliance_uuid))
    .orderBy(checklists.sort);
const feedOf = (collection: string, row_id: string) =>
  t.database.db
    .select()
    .from(changeFeed)
    .where(and(eq(changeFeed.collection, collection), eq(changeFeed.row_id, row_id)));
const create = (token: string, body: unknown, lang = 'en') =>
  call(t.app, 'POST', `/compliance/checklist/create?lang=${lang}`, { token, body });
const update = (token: string, body: unknown) =>
  call(t.app, 'PUT', '/compliance/checklist/update', { token, body });

describe('GET /compliance/checklist/{id}', () => {
  it("answers the compliance's items in order with the totals", async () => {
    const c = await createCompliance(t.database, a.company.company_uuid, {}, [
      'First',
      'Second',
      'Third',
    ]);
    const [first] = await items(c.compliance_uuid);
    await t.database.db
      .update(checklists)
      .set({ is_claim_checklist: true })
      .where(eq(checklists.checklist_uuid, first.checklist_uuid));
    const res = await call(t.app, 'GET', `/compliance/checklist/${c.compliance_uuid}`, {
      token: a.admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((i: { title: string }) => i.title)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(res.body.data).toMatchObject({
      compliance_uuid: c.compliance_uuid,
      total: 3,
      claimed: 1,
    });
    expect(res.body.data.data[0]).toMatchObject({ isClaimChecklist: true, due_date: '2026-12-31' });
  });

  it('is not found for a compliance the caller may not see: not a member, another company, malformed', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const outsider = await complianceWorker(t.app, t.database, a.company);
    expect(
      (
        await call(t.app, 'GET', `/compliance/checklist/${c.compliance_uuid}`, {
          token: outsider.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'GET', `/compliance/checklist/${c.compliance_uuid}`, {
          token: b.admin.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'GET', '/compliance/checklist/nope', { token: a.admin.token })).status,
    ).toBe(404);
    await addMember(t.database, c, outsider.user_uuid, ['view']);
    expect(
      (
        await call(t.app, 'GET', `/compliance/checklist/${c.compliance_uuid}`, {
          token: outsider.token,
        })
      ).status,
    ).toBe(200);
  });
});

describe('POST /compliance/checklist/create', () => {
  it('appends the item, logs it on the compliance and feeds the item and its compliance', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const res = await create(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      title: 'Keep the receipt',
      due_date: '2027-01-10',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Checklist item added',
      data: { title: 'Keep the receipt', due_date: '2027-01-10', sort: 2, isClaimChecklist: false },
    });
    const id = res.body.data.checklist_uuid;
    expect((await feedOf('checklists', id)).map((f) => [f.op, f.company_uuid])).toEqual([
      ['upsert', a.company.company_uuid],
    ]);
    expect(await feedOf('compliances', c.compliance_uuid)).toHaveLength(1);
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type_uuid, c.compliance_uuid),
          eq(activityLogs.action, 'checklist_create'),
        ),
      );
    expect(log.after).toMatchObject({ checklist_uuid: id, title: 'Keep the receipt' });
  });

  it('lands once for a replayed client checklist_uuid', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid, {}, []);
    const body = {
      compliance_uuid: c.compliance_uuid,
      title: 'Offline item',
      checklist_uuid: '6f0e1d2c-3b4a-4958-8776-a5b4c3d2e1f0',
    };
    const first = await create(a.admin.token, body);
    const again = await create(a.admin.token, body);
    expect(first.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await items(c.compliance_uuid)).toHaveLength(1);
    expect(await feedOf('checklists', body.checklist_uuid)).toHaveLength(1);
  });

  it("refuses a client id naming another company's item, leaving it untouched", async () => {
    const theirs = await createCompliance(t.database, b.company.company_uuid, {}, ['Theirs']);
    const [item] = await items(theirs.compliance_uuid);
    const ours = await createCompliance(t.database, a.company.company_uuid, {}, []);
    const res = await create(a.admin.token, {
      compliance_uuid: ours.compliance_uuid,
      title: 'Hijack',
      checklist_uuid: item.checklist_uuid,
    });
    expect(res.status).toBe(409);
    expect((await items(theirs.compliance_uuid))[0]).toMatchObject({
      title: 'Theirs',
      compliance_uuid: theirs.compliance_uuid,
    });
  });

  it('needs the edit_checklist action: a member who may only claim gets 403', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const pic = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, pic.user_uuid, ['view', 'claim']);
    const res = await create(pic.token, { compliance_uuid: c.compliance_uuid, title: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your role on this compliance does not allow this action');
  });

  it('validates in both languages', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const en = await create(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      due_date: '2026-02-30',
    });
    expect(en.status).toBe(400);
    expect(en.body.errors).toMatchObject({
      title: ['This field is required'],
      due_date: ['Invalid value'],
    });
    const id = await create(
      a.admin.token,
      { compliance_uuid: c.compliance_uuid, title: 'x'.repeat(501) },
      'id',
    );
    expect(id.body.errors.title).toEqual(['Data Terlalu Panjang']);
  });

  it('is refused while the compliance is in audit or approved, naming the state in the request language', async () => {
    for (const [status, en, id] of [
      [
        'audit',
        'The compliance is Audit: its checklist and deadline cannot change now',
        'Kepatuhan berstatus Audit',
      ],
      [
        'approved',
        'The compliance is Comply: its checklist and deadline cannot change now',
        'Kepatuhan berstatus Patuh',
      ],
    ] as const) {
      const c = await createCompliance(t.database, a.company.company_uuid, {
        process_status: status,
      });
      const res = await create(a.admin.token, {
        compliance_uuid: c.compliance_uuid,
        title: 'Late',
      });
      expect([res.status, res.body.message]).toEqual([409, en]);
      expect(
        (await create(a.admin.token, { compliance_uuid: c.compliance_uuid, title: 'Late' }, 'id'))
          .body.message,
      ).toContain(id);
      expect(await items(c.compliance_uuid)).toHaveLength(2);
    }
  });
});

describe('PUT /compliance/checklist/update', () => {
  it('drops the due date unless one is sent (the specification), and keeps it when sent', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const [item] = await items(c.compliance_uuid);
    const renamed = await update(a.admin.token, {
      checklist_uuid: item.checklist_uuid,
      title: 'Renamed',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Renamed', due_date: null });
    const dated = await update(a.admin.token, {
      checklist_uuid: item.checklist_uuid,
      title: 'Renamed',
      due_date: '2027-03-01',
    });
    expect(dated.body.data.due_date).toBe('2027-03-01');
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type_uuid, c.compliance_uuid),
          eq(activityLogs.action, 'checklist_update'),
        ),
      );
    expect(log.before).toMatchObject({ title: item.title, due_date: '2026-12-31' });
  });

  it('claims and unclaims with isClaimChecklist alone, keeping the due date; the claim action is enough', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const [item] = await items(c.compliance_uuid);
    const pic = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, pic.user_uuid, ['view', 'claim']);
    const claimed = await update(pic.token, {
      checklist_uuid: item.checklist_uuid,
      isClaimChecklist: true,
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data).toMatchObject({
      isClaimChecklist: true,
      due_date: '2026-12-31',
      title: item.title,
    });
    expect((await feedOf('checklists', item.checklist_uuid)).map((f) => f.op)).toEqual(['upsert']);
    const unclaimed = await update(pic.token, {
      checklist_uuid: item.checklist_uuid,
      isClaimChecklist: false,
    });
    expect(unclaimed.body.data.isClaimChecklist).toBe(false);
    // Renaming needs edit_checklist.
    expect(
      (await update(pic.token, { checklist_uuid: item.checklist_uuid, title: 'Mine' })).status,
    ).toBe(403);
  });

  it('refuses a claim while the compliance is in audit', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid, {
      process_status: 'audit',
    });
    const [item] = await items(c.compliance_uuid);
    const res = await update(a.admin.token, {
      checklist_uuid: item.checklist_uuid,
      isClaimChecklist: true,
    });
    expect(res.status).toBe(409);
    expect((await items(c.compliance_uuid))[0].is_claim_checklist).toBe(false);
  });

  it("answers 404 for another company's item", async () => {
    const theirs = await createCompliance(t.database, b.company.company_uuid);
    const [item] = await items(theirs.compliance_uuid);
    expect(
      (await update(a.admin.token, { checklist_uuid: item.checklist_uuid, isClaimChecklist: true }))
        .status,
    ).toBe(404);
    expect((await items(theirs.compliance_uuid))[0].is_claim_checklist).toBe(false);
  });
});

describe('DELETE /compliance/checklist/delete', () => {
  it('deletes the item and feeds its deletion and its compliance', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const [item] = await items(c.compliance_uuid);
    const res = await call(t.app, 'DELETE', '/compliance/checklist/delete', {
      token: a.admin.token,
      body: { checklist_uuid: item.checklist_uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Checklist item deleted');
    expect(await items(c.compliance_uuid)).toHaveLength(1);
    expect((await feedOf('checklists', item.checklist_uuid)).map((f) => f.op)).toEqual(['delete']);
    const [compliance] = await t.database.db
      .select()
      .from(compliances)
      .where(eq(compliances.compliance_uuid, c.compliance_uuid));
    expect(Date.parse(compliance.updated_at)).toBeGreaterThan(Date.parse(c.updated_at));
  });

  it('is refused in approved and without edit_checklist', async () => {
    const locked = await createCompliance(t.database, a.company.company_uuid, {
      process_status: 'approved',
    });
    const [item] = await items(locked.compliance_uuid);
    expect(
      (
        await call(t.app, 'DELETE', '/compliance/checklist/delete', {
          token: a.admin.token,
          body: { checklist_uuid: item.checklist_uuid },
        })
      ).status,
    ).toBe(409);
    const c = await createCompliance(t.database, a.company.company_uuid);
    const [other] = await items(c.compliance_uuid);
    const viewer = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, viewer.user_uuid, ['view', 'comment']);
    expect(
      (
        await call(t.app, 'DELETE', '/compliance/checklist/delete', {
          token: viewer.token,
          body: { checklist_uuid: other.checklist_uuid },
        })
      ).status,
    ).toBe(403);
    expect(await items(c.compliance_uuid)).toHaveLength(2);
  });
});

describe('checklists sync loader', () => {
  it('delivers the items of the compliances the caller may see, and only those', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid, {}, []);
    const made = await create(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      title: 'Synced',
    });
    const id = made.body.data.checklist_uuid;
    const member = await complianceWorker(t.app, t.database, a.company);
    const outsider = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, member.user_uuid, ['view']);
    const ids = async (token: string) =>
      (
        (await pullSync(t.app, '/sync/checklists?limit=2000', token)).body.data.documents as {
          id: string;
          _deleted?: boolean;
        }[]
      )
        .filter((d) => !d._deleted)
        .map((d) => d.id);
    expect(await ids(member.token)).toContain(id);
    expect(await ids(a.admin.token)).toContain(id);
    expect(await ids(outsider.token)).not.toContain(id);
    expect(await ids(b.admin.token)).not.toContain(id);
  });
});
