/**
 * The dashboard's server reads (online): the figures, the statistics over time, the group search
 * and the spreadsheet export (a download with its progress; the file name from Content-Disposition).
 */
import type {
  DashboardAnswer,
  DashboardQuery,
  DashboardStatisticsAnswer,
  GroupSearchItem,
} from '../../../contract/api/dashboard';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';

/** The query without empty filters (the server drops them too). */
export const paramsOf = (q: DashboardQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export async function fetchDashboard(q: DashboardQuery): Promise<DashboardAnswer> {
  return (await api.get<Envelope<DashboardAnswer>>('/dashboard/list', { params: paramsOf(q) })).data
    .data;
}

export async function fetchStatistics(q: DashboardQuery): Promise<DashboardStatisticsAnswer> {
  return (
    await api.get<Envelope<DashboardStatisticsAnswer>>('/dashboard/report/compliance-statistics', {
      params: paramsOf(q),
    })
  ).data.data;
}

export async function searchGroups(search: string): Promise<GroupSearchItem[]> {
  return (
    await api.get<Envelope<GroupSearchItem[]>>('/dashboard/group-search', {
      params: { search: search || undefined, limit: 50 },
    })
  ).data.data;
}

/** The file name of a Content-Disposition header (RFC 5987 name first). */
export function fileNameOf(header: string | undefined, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain ? plain[1] : fallback;
}

/** Downloads the export; `onProgress` gets 0..1 (or null when the size is unknown). */
export async function downloadExport(
  q: DashboardQuery,
  onProgress: (p: number | null) => void,
): Promise<string> {
  const res = await api.get<Blob>('/dashboard/report/export', {
    params: paramsOf(q),
    responseType: 'blob',
    onDownloadProgress: (e) => onProgress(e.total ? e.loaded / e.total : null),
  });
  const name = fileNameOf(res.headers['content-disposition'], 'dashboard.xlsx');
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  document.body.removeChild(a);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
