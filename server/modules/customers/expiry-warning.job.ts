/**
 * The subscription expiry warning job (daily): each active customer company whose subscription
 * ends within its warning window (settings `expiryWarningDays`, 30 by default) gets one mail per
 * admin (an active user whose role may manage users) once per threshold: the pair (end date,
 * warning days) is recorded as an `expiry_warning` activity of the company, so a renewed
 * subscription or a changed window warns again, and a second run (or a second runner) does not.
 * Each company is handled in its own transaction under its row lock.
 */
import { sql } from 'drizzle-orm';
import { readSettings } from '../../../contract/api/settings';
import type { Database } from '../../db/client';
import type { companies } from '../../db/schema/identity';
import type { JobHandler } from '../../jobs/runner';
import { queueMail } from '../../mail/outbox';
import { recipientsOf } from '../notifications';
import type { Mutations } from '../../lib/mutation';

export const EXPIRY_WARNING_JOB = 'customers.expiry-warning';

/** A company and its stored preferences (a join's projection; the driver may give a Date). */
type Candidate = Pick<typeof companies.$inferSelect, 'company_uuid' | 'name'> & {
  expired_at: string | Date;
  preferences: unknown;
};

export async function runExpiryWarnings(
  database: Database,
  mutations: Pick<Mutations, 'system'>,
  now = new Date(),
): Promise<{ companies: number; mails: number }> {
  const at = now.toISOString();
  const candidates = await database.rows<Candidate>(
    sql`SELECT c.company_uuid, c.name, c.expired_at, s.preferences FROM companies c LEFT JOIN settings s ON s.company_uuid = c.company_uuid
      WHERE c.is_provider = false AND c.deleted_at IS NULL AND c.state = 'active' AND c.expired_at > ${at} AND c.expired_at <= ${at}::timestamptz + interval '365 days'`,
  );
  let companies = 0;
  let mails = 0;
  for (const c of candidates) {
    const days = readSettings(c.preferences).expiryWarningDays;
    const endsAt = new Date(c.expired_at);
    if (endsAt.getTime() - now.getTime() > days * 86_400_000) continue;
    const endsOn = endsAt.toISOString().slice(0, 10);
    const sent = await mutations.system(async (m) => {
      await m.rows(sql`SELECT 1 FROM companies WHERE company_uuid = ${c.company_uuid} FOR UPDATE`);
      const done = await m.rows(
        sql`SELECT 1 FROM activity_logs WHERE company_uuid = ${c.company_uuid} AND type = 'company' AND type_uuid = ${c.company_uuid}::text
            AND action = 'expiry_warning' AND after->>'expired_at' = ${endsAt.toISOString()} AND (after->>'days')::int = ${days}`,
      );
      if (done.length) return 0;
      const admins = await m.rows<{
        user_uuid: string;
        email: string;
        name: string;
        language: string;
      }>(
        sql`SELECT DISTINCT u.user_uuid, u.email, u.name, u.language FROM users u
           JOIN user_roles ur ON ur.user_uuid = u.user_uuid
           JOIN privilege_roles r ON r.role_uuid = ur.role_uuid AND r.company_uuid = u.company_uuid
           JOIN role_modules rm ON rm.role_uuid = r.role_uuid AND rm.module_code = 'users' AND rm.can_create
          WHERE u.company_uuid = ${c.company_uuid} AND u.state = 'active' AND u.deleted_at IS NULL`,
      );
      // The admins who keep the mail of `subscription_expiring` on (notification preferences).
      const mailOn = new Set(
        (
          await recipientsOf(
            m.tx,
            c.company_uuid,
            admins.map((a) => a.user_uuid),
            'subscription_expiring',
          )
        )
          .filter((r) => r.mail)
          .map((r) => r.user_uuid),
      );
      for (const a of admins.filter((x) => mailOn.has(x.user_uuid))) {
        const language = a.language === 'id' ? 'id' : 'en';
        await queueMail(m.tx, {
          to: a.email,
          language,
          template: 'expiry-warning',
          vars: {
            name: a.name,
            company: c.name,
            endsOn,
            days: Math.ceil((endsAt.getTime() - now.getTime()) / 86_400_000),
          },
          companyUuid: c.company_uuid,
          userUuid: a.user_uuid,
        });
      }
      await m.log({
        type: 'company',
        type_uuid: c.company_uuid,
        action: 'expiry_warning',
        after: { expired_at: endsAt.toISOString(), days, recipients: mailOn.size },
        company_uuid: c.company_uuid,
      });
      return mailOn.size;
    });
    if (sent) companies++;
    mails += sent;
  }
  return { companies, mails };
}

export const expiryWarningJob: JobHandler = ({ deps }) =>
  runExpiryWarnings(deps.database, deps.mutations);
