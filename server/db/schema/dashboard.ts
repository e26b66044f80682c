import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { pk, ts } from './columns';
import { companies } from './identity';

/**
 * Daily dashboard snapshots (server/modules/dashboard/snapshots.ts): per company and day, the
 * active compliances counted per status and member groups (company-wide rows, sector null) and per
 * status and sector (groups null): cells of contract/dashboard.ts, so a past month's rate per group
 * or per sector is what the company had then. A day taken again replaces that day's rows. Kept.
 */
export const dashboardSnapshots = pgTable(
  'dashboard_snapshots',
  {
    snapshot_uuid: pk('snapshot_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    snapshot_date: date('snapshot_date', { mode: 'string' }).notNull(),
    /** Null on the company-wide rows (split by member groups); set on the per-sector rows. */
    sector_uuid: uuid('sector_uuid'),
    process_status: text('process_status').notNull(),
    /** The member groups on the company-wide rows; null on the per-sector rows (not split by group). */
    groups: uuid('groups').array(),
    count: integer('count').notNull(),
    taken_at: ts('taken_at').notNull().defaultNow(),
  },
  (t) => [
    index('dashboard_snapshots_company_date_idx').on(t.company_uuid, t.snapshot_date),
    check('dashboard_snapshots_count_check', sql`${t.count} >= 0`),
  ],
);
