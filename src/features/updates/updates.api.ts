/**
 * The customers' update lists (online only; no collection syncs them): the published days, the
 * paged list, one update with the company's compliances, and the unseen counter of the nav badge.
 * Declared in contract/api/obligation-update-endpoints.ts.
 */
import {
  contentUpdateDates,
  contentUpdateGet,
  contentUpdateList,
  contentUpdateNotification,
} from '../../../contract/api/obligation-update-endpoints';
import { readAllPages, readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

export interface UpdateListFilter {
  page: number;
  /** A day of the date list (YYYY-MM-DD), or every day. */
  date: string | null;
}

/** Every published day (the date list is paged: read whole; a day a row). */
export const fetchUpdateDates = () => readAllPages(contentUpdateDates, {});
export const fetchUpdates = ({ page, date }: UpdateListFilter) =>
  readEndpoint(contentUpdateList, { query: { page, limit: 20, ...(date ? { date } : {}) } });
export const fetchUpdateDetail = (id: string) => readEndpoint(contentUpdateGet, { params: { id } });
export const fetchUpdateNotification = () => readEndpoint(contentUpdateNotification, {});

export const useUpdateDates = (round: number, online: boolean) =>
  useOnlineRead(`update-dates:${round}`, online, fetchUpdateDates);
export const useUpdates = (filter: UpdateListFilter, round: number, online: boolean) =>
  useOnlineRead(`updates:${JSON.stringify(filter)}:${round}`, online, () => fetchUpdates(filter));
export const useUpdateDetail = (id: string, online: boolean) =>
  useOnlineRead(`update:${id}`, online, () => fetchUpdateDetail(id));
export const useUpdateNotification = (key: string | null, online: boolean) =>
  useOnlineRead(key && `update-notification:${key}`, online, fetchUpdateNotification);
