import type { FastifyInstance } from 'fastify';
import {
  dashboardExport,
  dashboardGroup,
  dashboardGroupSearch,
  dashboardList,
  dashboardSnapshot,
  dashboardStatistics,
  dashboardStatus,
} from '../../../contract/api/dashboard-endpoints';
import type { Deps } from '../../deps';
import { implement } from '../../lib/route';
import { dashboardWorkbook, xlsxAnswer } from './dashboard-export';
import {
  dashboardOf,
  groupFigures,
  groupSearch,
  statistics,
  statusReport,
} from './dashboard.service';
import { queueSnapshot } from './snapshots';

/**
 * The dashboard (spec section 7): reads only, each on the compliances the caller may see (the
 * compliance policy). Filters: sector_uuid, group_uuid (dropped when empty), deadline_from/to.
 */
export async function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  const db = deps.database;
  implement(app, dashboardList, {
    handler: ({ query, user, lang }) => dashboardOf(db, user, query, lang),
  });

  implement(app, dashboardStatus, {
    handler: ({ query, user, lang }) => statusReport(db, user, query, lang),
  });

  implement(app, dashboardStatistics, {
    handler: ({ query, user }) => statistics(db, user, query),
  });

  implement(app, dashboardExport, {
    handler: async ({ query, user, lang }) => {
      const now = new Date();
      const [d, stats] = await Promise.all([
        dashboardOf(db, user, query, lang, now),
        statistics(db, user, query, now),
      ]);
      const bytes = await dashboardWorkbook(d, stats, lang);
      return xlsxAnswer(
        bytes,
        `${lang === 'id' ? 'dasbor-kepatuhan' : 'compliance-dashboard'}-${now.toISOString().slice(0, 10)}.xlsx`,
      );
    },
  });

  implement(app, dashboardGroup, {
    handler: ({ query, user }) => groupFigures(db, user, query),
  });

  implement(app, dashboardGroupSearch, {
    handler: ({ query, user }) => groupSearch(db, user, query.search ?? '', query.limit),
  });

  implement(app, dashboardSnapshot, {
    handler: async ({ req, reply, body }) =>
      deps.mutations.forRequest(req, reply, (m) => queueSnapshot(m, body)),
  });
}
