/**
 * The compliance list's total is kept between pages while the company's compliances feed is
 * quiet (server/lib/feed-count.ts), and follows every change at once: a member added, a
 * compliance deactivated or deleted through the API, another company's own changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../contract/enums';
import { eq } from 'drizzle-orm';
import { compliances } from '../../db/schema/compliance';
import { userGroups, users } from '../../db/schema/identity';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { builtInRoles, complianceWorker, createCompliance } from './compliance.fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let rolesA: Record<MemberRole, string>;
let rolesB: Record<MemberRole, string>;
let obligation: string;
let pic: Awaited<ReturnType<typeof complianceWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  rolesA = await builtInRoles(t.database, a.company.company_uuid);
  rolesB = await builtInRoles(t.database, b.company.company_uuid);
  const lib = await librarySkeleton(t.database);
  obligation = (await createObligation(t.database, lib.place)).obligation_uuid;
  pic = await complianceWorker(t.app, t.database, a.company, 'Pia PIC');
});
afterAll(() => t.close());

const inA = (withPic: boolean) =>
  createCompliance(t.database, rolesA, {
    company_uuid: a.company.company_uuid,
    obligation_uuid: obligation,
    members: withPic ? [{ user_uuid: pic.user_uuid, role: 'pic' }] : [],
  });
const inB = () =>
  createCompliance(t.database, rolesB, {
    company_uuid: b.company.company_uuid,
    obligation_uuid: obligation,
  });
async function total(token: string, query = ''): Promise<number> {
  const res = await call(t.app, 'GET', `/v2/compliance/list?limit=1${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data.total;
}

describe('the compliance list total', () => {
  it('is kept while the feed is quiet and follows each change of either company at once', async () => {
    const [, , unseen] = [await inA(true), await inA(true), await inA(false), await inB()];
    expect(await total(a.admin.token)).toBe(3);
    expect(await total(pic.token)).toBe(2);
    expect(await total(b.admin.token)).toBe(1);

    // A row written without its feed entry (no write of the product does that) is not counted:
    // the stored total stands while the company's compliances feed has nothing newer.
    await t.database.db.insert(compliances).values({
      company_uuid: a.company.company_uuid,
      obligation_uuid: obligation,
      cycle: 99,
    });
    expect(await total(a.admin.token)).toBe(3);

    // A member added through the API feeds its compliance: both the manager's total (which now
    // finds the unfed row too) and the new member's follow.
    const added = await call(t.app, 'POST', '/member/create', {
      token: a.admin.token,
      body: { compliance_uuid: unseen.compliance_uuid, user_uuid: pic.user_uuid, role_code: 'pic' },
    });
    expect(added.status).toBe(201);
    expect(await total(a.admin.token)).toBe(4);
    expect(await total(pic.token)).toBe(3);
    expect(await total(b.admin.token)).toBe(1);

    // Another company's change moves only its own total.
    const other = await inB();
    expect(await total(b.admin.token)).toBe(2);
    expect(await total(a.admin.token)).toBe(4);

    // Deactivated, then deleted: the active and inactive totals follow.
    const off = await call(t.app, 'PUT', '/compliance/bulk-activation', {
      token: a.admin.token,
      body: { compliance_uuids: [unseen.compliance_uuid], is_active: false },
    });
    expect(off.status).toBe(200);
    expect(await total(a.admin.token)).toBe(3);
    expect(await total(a.admin.token, '&is_active=0')).toBe(1);
    expect(await total(pic.token)).toBe(2);
    const deleted = await call(t.app, 'POST', '/v2/compliance/bulk-delete', {
      token: b.admin.token,
      body: { compliance_uuids: [other.compliance_uuid] },
    });
    expect(deleted.status).toBe(200);
    expect(await total(b.admin.token)).toBe(1);
  });

  it('is counted each time when a filter reads what the compliances feed does not cover (groups)', async () => {
    const byGroup = `&group_uuid=${a.company.group_uuid}`;
    // Another person of the group holds one compliance, so the list keeps a row after the move.
    const colleague = await complianceWorker(t.app, t.database, a.company, 'Cici Colleague');
    await createCompliance(t.database, rolesA, {
      company_uuid: a.company.company_uuid,
      obligation_uuid: obligation,
      members: [{ user_uuid: colleague.user_uuid, role: 'pic' }],
    });
    const before = await total(a.admin.token, byGroup);
    expect(before).toBeGreaterThan(1);
    expect(await total(a.admin.token, byGroup)).toBe(before);
    // The PIC moves to another group: a users row, no compliance feed entry.
    const [elsewhere] = await t.database.db
      .insert(userGroups)
      .values({ company_uuid: a.company.company_uuid, name: 'Elsewhere' })
      .returning();
    await t.database.db
      .update(users)
      .set({ group_uuid: elsewhere.group_uuid })
      .where(eq(users.user_uuid, pic.user_uuid));
    expect(await total(a.admin.token, byGroup)).toBe(1);
  });
});
