import { z } from 'zod';
import { pageOf } from '../envelope';
import { LIMITS } from '../limits';
import { isoTime } from './values';

/** The kinds of row whose activity can be read; the schema refuses any other (one list, server and client). */
export const ACTIVITY_TYPES = [
  'compliance',
  'checklist',
  'comment',
  'bookmark',
  'document',
  'user',
  'feedback',
  'user_request',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** GET /activity-logs (spec: type, type_uuid, limit 10, offset 0, sort_by created_at, sort_value DESC). */
export const activityLogQuery = z.object({
  type: z.enum(ACTIVITY_TYPES),
  type_uuid: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxPageSize).default(LIMITS.activityLogLimit),
  offset: z.coerce.number().int().min(0).default(0),
  sort_by: z.enum(['created_at']).default('created_at'),
  sort_value: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .default('DESC'),
});

export const activityLogItem = z.strictObject({
  log_uuid: z.string(),
  type: z.string(),
  type_uuid: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: isoTime,
  user: z.strictObject({ user_uuid: z.string(), name: z.string() }).nullable(),
});
export type ActivityLogItem = z.infer<typeof activityLogItem>;

/** The list shape of api.md, plus the `offset` the specification pages this list by. */
export const activityLogPage = pageOf(activityLogItem).extend({ offset: z.number().int().min(0) });
