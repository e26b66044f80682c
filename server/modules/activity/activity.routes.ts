import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ActivityLogItem, type ActivityType } from '../../../contract/api/activity';
import { activityLogList } from '../../../contract/api/activity-endpoints';
import type { ModuleCode } from '../../../contract/modules';
import type { Deps } from '../../deps';
import { can } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';

/** Which module's view right opens the activity of each kind of row. */
const MODULE_OF_TYPE: Record<ActivityType, ModuleCode> = {
  compliance: 'compliance',
  checklist: 'compliance',
  comment: 'compliance',
  bookmark: 'bookmarks',
  document: 'documents',
  user: 'users',
  feedback: 'settings',
  user_request: 'settings',
};

export async function activityRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, activityLogList, {
    handler: async ({ query: q, user }) => {
      const module = MODULE_OF_TYPE[q.type];
      if (!can(user, module, 'view')) throw errors.forbidden();
      const where: SQL[] = [sql`l.company_uuid = ${user.company_uuid}`, sql`l.type = ${q.type}`];
      if (q.type_uuid) where.push(sql`l.type_uuid = ${q.type_uuid}`);
      const clause = sql.join(where, sql` AND `);
      const [{ total }] = await deps.database.rows<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM activity_logs l WHERE ${clause}`,
      );
      const rows = await deps.database.rows<ActivityLogItem & { created_at: Date | string }>(
        sql`SELECT l.log_uuid, l.type, l.type_uuid, l.action, l.before, l.after, l.created_at,
                CASE WHEN u.user_uuid IS NULL THEN NULL
                     ELSE json_build_object('user_uuid', u.user_uuid, 'name', u.name) END AS user
           FROM activity_logs l LEFT JOIN users u ON u.user_uuid = l.user_uuid
          WHERE ${clause}
          ORDER BY l.created_at ${q.sort_value === 'ASC' ? sql`ASC` : sql`DESC`}, l.log_uuid
          LIMIT ${q.limit} OFFSET ${q.offset}`,
      );
      const data = rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
      // The list shape of api.md; `offset` stays, as the specification pages this list by it.
      return {
        data,
        page: Math.floor(q.offset / q.limit) + 1,
        limit: q.limit,
        offset: q.offset,
        total,
        total_page: Math.max(1, Math.ceil(total / q.limit)),
      };
    },
  });
}
