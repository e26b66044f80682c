/**
 * The customers' update lists (online only; no collection syncs them): the published days, the
 * paged list, one update with the company's compliances, and the unseen counter of the nav badge.
 * Server: server/modules/obligations/obligation-updates.routes.ts.
 */
import { z } from 'zod';
import type {
  updateDateListAnswer,
  updateDetailAnswer,
  updateListAnswer,
  updateNotificationAnswer,
} from '../../../contract/api/sector-versions';
import type { Envelope } from '../../../contract/envelope';
import { fetchAllPages } from '../../lib/all-pages';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

/** Every published day (the date list is paged: read whole; a day a row). */
export type UpdateDates = z.infer<typeof updateDateListAnswer>['data'];
export type UpdateList = z.infer<typeof updateListAnswer>;
export type UpdateDetail = z.infer<typeof updateDetailAnswer>;
export type UpdateNotification = z.infer<typeof updateNotificationAnswer>;
export interface UpdateListFilter {
  page: number;
  /** A day of the date list (YYYY-MM-DD), or every day. */
  date: string | null;
}

async function get<T>(path: string, params?: Record<string, unknown>): Promise<T> {
  const { data } = await api.get<Envelope<T>>(path, params ? { params } : undefined);
  return data.data;
}

export const fetchUpdateDates = (): Promise<UpdateDates> =>
  fetchAllPages<UpdateDates[number]>('/obligation/updating-content/date-list');
export const fetchUpdates = ({ page, date }: UpdateListFilter) =>
  get<UpdateList>('/obligation/update/regulation', { page, limit: 20, ...(date ? { date } : {}) });
export const fetchUpdateDetail = (id: string) =>
  get<UpdateDetail>(`/obligation/company/update/${encodeURIComponent(id)}`);
export const fetchUpdateNotification = () =>
  get<UpdateNotification>('/obligation/company/notification');

export const useUpdateDates = (round: number, online: boolean) =>
  useOnlineRead(`update-dates:${round}`, online, fetchUpdateDates);
export const useUpdates = (filter: UpdateListFilter, round: number, online: boolean) =>
  useOnlineRead(`updates:${JSON.stringify(filter)}:${round}`, online, () => fetchUpdates(filter));
export const useUpdateDetail = (id: string, online: boolean) =>
  useOnlineRead(`update:${id}`, online, () => fetchUpdateDetail(id));
export const useUpdateNotification = (key: string | null, online: boolean) =>
  useOnlineRead(key && `update-notification:${key}`, online, fetchUpdateNotification);
