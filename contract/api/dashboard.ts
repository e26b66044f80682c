/**
 * The dashboard (spec section 7, "Dashboard"): figures of the compliances the caller may see,
 * computed by contract/dashboard.ts. Filters: sector, group (with its sub-groups; an empty
 * group_uuid is dropped, as the specification says) and a deadline period.
 */
import { z } from 'zod';
import { PROCESS_STATUSES } from '../enums';
import { calendarDate } from './compliance-writes';
import { uuidString } from './library';
import { isoTime } from './values';

/** The specification's rule: an empty filter is no filter. */
const dropEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const dashboardQuery = z.object({
  sector_uuid: dropEmpty(uuidString()),
  group_uuid: dropEmpty(uuidString()),
  /** The period: compliances whose deadline falls in it (both ends optional, inclusive). */
  deadline_from: dropEmpty(calendarDate()),
  deadline_to: dropEmpty(calendarDate()),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const DASHBOARD_CATEGORIES = [
  'status-comply',
  'status-not-comply',
  'top-comply',
  'top-not-comply',
  'status-all',
] as const;
export type DashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];

export const dashboardStatusQuery = dashboardQuery.extend({
  category: z.enum(DASHBOARD_CATEGORIES).default('status-all'),
});

/** YYYY-MM between 1900 and 2099. */
const yearMonth = () =>
  z
    .string()
    .trim()
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/);
export const dashboardStatisticsQuery = dashboardQuery
  .extend({
    /** First and last month (YYYY-MM); the last twelve months when omitted (at most 36 from `from`). */
    from: dropEmpty(yearMonth()),
    to: dropEmpty(yearMonth()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['from'],
    params: { key: 'invalid_value' },
  });
export type DashboardStatisticsQuery = z.infer<typeof dashboardStatisticsQuery>;

export const groupSearchQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const topicFigure = z.strictObject({
  topic_uuid: z.string(),
  title: z.string(),
  count: z.number().int(),
});
export const divisionFigure = z.strictObject({
  group_uuid: z.string(),
  name: z.string(),
  parent_uuid: z.string().nullable(),
  /** The group and its sub-groups (the list's group filter). */
  tree: z.array(z.string()),
  active: z.number().int(),
  comply: z.number().int(),
  not_comply: z.number().int(),
  rate: z.number(),
});
export type DivisionFigure = z.infer<typeof divisionFigure>;

export const appliedFilters = z.strictObject({
  sector_uuid: z.string().nullable(),
  sector_title: z.string().nullable(),
  group_uuid: z.string().nullable(),
  group_name: z.string().nullable(),
  deadline_from: z.string().nullable(),
  deadline_to: z.string().nullable(),
});

export const dashboardAnswer = z.strictObject({
  filters: appliedFilters,
  active: z.number().int(),
  comply: z.number().int(),
  not_comply: z.number().int(),
  /** Percent, one decimal. */
  rate: z.number(),
  by_status: z.strictObject(
    Object.fromEntries(PROCESS_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof PROCESS_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  top_comply: z.array(topicFigure),
  top_not_comply: z.array(topicFigure),
  divisions: z.array(divisionFigure),
  generated_at: isoTime,
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

export const dashboardStatusAnswer = z.strictObject({
  category: z.enum(DASHBOARD_CATEGORIES),
  total: z.number().int(),
  /** A status (its label in the request language) or a topic (its title). */
  items: z.array(z.strictObject({ key: z.string(), label: z.string(), count: z.number().int() })),
});
export type DashboardStatusAnswer = z.infer<typeof dashboardStatusAnswer>;

export const statisticsMonth = z.strictObject({
  month: z.string(),
  /** The day of the snapshot read (the month's last); null when the month has none. */
  snapshot_date: z.string().nullable(),
  /** True for the current month, computed now rather than read from a snapshot. */
  live: z.boolean(),
  active: z.number().int().nullable(),
  comply: z.number().int().nullable(),
  not_comply: z.number().int().nullable(),
  rate: z.number().nullable(),
});
export const dashboardStatisticsAnswer = z.strictObject({
  from: z.string(),
  to: z.string(),
  months: z.array(statisticsMonth),
});
export type DashboardStatisticsAnswer = z.infer<typeof dashboardStatisticsAnswer>;

export const dashboardGroupAnswer = z.array(divisionFigure);

export const groupSearchItem = z.strictObject({
  group_uuid: z.string(),
  name: z.string(),
  parent_uuid: z.string().nullable(),
  path: z.string(),
});
export const groupSearchAnswer = z.array(groupSearchItem);
export type GroupSearchItem = z.infer<typeof groupSearchItem>;

/**
 * `POST /dashboard/snapshot` (the provider, on demand): take the day's snapshot now, for one
 * company or every active customer. Not in the specification: the daily job's manual trigger.
 */
export const snapshotRequest = z.strictObject({
  company_uuid: dropEmpty(uuidString()),
  day: dropEmpty(calendarDate()),
});
export type SnapshotRequest = z.infer<typeof snapshotRequest>;
export const snapshotAnswer = z.strictObject({
  job_uuid: z.string(),
  company_uuid: z.string().nullable(),
  day: z.string(),
});
export type SnapshotAnswer = z.infer<typeof snapshotAnswer>;
