import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../contract/enums';
import { companies } from '../../db/schema/identity';
import { notifications } from '../../db/schema/engagement';
import { enqueueJob } from '../../jobs/queue';
import { createJobRunner } from '../../jobs/runner';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { createUser, customerCompany } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { onAnotherDay } from '../../test/time-zone';
import { builtInRoles, createCompliance } from '../compliance/compliance.fixtures';
import { DAILY_NOTICES_JOB, dailyNotices } from './daily-notices';

let t: TestApp;
let company: Awaited<ReturnType<typeof customerCompany>>;
let roles: Record<MemberRole, string>;
let obligationUuid: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await customerCompany(t.app, t.database);
  roles = await builtInRoles(t.database, company.company.company_uuid);
  const lib = await librarySkeleton(t.database);
  obligationUuid = (
    await createObligation(t.database, lib.place, {
      comp_title_en: 'Waste report',
      comp_title_id: 'Laporan limbah',
    })
  ).obligation_uuid;
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86400e3).toISOString().slice(0, 10);

describe('daily notices (deadline near, overdue, subscription expiring)', () => {
  it('notifies the PICs of deadlines in 7 days, tomorrow and yesterday, and the admins of an ending subscription, once per run', () =>
    notifiesOncePerRun());

  // The days are counted in UTC, as the subscription's end is read, whatever the database
  // session's time zone (a server outside UTC once counted 6 or 8 days and sent nothing).
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'counts the days in UTC when the database session is on another day',
    () => onAnotherDay(t.database, notifiesOncePerRun),
  );
});

/** Runs the daily notices job twice and checks who got what: one notice each. */
async function notifiesOncePerRun() {
  const pic = await createUser(t.database, company.company);
  const auditor = await createUser(t.database, company.company);
  const make = (deadline: string, process_status: 'not_comply' | 'approved' = 'not_comply') =>
    createCompliance(t.database, roles, {
      company_uuid: company.company.company_uuid,
      obligation_uuid: obligationUuid,
      deadline,
      process_status,
      members: [
        { user_uuid: pic.user_uuid, role: 'pic' },
        { user_uuid: auditor.user_uuid, role: 'auditor' },
      ],
    });
  const week = await make(day(7));
  const tomorrow = await make(day(1));
  const late = await make(day(-1));
  await make(day(3));
  await make(day(-1), 'approved');
  await t.database.db
    .update(companies)
    // Midday of the day 14 days ahead (UTC, as the job counts): now + 14 days + 1 hour fell on the
    // 15th day when the test ran after 23:00 UTC.
    .set({ expired_at: `${day(14)}T12:00:00.000Z` })
    .where(eq(companies.company_uuid, company.company.company_uuid));

  const runner = createJobRunner({
    deps: t.app.deps,
    log: t.app.log,
    handlers: { [DAILY_NOTICES_JOB]: dailyNotices },
    schedule: [],
  });
  // Two runs the same day (a scheduled slot and a manual one, or other test files' runners on a shared database): one notice each.
  for (let i = 0; i < 2; i++) {
    await t.database.db.transaction((tx) => enqueueJob(tx, { kind: DAILY_NOTICES_JOB }));
    await runner.drain();
  }

  const forPic = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.user_uuid, pic.user_uuid));
  const byLink = Object.fromEntries(forPic.map((n) => [n.link, n]));
  expect(forPic).toHaveLength(3);
  expect(byLink[`/compliance/${week.compliance_uuid}`]).toMatchObject({
    type: 'deadline_soon',
    body_en: `Waste report is due in 7 days (${day(7)}).`,
    body_id: `Laporan limbah jatuh tempo dalam 7 hari (${day(7)}).`,
  });
  expect(byLink[`/compliance/${tomorrow.compliance_uuid}`]).toMatchObject({
    type: 'deadline_soon',
  });
  expect(byLink[`/compliance/${late.compliance_uuid}`]).toMatchObject({
    type: 'overdue',
    header_en: 'A compliance is overdue',
    header_id: 'Sebuah kepatuhan melewati tenggat',
  });
  expect(
    await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_uuid, auditor.user_uuid)),
  ).toHaveLength(0);

  const admins = await t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'subscription_expiring'),
        inArray(notifications.user_uuid, [company.admin.user_uuid, company.member.user_uuid]),
      ),
    );
  expect(admins.map((n) => n.user_uuid)).toEqual([company.admin.user_uuid]);
  expect(admins[0]).toMatchObject({
    header_en: 'Your subscription is expiring',
    header_id: 'Langganan Anda akan berakhir',
  });
}
