import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  dashboardAnswer,
  dashboardGroupAnswer,
  dashboardQuery,
  dashboardStatisticsAnswer,
  dashboardStatisticsQuery,
  dashboardStatusAnswer,
  dashboardStatusQuery,
  groupSearchAnswer,
  groupSearchQuery,
  snapshotAnswer,
  snapshotRequest,
} from '../../../contract/api/dashboard';
import {
  dashboardExample,
  dashboardGroupExample,
  dashboardStatisticsExample,
  dashboardStatusExample,
  groupSearchExample,
  snapshotExample,
} from '../../../contract/api/examples-dashboard';
import type { Access } from '../../../contract/modules';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { dashboardWorkbook, XLSX_TYPE, xlsxAnswer } from './dashboard-export';
import { OPERATIONS_WRITE } from '../operations';
import {
  dashboardOf,
  groupFigures,
  groupSearch,
  statistics,
  statusReport,
} from './dashboard.service';
import { queueSnapshot } from './snapshots';

const VIEW = { module: 'dashboard', action: 'view' } as const satisfies Access;

/**
 * The dashboard (spec section 7): reads only, each on the compliances the caller may see (the
 * compliance policy). Filters: sector_uuid, group_uuid (dropped when empty), deadline_from/to.
 */
export async function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  const db = deps.database;
  defineRoute(app, {
    method: 'GET',
    url: '/dashboard/list',
    access: VIEW,
    summary:
      'The dashboard: compliance rate, comply and not comply, statuses, top topics, divisions',
    description:
      'Rate = approved ÷ active compliances (percent, one decimal). A division is a group with its sub-groups; a compliance counts in it when one of its members belongs to it.',
    query: dashboardQuery,
    response: dashboardAnswer,
    example: dashboardExample,
    handler: ({ query, user, lang }) => dashboardOf(db, user, query, lang),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/dashboard/report/compliance-status',
    access: VIEW,
    summary:
      'One category of the report: status-comply, status-not-comply, top-comply, top-not-comply or status-all',
    query: dashboardStatusQuery,
    response: dashboardStatusAnswer,
    example: dashboardStatusExample,
    handler: ({ query, user, lang }) => statusReport(db, user, query, lang),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/dashboard/report/compliance-statistics',
    access: VIEW,
    summary: 'The figures per month: each month’s last daily snapshot, the current month live',
    description:
      'Months `from`–`to` (YYYY-MM), the last twelve by default, at most 36. Snapshots hold company-wide figures: months before the current one are given to a company compliance manager only (null otherwise).',
    query: dashboardStatisticsQuery,
    response: dashboardStatisticsAnswer,
    example: dashboardStatisticsExample,
    handler: ({ query, user }) => statistics(db, user, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/dashboard/report/export',
    access: VIEW,
    summary:
      'The dashboard as a spreadsheet (xlsx): the filters applied, then the same figures as the screen',
    query: dashboardStatisticsQuery,
    produces: XLSX_TYPE,
    response: z.null(),
    example: null,
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

  defineRoute(app, {
    method: 'GET',
    url: '/dashboard/group',
    access: VIEW,
    summary:
      'The divisions: each group with its sub-groups, its active, comply and not comply counts and rate',
    query: dashboardQuery,
    response: dashboardGroupAnswer,
    example: dashboardGroupExample,
    handler: ({ query, user }) => groupFigures(db, user, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/dashboard/group-search',
    access: VIEW,
    summary:
      'The company’s groups whose name contains the search, with their path (the dashboard’s group filter)',
    query: groupSearchQuery,
    response: groupSearchAnswer,
    example: groupSearchExample,
    handler: ({ query, user }) => groupSearch(db, user, query.search ?? '', query.limit),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/dashboard/snapshot',
    access: OPERATIONS_WRITE,
    summary: 'Take the dashboard snapshot now (provider)',
    description:
      'Queues the daily snapshot job at once, for one company (`company_uuid`) or every active customer, for `day` ' +
      '(today when omitted). Taking a day again replaces it. Provider only (module operations); not in the specification.',
    body: snapshotRequest,
    response: snapshotAnswer,
    message: 'snapshot_queued',
    example: snapshotExample,
    errors: [404],
    handler: async ({ req, reply, body }) =>
      deps.mutations.forRequest(req, reply, (m) => queueSnapshot(m, body)),
  });
}
