/** SQL of reminders: a reminder is its user's own, in that user's company. */
import { and, asc, eq } from 'drizzle-orm';
import type { ReminderItem } from '../../../../contract/api/checklists';
import type { Database, Tx } from '../../../db/client';
import { reminders } from '../../../db/schema/compliance';
import { iso, isoOrNull } from '../../../lib/iso-time';

type ReminderRow = typeof reminders.$inferSelect;

export const presentReminder = (r: ReminderRow): ReminderItem => ({
  reminder_uuid: r.reminder_uuid,
  compliance_uuid: r.compliance_uuid,
  remind_at: iso(r.remind_at),
  message: r.message,
  sent_at: isoOrNull(r.sent_at),
  created_at: iso(r.created_at),
});

export async function insertReminder(
  tx: Tx,
  v: {
    company_uuid: string;
    compliance_uuid: string;
    user_uuid: string;
    remind_at: string;
    message: string;
  },
) {
  const [row] = await tx.insert(reminders).values(v).returning();
  return row;
}

/** The caller's own reminders on a compliance, soonest first. */
export async function listOwnReminders(
  db: Database['db'],
  user: { company_uuid: string; user_uuid: string },
  complianceUuid: string,
) {
  const rows = await db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.company_uuid, user.company_uuid),
        eq(reminders.user_uuid, user.user_uuid),
        eq(reminders.compliance_uuid, complianceUuid),
      ),
    )
    .orderBy(asc(reminders.remind_at));
  return rows.map(presentReminder);
}
