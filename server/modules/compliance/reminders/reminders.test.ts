import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminders } from '../../../db/schema/compliance';
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

const inDays = (d: number) => new Date(Date.now() + d * 86400e3).toISOString();
const create = (token: string, body: unknown, lang = 'en') =>
  call(t.app, 'POST', `/reminder/create?lang=${lang}`, { token, body });

describe('POST /reminder/create and GET /reminder/list', () => {
  it("stores the caller's reminder and lists only the caller's own, soonest first", async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const later = await create(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      remind_at: inDays(9),
      message: 'Later',
    });
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({
      message: 'Reminder saved',
      data: { message: 'Later', sent_at: null },
    });
    await create(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      remind_at: inDays(2),
      message: 'Sooner',
    });
    const member = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, member.user_uuid, ['view']);
    await create(member.token, {
      compliance_uuid: c.compliance_uuid,
      remind_at: inDays(3),
      message: 'Not yours',
    });
    const mine = await call(t.app, 'GET', `/reminder/list?compliance_uuid=${c.compliance_uuid}`, {
      token: a.admin.token,
    });
    expect(mine.body.data.data.map((r: { message: string }) => r.message)).toEqual([
      'Sooner',
      'Later',
    ]);
    const rows = await t.database.db
      .select()
      .from(reminders)
      .where(eq(reminders.compliance_uuid, c.compliance_uuid));
    expect(rows).toHaveLength(3);
  });

  it('refuses a moment in the past and a message over 500 characters, in both languages', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const en = await create(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      remind_at: inDays(-1),
      message: 'x'.repeat(501),
    });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      remind_at: ['Choose a moment in the future'],
      message: ['Data Too Long'],
    });
    const id = await create(
      a.admin.token,
      { compliance_uuid: c.compliance_uuid, remind_at: 'tomorrow' },
      'id',
    );
    expect(id.body.errors).toEqual({
      remind_at: ['Nilai tidak valid'],
      message: ['Kolom ini wajib diisi'],
    });
  });

  it('is not found on a compliance the caller may not see', async () => {
    const theirs = await createCompliance(t.database, b.company.company_uuid);
    expect(
      (
        await create(a.admin.token, {
          compliance_uuid: theirs.compliance_uuid,
          remind_at: inDays(1),
          message: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'GET', `/reminder/list?compliance_uuid=${theirs.compliance_uuid}`, {
          token: a.admin.token,
        })
      ).status,
    ).toBe(404);
    const ours = await createCompliance(t.database, a.company.company_uuid);
    const outsider = await complianceWorker(t.app, t.database, a.company);
    expect(
      (
        await create(outsider.token, {
          compliance_uuid: ours.compliance_uuid,
          remind_at: inDays(1),
          message: 'x',
        })
      ).status,
    ).toBe(404);
  });
});
