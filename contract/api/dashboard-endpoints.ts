/**
 * The dashboard (spec section 7), declared once (contract/endpoint.ts): server/modules/dashboard
 * implements it, src/features/dashboard reads and downloads through it.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { OPERATIONS_WRITE } from './operation-endpoints';
import { XLSX_TYPE } from './spreadsheet-endpoints';
import type { Access } from '../modules';
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
} from './dashboard';
import {
  dashboardExample,
  dashboardGroupExample,
  dashboardStatisticsExample,
  dashboardStatusExample,
  groupSearchExample,
  snapshotExample,
} from './examples-dashboard';

export const DASHBOARD_VIEW = { module: 'dashboard', action: 'view' } as const satisfies Access;

export const dashboardList = endpoint({
  method: 'GET',
  path: '/dashboard/list',
  access: DASHBOARD_VIEW,
  summary: 'The dashboard: compliance rate, comply and not comply, statuses, top topics, divisions',
  description:
    'Rate = approved ÷ active compliances (percent, one decimal). A division is a group with its sub-groups; a compliance counts in it when one of its members belongs to it.',
  query: dashboardQuery,
  response: dashboardAnswer,
  example: dashboardExample,
});

export const dashboardStatus = endpoint({
  method: 'GET',
  path: '/dashboard/report/compliance-status',
  access: DASHBOARD_VIEW,
  summary:
    'One category of the report: status-comply, status-not-comply, top-comply, top-not-comply or status-all',
  query: dashboardStatusQuery,
  response: dashboardStatusAnswer,
  example: dashboardStatusExample,
});

export const dashboardStatistics = endpoint({
  method: 'GET',
  path: '/dashboard/report/compliance-statistics',
  access: DASHBOARD_VIEW,
  summary: 'The figures per month: each month’s last daily snapshot, the current month live',
  description:
    'Months `from`–`to` (YYYY-MM), the last twelve by default, at most 36. Snapshots hold company-wide figures: months before the current one are given to a company compliance manager only (null otherwise).',
  query: dashboardStatisticsQuery,
  response: dashboardStatisticsAnswer,
  example: dashboardStatisticsExample,
});

export const dashboardExport = endpoint({
  method: 'GET',
  path: '/dashboard/report/export',
  access: DASHBOARD_VIEW,
  summary:
    'The dashboard as a spreadsheet (xlsx): the filters applied, then the same figures as the screen',
  query: dashboardStatisticsQuery,
  produces: XLSX_TYPE,
  response: z.null(),
  example: null,
});

export const dashboardGroup = endpoint({
  method: 'GET',
  path: '/dashboard/group',
  access: DASHBOARD_VIEW,
  summary:
    'The divisions: each group with its sub-groups, its active, comply and not comply counts and rate',
  query: dashboardQuery,
  response: dashboardGroupAnswer,
  example: dashboardGroupExample,
});

export const dashboardGroupSearch = endpoint({
  method: 'GET',
  path: '/dashboard/group-search',
  access: DASHBOARD_VIEW,
  summary:
    'The company’s groups whose name contains the search, with their path (the dashboard’s group filter)',
  query: groupSearchQuery,
  response: groupSearchAnswer,
  example: groupSearchExample,
});

export const dashboardSnapshot = endpoint({
  method: 'POST',
  path: '/dashboard/snapshot',
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
});
