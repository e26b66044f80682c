/**
 * The daily notices, one scheduled job (`notifications.daily`, daily at 00:05 UTC; one run per day
 * whatever the number of processes, by the slot's dedupe key):
 * - a compliance due in 7 days or tomorrow: `deadline_soon` to its PICs and group PICs;
 * - a compliance whose deadline was yesterday and is not comply: `overdue` to the same;
 * - a company whose subscription ends in 14 or 7 days: `subscription_expiring` to its users who may
 *   manage users (the users module's update right).
 * All notifications of a run are written in the transaction that completes the job (fenced), so a
 * run interrupted and run again does not notify twice; a user already given a notice today is
 * skipped, so even a second run the same day adds none.
 */
import { sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../contract/notification-kinds';
import type { JobHandler } from '../../jobs/runner';
import type { MutationContext } from '../../lib/mutation';
import { utcDayStart, utcToday } from '../../db/utc-day';
import { complianceLink } from './events';
import { notify } from './notify';

export const DAILY_NOTICES_JOB = 'notifications.daily';
export const DEADLINE_NOTICE_DAYS = [7, 1] as const;
export const EXPIRY_NOTICE_DAYS = [14, 7] as const;

interface DueRow {
  compliance_uuid: string;
  company_uuid: string;
  deadline: string;
  days: number;
  title_en: string;
  title_id: string;
  users: string[];
}

/** The users not yet given this notice today (a second run the same day, or a retried one, adds none). */
async function notNotifiedToday(
  m: MutationContext,
  users: string[],
  kind: NotificationKind,
  link: string,
): Promise<string[]> {
  const done = await m.rows<{ user_uuid: string }>(
    sql`SELECT user_uuid::text FROM notifications WHERE user_uuid = ANY(${sql.param(users)}::uuid[]) AND type = ${kind} AND link = ${link} AND created_at >= ${utcDayStart}`,
  );
  const seen = new Set(done.map((d) => d.user_uuid));
  return users.filter((u) => !seen.has(u));
}

/** Two runs at once (a scheduled slot and a manual retry) take turns, so the second sees the first's notices. */
const DAILY_NOTICES_LOCK = 804_211_014;

export const dailyNotices: JobHandler = async ({ deps, complete }) =>
  deps.mutations.system(async (m) => {
    await m.rows(sql`SELECT pg_advisory_xact_lock(${DAILY_NOTICES_LOCK})`);
    const due = await m.rows<DueRow>(
      sql`SELECT c.compliance_uuid, c.company_uuid, c.deadline::text AS deadline, (c.deadline - ${utcToday})::int AS days,
              o.comp_title_en AS title_en, o.comp_title_id AS title_id,
              array_agg(DISTINCT cm.user_uuid::text) AS users
         FROM compliances c
         JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
         JOIN compliance_members cm ON cm.compliance_uuid = c.compliance_uuid AND cm.company_uuid = c.company_uuid AND cm.role_code IN ('pic', 'group_pic')
        WHERE c.is_active AND c.process_status <> 'approved'
          AND (c.deadline - ${utcToday}) = ANY(${sql.param([...DEADLINE_NOTICE_DAYS, -1])}::int[])
        GROUP BY c.compliance_uuid, o.comp_title_en, o.comp_title_id`,
    );
    let sent = 0;
    for (const d of due) {
      const title = { en: d.title_en, id: d.title_id };
      const overdue = d.days < 0;
      const kind = overdue ? 'overdue' : 'deadline_soon';
      const link = complianceLink(d.compliance_uuid);
      const ids = await notify(m, {
        company_uuid: d.company_uuid,
        user_uuids: await notNotifiedToday(m, d.users, kind, link),
        kind,
        vars: overdue
          ? { title, deadline: d.deadline }
          : { title, days: d.days, deadline: d.deadline },
        link,
      });
      sent += ids.length;
    }
    const expiring = await m.rows<{ company_uuid: string; date: string; users: string[] }>(
      sql`SELECT co.company_uuid, to_char(co.expired_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
              array_agg(DISTINCT u.user_uuid::text) AS users
         FROM companies co
         JOIN users u ON u.company_uuid = co.company_uuid AND u.state = 'active'
         JOIN user_roles ur ON ur.user_uuid = u.user_uuid
         JOIN role_modules rm ON rm.role_uuid = ur.role_uuid AND rm.module_code = 'users' AND rm.can_update
        WHERE co.expired_at IS NOT NULL AND ((co.expired_at AT TIME ZONE 'UTC')::date - ${utcToday}) = ANY(${sql.param([...EXPIRY_NOTICE_DAYS])}::int[])
        GROUP BY co.company_uuid, co.expired_at`,
    );
    for (const e of expiring) {
      const users = await notNotifiedToday(m, e.users, 'subscription_expiring', '/account');
      sent += (
        await notify(m, {
          company_uuid: e.company_uuid,
          user_uuids: users,
          kind: 'subscription_expiring',
          vars: { date: e.date },
          link: '/account',
        })
      ).length;
    }
    const result = { compliances: due.length, companies: expiring.length, notifications: sent };
    await complete(m.tx, result);
    return result;
  });
