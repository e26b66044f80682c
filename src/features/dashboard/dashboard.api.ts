/**
 * The dashboard's server reads (online): the figures, the statistics over time, the group search
 * and the spreadsheet export (a download with its progress; the file name from Content-Disposition).
 */
import type { DashboardQuery } from '../../../contract/api/dashboard';
import {
  dashboardExport,
  dashboardGroupSearch,
  dashboardList,
  dashboardStatistics,
} from '../../../contract/api/dashboard-endpoints';
import { downloadEndpoint, saveBlob, type DownloadProgress } from '../../lib/download';
import { readEndpoint } from '../../lib/endpoint-read';

/** The query without empty filters (the server drops them too). */
export const paramsOf = <Q extends object>(q: Q): Partial<Q> =>
  Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<Q>;

export const fetchDashboard = (q: DashboardQuery) =>
  readEndpoint(dashboardList, { query: paramsOf(q) });

export const fetchStatistics = (q: DashboardQuery) =>
  readEndpoint(dashboardStatistics, { query: paramsOf(q) });

export const searchGroups = (search: string) =>
  readEndpoint(dashboardGroupSearch, { query: { search: search || undefined, limit: 50 } });

/** Downloads the export and saves it; `onProgress` gets 0..1 (or null when the size is unknown). */
export async function downloadExport(
  q: DashboardQuery,
  onProgress: DownloadProgress,
): Promise<string> {
  const { blob, fileName } = await downloadEndpoint(
    dashboardExport,
    { query: paramsOf(q) },
    onProgress,
  );
  const name = fileName ?? 'dashboard.xlsx';
  saveBlob(blob, name);
  return name;
}
