import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklists, complianceMembers, compliances } from '../../../db/schema/compliance';
import { obligations, obligationVersions } from '../../../db/schema/library';
import { activityLogs, changeFeed } from '../../../db/schema/platform';
import { twoCompanies } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/harness';
import { addMember, complianceWorker, createCompliance } from '../checklists/test-helpers';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

/**
 * A compliance in claim on version 1 of an obligation now at version 2: version 2 raised the
 * sanction and priority, reworded the penalty and added a checklist item.
 */
async function updatedCompliance(
  company_uuid: string,
  over: Partial<typeof compliances.$inferInsert> = {},
) {
  const c = await createCompliance(
    t.database,
    company_uuid,
    {
      process_status: 'claim',
      confirmation_status: 'need_confirmation',
      version_code: 1,
      deadline: '2027-02-01',
      ...over,
    },
    ['Prepare the report', 'Own item'],
  );
  await t.database.db
    .update(obligations)
    .set({
      version_code: 2,
      sanction: 'criminal',
      priority: 'high',
      regulation_penalty_description_en: 'Article 41: a fine',
      regulation_penalty_description_id: 'Pasal 41: denda',
      checklist_template: [
        { title_en: 'Prepare the report', title_id: 'Menyiapkan laporan' },
        { title_en: 'Send the lab result', title_id: 'Mengirim hasil lab' },
      ],
    })
    .where(eq(obligations.obligation_uuid, c.obligation_uuid));
  await t.database.db.insert(obligationVersions).values({
    obligation_uuid: c.obligation_uuid,
    version_code: 1,
    snapshot: {
      comp_title_en: c.obligation.comp_title_en,
      comp_title_id: c.obligation.comp_title_id,
      regulation_obligation_description_en: c.obligation.regulation_obligation_description_en,
      regulation_obligation_description_id: c.obligation.regulation_obligation_description_id,
      regulation_penalty_description_en: 'Article 40: written warning',
      regulation_penalty_description_id: 'Pasal 40: teguran tertulis',
      sanction: 'administrative',
      priority: 'medium',
      checklist_template: [{ title_en: 'Prepare the report', title_id: 'Menyiapkan laporan' }],
    },
  });
  const [first] = await t.database.db
    .select()
    .from(checklists)
    .where(and(eq(checklists.compliance_uuid, c.compliance_uuid), eq(checklists.sort, 0)));
  await t.database.db
    .update(checklists)
    .set({ is_claim_checklist: true })
    .where(eq(checklists.checklist_uuid, first.checklist_uuid));
  return c;
}

const confirm = (token: string, body: unknown, lang = 'en') =>
  call(t.app, 'POST', `/compliance/confirm?lang=${lang}`, { token, body });
const compliance = async (id: string) =>
  (await t.database.db.select().from(compliances).where(eq(compliances.compliance_uuid, id)))[0];

describe('GET /compliance/{id}/diffs', () => {
  it("answers before (the compliance's version) and after (current) of every change-detail field", async () => {
    const c = await updatedCompliance(a.company.company_uuid);
    const res = await call(t.app, 'GET', `/compliance/${c.compliance_uuid}/diffs`, {
      token: a.admin.token,
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect([d.before_version, d.after_version]).toEqual([1, 2]);
    const byField = Object.fromEntries(
      [...d.information, ...d.checklist, ...d.regulation].map(
        (f: { field: string; before: unknown; after: unknown }) => [f.field, f],
      ),
    );
    expect(Object.keys(byField).sort()).toEqual(
      [
        'cat_name',
        'checklist',
        'comp_title',
        'priority',
        'regulation_obligation_description',
        'regulation_penalty_description',
        'sanction',
        'subtopic_title',
        'topic_title',
      ].sort(),
    );
    expect(byField.sanction).toEqual({
      field: 'sanction',
      before: 'Administrative',
      after: 'Criminal',
      changed: true,
    });
    expect(byField.priority).toMatchObject({ before: 'Medium', after: 'High', changed: true });
    expect(byField.checklist).toMatchObject({
      before: ['Prepare the report'],
      after: ['Prepare the report', 'Send the lab result'],
      changed: true,
    });
    expect(byField.regulation_penalty_description).toMatchObject({
      before: 'Article 40: written warning',
      after: 'Article 41: a fine',
      changed: true,
    });
    expect(byField.comp_title).toMatchObject({
      before: c.obligation.comp_title_en,
      changed: false,
    });
    expect(byField.topic_title).toMatchObject({
      before: c.lib.topic.title_en,
      after: c.lib.topic.title_en,
      changed: false,
    });
    expect(byField.subtopic_title.after).toBe(c.lib.subtopic.title_en);
    expect(byField.cat_name.after).toBe(c.lib.sector.name_en);
  });

  it('answers each group on its own, in the request language', async () => {
    const c = await updatedCompliance(a.company.company_uuid);
    const info = await call(
      t.app,
      'GET',
      `/compliance/${c.compliance_uuid}/diffs/information?lang=id`,
      { token: a.admin.token },
    );
    expect(info.body.data.data.map((f: { field: string }) => f.field)).toEqual([
      'comp_title',
      'topic_title',
      'subtopic_title',
      'cat_name',
      'sanction',
      'priority',
    ]);
    expect(info.body.data.data[0].after).toBe(c.obligation.comp_title_id);
    const list = await call(
      t.app,
      'GET',
      `/compliance/${c.compliance_uuid}/diffs/checklist?lang=id`,
      { token: a.admin.token },
    );
    expect(list.body.data.data).toEqual([
      {
        field: 'checklist',
        before: ['Menyiapkan laporan'],
        after: ['Menyiapkan laporan', 'Mengirim hasil lab'],
        changed: true,
      },
    ]);
    const reg = await call(
      t.app,
      'GET',
      `/compliance/${c.compliance_uuid}/diffs/regulation?lang=id`,
      { token: a.admin.token },
    );
    expect(reg.body.data.data[1]).toMatchObject({
      field: 'regulation_penalty_description',
      before: 'Pasal 40: teguran tertulis',
      after: 'Pasal 41: denda',
    });
  });

  it('shows no change for a compliance on the current version', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const res = await call(t.app, 'GET', `/compliance/${c.compliance_uuid}/diffs`, {
      token: a.admin.token,
    });
    expect(
      [...res.body.data.information, ...res.body.data.checklist, ...res.body.data.regulation].some(
        (f: { changed: boolean }) => f.changed,
      ),
    ).toBe(false);
  });

  it('is not found for a compliance the caller may not see', async () => {
    const theirs = await updatedCompliance(b.company.company_uuid);
    for (const suffix of ['', '/information', '/checklist', '/regulation']) {
      expect(
        (
          await call(t.app, 'GET', `/compliance/${theirs.compliance_uuid}/diffs${suffix}`, {
            token: a.admin.token,
          })
        ).status,
      ).toBe(404);
    }
  });
});

describe('POST /compliance/confirm', () => {
  it('carry + now: opens the current version with the progress, members and claims; the old one is confirmed and inactive', async () => {
    const c = await updatedCompliance(a.company.company_uuid);
    const pic = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, pic.user_uuid, ['view', 'claim', 'confirm_update']);
    const res = await confirm(pic.token, {
      compliance_uuid: c.compliance_uuid,
      progress: 'carry',
      deactivate_old: 'now',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Update confirmed',
      data: {
        outcome: 'success',
        old_compliance_uuid: c.compliance_uuid,
        version_code: 2,
        old_is_active: false,
      },
    });
    const fresh = await compliance(res.body.data.compliance_uuid);
    expect(fresh).toMatchObject({
      version_code: 2,
      process_status: 'claim',
      deadline: '2027-02-01',
      is_active: true,
      cycle: 1,
      confirmation_status: null,
    });
    expect(await compliance(c.compliance_uuid)).toMatchObject({
      confirmation_status: 'confirmed',
      is_active: false,
    });
    const items = await t.database.db
      .select()
      .from(checklists)
      .where(eq(checklists.compliance_uuid, fresh.compliance_uuid))
      .orderBy(checklists.sort);
    expect(items.map((i) => [i.title, i.is_claim_checklist])).toEqual([
      ['Prepare the report', true],
      ['Own item', false],
      ['Send the lab result', false],
    ]);
    const members = await t.database.db
      .select()
      .from(complianceMembers)
      .where(eq(complianceMembers.compliance_uuid, fresh.compliance_uuid));
    expect(members.map((m) => m.user_uuid)).toEqual([pic.user_uuid]);
    // The confirming member still sees the compliance they opened.
    expect(
      (
        await call(t.app, 'GET', `/compliance/checklist/${fresh.compliance_uuid}`, {
          token: pic.token,
        })
      ).status,
    ).toBe(200);
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type_uuid, c.compliance_uuid),
          eq(activityLogs.action, 'confirm_update'),
        ),
      );
    expect(log.after).toMatchObject({
      outcome: 'success',
      progress: 'carry',
      deactivate_old: 'now',
      compliance_uuid: fresh.compliance_uuid,
    });
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(eq(changeFeed.company_uuid, a.company.company_uuid));
    expect(feed.filter((f) => f.collection === 'compliances').map((f) => f.row_id)).toEqual(
      expect.arrayContaining([c.compliance_uuid, fresh.compliance_uuid]),
    );
    expect(feed.filter((f) => f.collection === 'checklists').map((f) => f.row_id)).toEqual(
      expect.arrayContaining(items.map((i) => i.checklist_uuid)),
    );
  });

  it('new + later: starts fresh from the current version; the old one stays active', async () => {
    const c = await updatedCompliance(a.company.company_uuid, {
      confirmation_status: 'waiting_confirmation',
    });
    await addMember(t.database, c, a.member.user_uuid, ['view'], 'pic');
    const res = await confirm(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      progress: 'new',
      deactivate_old: 'later',
    });
    expect(res.status).toBe(200);
    const fresh = await compliance(res.body.data.compliance_uuid);
    expect(fresh).toMatchObject({
      version_code: 2,
      process_status: 'assigned',
      priority: 'high',
      deadline: null,
      claimed_at: null,
    });
    expect(await compliance(c.compliance_uuid)).toMatchObject({
      confirmation_status: 'confirmed',
      is_active: true,
    });
    const items = await t.database.db
      .select()
      .from(checklists)
      .where(eq(checklists.compliance_uuid, fresh.compliance_uuid))
      .orderBy(checklists.sort);
    expect(items.map((i) => [i.title, i.is_claim_checklist])).toEqual([
      ['Prepare the report', false],
      ['Send the lab result', false],
    ]);
  });

  it('is refused (409, naming the state) when there is nothing to confirm, and records the error outcome', async () => {
    const c = await updatedCompliance(a.company.company_uuid);
    await confirm(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      progress: 'carry',
      deactivate_old: 'now',
    });
    const again = await confirm(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      progress: 'carry',
      deactivate_old: 'now',
    });
    expect([again.status, again.body.message]).toEqual([
      409,
      'This compliance does not need confirmation: it is Confirmed',
    ]);
    const id = await confirm(
      a.admin.token,
      { compliance_uuid: c.compliance_uuid, progress: 'new', deactivate_old: 'now' },
      'id',
    );
    expect(id.body.message).toBe(
      'Kepatuhan ini tidak memerlukan konfirmasi: statusnya Terkonfirmasi',
    );
    const plain = await createCompliance(t.database, a.company.company_uuid);
    expect(
      (
        await confirm(a.admin.token, {
          compliance_uuid: plain.compliance_uuid,
          progress: 'new',
          deactivate_old: 'now',
        })
      ).status,
    ).toBe(409);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type_uuid, c.compliance_uuid),
          eq(activityLogs.action, 'confirm_update'),
        ),
      );
    expect(logs.map((l) => (l.after as { outcome: string }).outcome).sort()).toEqual([
      'error',
      'error',
      'success',
    ]);
    expect(
      await t.database.db
        .select()
        .from(compliances)
        .where(eq(compliances.obligation_uuid, c.obligation_uuid)),
    ).toHaveLength(2);
  });

  it('needs the confirm_update action, and a compliance the caller may see', async () => {
    const c = await updatedCompliance(a.company.company_uuid);
    const pic = await complianceWorker(t.app, t.database, a.company);
    const body = { compliance_uuid: c.compliance_uuid, progress: 'carry', deactivate_old: 'now' };
    expect((await confirm(pic.token, body)).status).toBe(404);
    await addMember(t.database, c, pic.user_uuid, ['view', 'claim']);
    expect((await confirm(pic.token, body)).status).toBe(403);
    expect((await confirm(b.admin.token, body)).status).toBe(404);
    expect(await compliance(c.compliance_uuid)).toMatchObject({
      confirmation_status: 'need_confirmation',
      is_active: true,
    });
  });

  it('validates in both languages', async () => {
    const c = await updatedCompliance(a.company.company_uuid);
    const en = await confirm(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      progress: 'maybe',
    });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      progress: ['Invalid value'],
      deactivate_old: ['This field is required'],
    });
    const id = await confirm(
      a.admin.token,
      { compliance_uuid: c.compliance_uuid, progress: 'maybe', deactivate_old: 'now' },
      'id',
    );
    expect(id.body.errors).toEqual({ progress: ['Nilai tidak valid'] });
  });
});
