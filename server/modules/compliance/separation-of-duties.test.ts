/**
 * Separation of duties (issue 23, finding 5): the PIC and the auditor of a compliance are
 * different people (assign, bulk assign, member writes), and whoever claimed the current cycle
 * does not audit, approve or reject it (the workflow refuses it, the detail's and the sync's
 * `actions` leave `audit` out for them, so no screen offers it).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../contract/enums';
import { complianceMembers, compliances, memberRoles } from '../../db/schema/compliance';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../test/harness';
import { builtInRoles, complianceWorker, createCompliance } from './compliance.fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let roles: Record<MemberRole, string>;
let obligationUuid: string;
let pic: Awaited<ReturnType<typeof complianceWorker>>;
let auditor: Awaited<ReturnType<typeof complianceWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ a } = await twoCompanies(t.app, t.database));
  roles = await builtInRoles(t.database, a.company.company_uuid);
  obligationUuid = (await createObligation(t.database, (await librarySkeleton(t.database)).place))
    .obligation_uuid;
  pic = await complianceWorker(t.app, t.database, a.company, 'Pia PIC');
  auditor = await complianceWorker(t.app, t.database, a.company, 'Adi Auditor');
});
afterAll(() => t.close());

const make = (
  members: { user_uuid: string; role: MemberRole }[],
  process_status: 'assigned' | 'not_comply' | 'claim' = 'assigned',
) =>
  createCompliance(t.database, roles, {
    company_uuid: a.company.company_uuid,
    obligation_uuid: obligationUuid,
    members,
    process_status,
    checklist: [true],
  });
const crew = () => [
  { user_uuid: pic.user_uuid, role: 'pic' as const },
  { user_uuid: auditor.user_uuid, role: 'auditor' as const },
];
const membersOf = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(complianceMembers)
      .where(eq(complianceMembers.compliance_uuid, id))
  )
    .map((r) => `${r.role_code}:${r.user_uuid}`)
    .sort();
const assign = (token: string, body: Record<string, unknown>, lang = 'en') =>
  call(t.app, 'PUT', `/compliance/assign?lang=${lang}`, { token, body });
const step = (
  token: string,
  compliance_uuid: string,
  action: string,
  extra: Record<string, unknown> = {},
) =>
  call(t.app, 'PUT', '/compliance/process/update', {
    token,
    body: { compliance_uuid, action, ...extra },
  });
const detail = (token: string, id: string) => call(t.app, 'GET', `/compliance/${id}`, { token });

describe('the PIC and the auditor are different people', () => {
  it("PUT /compliance/assign refuses the PIC as their own auditor (the issue's attack), in both languages, writing nothing", async () => {
    const c = await make(crew());
    const before = await membersOf(c.compliance_uuid);
    const self = await assign(pic.token, {
      compliance_uuid: c.compliance_uuid,
      auditor_uuid: pic.user_uuid,
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(
      'The PIC and the auditor of a compliance must be different people',
    );
    expect(self.body.errors.auditor_uuid).toEqual([
      'The PIC and the auditor of a compliance must be different people',
    ]);
    const id = await assign(
      pic.token,
      { compliance_uuid: c.compliance_uuid, auditor_uuid: pic.user_uuid },
      'id',
    );
    expect(id.body.message).toBe('PIC dan auditor sebuah kepatuhan harus orang yang berbeda');
    // The auditor made PIC, and one user named for both at once: refused too.
    const auditorAsPic = await assign(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      pic_uuid: auditor.user_uuid,
    });
    expect([auditorAsPic.status, Object.keys(auditorAsPic.body.errors)]).toEqual([
      409,
      ['pic_uuid'],
    ]);
    expect(
      (
        await assign(a.admin.token, {
          compliance_uuid: c.compliance_uuid,
          pic_uuid: a.member.user_uuid,
          auditor_uuid: a.member.user_uuid,
        })
      ).status,
    ).toBe(409);
    expect(await membersOf(c.compliance_uuid)).toEqual(before);
    // Swapping the two in one assignment leaves them different: fine.
    const swap = await assign(a.admin.token, {
      compliance_uuid: c.compliance_uuid,
      pic_uuid: auditor.user_uuid,
      auditor_uuid: pic.user_uuid,
    });
    expect(swap.status).toBe(200);
    expect(await membersOf(c.compliance_uuid)).toEqual(
      [`auditor:${pic.user_uuid}`, `pic:${auditor.user_uuid}`].sort(),
    );
  });

  it('POST /member/assign-bulk skips, with the reason, the compliances where the user would hold both', async () => {
    const picked = await make(crew());
    const free = await make([{ user_uuid: auditor.user_uuid, role: 'auditor' }]);
    const res = await call(t.app, 'POST', '/member/assign-bulk', {
      token: a.admin.token,
      body: {
        compliance_uuids: [picked.compliance_uuid, free.compliance_uuid],
        auditor_uuid: pic.user_uuid,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      done: [free.compliance_uuid],
      skipped: [{ compliance_uuid: picked.compliance_uuid, reason: 'duty_pic_auditor' }],
    });
    expect(await membersOf(picked.compliance_uuid)).toEqual(
      [`auditor:${auditor.user_uuid}`, `pic:${pic.user_uuid}`].sort(),
    );
    expect(await membersOf(free.compliance_uuid)).toEqual([`auditor:${pic.user_uuid}`]);
  });

  it('member create and update refuse making one user both PIC and auditor', async () => {
    const c = await make([...crew(), { user_uuid: a.member.user_uuid, role: 'contributor' }]);
    const added = await call(t.app, 'POST', '/member/create', {
      token: a.admin.token,
      body: { compliance_uuid: c.compliance_uuid, user_uuid: pic.user_uuid, role_code: 'auditor' },
    });
    expect([added.status, Object.keys(added.body.errors)]).toEqual([409, ['role_code']]);
    // The auditor also made a contributor, then that row turned into a PIC.
    const [contributorRow] = await t.database.db
      .select()
      .from(complianceMembers)
      .where(
        and(
          eq(complianceMembers.compliance_uuid, c.compliance_uuid),
          eq(complianceMembers.role_code, 'contributor'),
        ),
      );
    await t.database.db
      .update(complianceMembers)
      .set({ user_uuid: auditor.user_uuid })
      .where(eq(complianceMembers.member_uuid, contributorRow.member_uuid));
    const changed = await call(t.app, 'PUT', '/member/update?lang=id', {
      token: a.admin.token,
      body: { member_uuid: contributorRow.member_uuid, role_code: 'pic' },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('PIC dan auditor sebuah kepatuhan harus orang yang berbeda');
    expect(await membersOf(c.compliance_uuid)).toEqual(
      [
        `auditor:${auditor.user_uuid}`,
        `contributor:${auditor.user_uuid}`,
        `pic:${pic.user_uuid}`,
      ].sort(),
    );
  });
});

describe('whoever claimed a cycle does not audit, approve or reject it', () => {
  it('refuses the claimer (here the company admin, who holds every action) the audit steps; another auditor takes them', async () => {
    const c = await make(crew(), 'not_comply');
    expect((await step(a.admin.token, c.compliance_uuid, 'claim', { confirm: true })).status).toBe(
      200,
    );
    expect(
      (
        await t.database.db
          .select()
          .from(compliances)
          .where(eq(compliances.compliance_uuid, c.compliance_uuid))
      )[0].claimed_by,
    ).toBe(a.admin.user_uuid);
    const audit = await step(a.admin.token, c.compliance_uuid, 'audit');
    expect(audit.status).toBe(403);
    expect(audit.body.message).toBe(
      'You claimed this compliance: another person must audit, approve or reject it',
    );
    expect(
      (
        await call(t.app, 'PUT', '/compliance/process/update?lang=id', {
          token: a.admin.token,
          body: { compliance_uuid: c.compliance_uuid, action: 'reject', reason: 'x' },
        })
      ).body.message,
    ).toBe(
      'Anda yang mengklaim kepatuhan ini: orang lain yang harus mengaudit, menyetujui, atau menolaknya',
    );
    // The detail tells each caller what they may do, so the screen offers the same.
    const mine = (await detail(a.admin.token, c.compliance_uuid)).body.data;
    expect(mine.actions).not.toContain('audit');
    expect(mine.transitions).toEqual([]);
    expect((await detail(auditor.token, c.compliance_uuid)).body.data.transitions).toEqual([
      'audit',
      'reject',
    ]);
    expect((await step(auditor.token, c.compliance_uuid, 'audit')).status).toBe(200);
    expect((await step(a.admin.token, c.compliance_uuid, 'approve')).status).toBe(403);
    expect((await step(auditor.token, c.compliance_uuid, 'approve')).status).toBe(200);
  });

  it('a member role holding both claim and audit does not let its holder audit their own claim, online or in the synced document', async () => {
    const [both] = await t.database.db
      .insert(memberRoles)
      .values({
        company_uuid: a.company.company_uuid,
        code: `both-${Date.now()}`,
        name: 'Claims and audits',
        actions: ['view', 'claim', 'audit'],
      })
      .returning();
    const c = await make([], 'not_comply');
    await t.database.db.insert(complianceMembers).values({
      company_uuid: a.company.company_uuid,
      compliance_uuid: c.compliance_uuid,
      user_uuid: pic.user_uuid,
      role_code: 'contributor',
      member_role_uuid: both.member_role_uuid,
    });
    expect((await detail(pic.token, c.compliance_uuid)).body.data.actions).toContain('audit');
    expect((await step(pic.token, c.compliance_uuid, 'claim', { confirm: true })).status).toBe(200);
    expect((await step(pic.token, c.compliance_uuid, 'audit')).status).toBe(403);
    const pulled = await pullSync(t.app, '/sync/compliances?limit=500', pic.token);
    const doc = pulled.body.data.documents
      .filter((d: { id: string }) => d.id === c.compliance_uuid)
      .at(-1);
    expect(doc.process_status).toBe('claim');
    expect(doc.actions).toContain('claim');
    expect(doc.actions).not.toContain('audit');
    expect(doc).not.toHaveProperty('claimed_by');
  });

  it("the dashboard does not count the claimer's own claim as waiting for their audit; another auditor's count has it", async () => {
    const [both] = await t.database.db
      .insert(memberRoles)
      .values({
        company_uuid: a.company.company_uuid,
        code: `aud-${Date.now()}`,
        name: 'Auditor who may claim',
        actions: ['view', 'claim', 'audit'],
      })
      .returning();
    const other = await complianceWorker(t.app, t.database, a.company, 'Oki Other');
    const waiting = async (token: string) =>
      (await call(t.app, 'GET', '/v2/compliance/list-dashboard', { token })).body.data
        .waiting_my_audit as number;
    const c = await make([{ user_uuid: other.user_uuid, role: 'auditor' }], 'not_comply');
    await t.database.db.insert(complianceMembers).values({
      company_uuid: a.company.company_uuid,
      compliance_uuid: c.compliance_uuid,
      user_uuid: pic.user_uuid,
      role_code: 'auditor',
      member_role_uuid: both.member_role_uuid,
    });
    const [mineBefore, otherBefore] = [await waiting(pic.token), await waiting(other.token)];
    expect((await step(pic.token, c.compliance_uuid, 'claim', { confirm: true })).status).toBe(200);
    expect(await waiting(pic.token)).toBe(mineBefore);
    expect(await waiting(other.token)).toBe(otherBefore + 1);
  });

  it('a reopened compliance forgets its claimer', async () => {
    const c = await make(crew(), 'not_comply');
    await step(a.admin.token, c.compliance_uuid, 'claim', { confirm: true });
    const reopened = await call(t.app, 'PUT', '/compliance/status/update', {
      token: a.admin.token,
      body: { compliance_uuid: c.compliance_uuid, process_status: 'not_comply' },
    });
    expect(reopened.status).toBe(200);
    expect(
      (
        await t.database.db
          .select()
          .from(compliances)
          .where(eq(compliances.compliance_uuid, c.compliance_uuid))
      )[0].claimed_by,
    ).toBeNull();
    expect((await detail(a.admin.token, c.compliance_uuid)).body.data.actions).toContain('audit');
  });
});
