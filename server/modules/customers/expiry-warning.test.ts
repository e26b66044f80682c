import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/platform';
import { JOB_HANDLERS } from '../../job-table';
import { SCHEDULE } from '../../job-table';
import { customerCompany } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { EXPIRY_WARNING_JOB, runExpiryWarnings } from './expiry-warning.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endsIn = (c: { company: { company_uuid: string } }, days: number) =>
  t.database.rows(
    sql`UPDATE companies SET expired_at = ${new Date(Date.now() + days * 86400e3).toISOString()} WHERE company_uuid = ${c.company.company_uuid}`,
  );
const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));

describe('subscription expiry warning job', () => {
  it('mails the admins once per threshold, not the other users, and not companies outside their window', async () => {
    const soon = await customerCompany(t.app, t.database);
    const later = await customerCompany(t.app, t.database);
    await endsIn(soon, 10);
    await endsIn(later, 60);
    await runExpiryWarnings(t.database, t.app.deps.mutations);
    await runExpiryWarnings(t.database, t.app.deps.mutations);
    const [mail, ...more] = await mailsTo(soon.admin.email);
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe(`The subscription of ${soon.company.name} ends in 10 days`);
    expect(await mailsTo(soon.member.email)).toHaveLength(0);
    expect(await mailsTo(later.admin.email)).toHaveLength(0);

    // A wider window is a new threshold: the second company is warned now, the first not again.
    await t.database.rows(
      sql`INSERT INTO settings (company_uuid, preferences) VALUES (${later.company.company_uuid}, '{"expiryWarningDays": 90, "language": "id"}')`,
    );
    await runExpiryWarnings(t.database, t.app.deps.mutations);
    expect(await mailsTo(later.admin.email)).toHaveLength(1);
    expect(await mailsTo(soon.admin.email)).toHaveLength(1);
    // A renewed subscription that nears its end again warns again.
    await endsIn(soon, 5);
    await runExpiryWarnings(t.database, t.app.deps.mutations);
    expect(await mailsTo(soon.admin.email)).toHaveLength(2);
  });

  it('runs daily as a registered job kind', () => {
    expect(JOB_HANDLERS[EXPIRY_WARNING_JOB]).toBeTypeOf('function');
    expect(SCHEDULE.find((s) => s.kind === EXPIRY_WARNING_JOB)?.every).toEqual({
      dailyAtUtc: '01:00',
    });
  });
});
