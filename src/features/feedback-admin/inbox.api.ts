/** The provider's inbox reads (online only): GET /feedback/list and GET /user-request/list. */
import type { FeedbackInboxItem, RequestInboxItem } from '../../../contract/api/feedback-inbox';
import type { Envelope, Page } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export type InboxKind = 'feedback' | 'requests';

async function fetchList<T>(path: string, page: number): Promise<Page<T>> {
  const { data } = await api.get<Envelope<Page<T>>>(path, { params: { page, limit: 20 } });
  return data.data;
}

export const useFeedbackInbox = (page: number, online: boolean) =>
  useOnlineRead(`inbox-feedback:${page}`, online, () =>
    fetchList<FeedbackInboxItem>('/feedback/list', page),
  );
export const useRequestInbox = (page: number, online: boolean) =>
  useOnlineRead(`inbox-requests:${page}`, online, () =>
    fetchList<RequestInboxItem>('/user-request/list', page),
  );
