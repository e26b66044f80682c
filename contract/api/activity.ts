import { z } from 'zod';
import { LIMITS } from '../limits';

/** The kinds of row whose activity can be read; the schema refuses any other (one list, server and client). */
export const ACTIVITY_TYPES = ['compliance', 'checklist', 'comment', 'bookmark', 'document', 'user', 'feedback', 'user_request'] as const;
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

export interface ActivityLogItem {
  log_uuid: string;
  type: string;
  type_uuid: string;
  action: string;
  before: unknown;
  after: unknown;
  created_at: string;
  user: { user_uuid: string; name: string } | null;
}
