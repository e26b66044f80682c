/** The provider's inbox reads (online only): a page of feedback, a page of user requests. */
import { inboxFeedbackList, inboxRequestList } from '../../../contract/api/feedback-endpoints';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

export type InboxKind = 'feedback' | 'requests';

export const useFeedbackInbox = (page: number, online: boolean) =>
  useOnlineRead(`inbox-feedback:${page}`, online, () =>
    readEndpoint(inboxFeedbackList, { query: { page, limit: 20 } }),
  );
export const useRequestInbox = (page: number, online: boolean) =>
  useOnlineRead(`inbox-requests:${page}`, online, () =>
    readEndpoint(inboxRequestList, { query: { page, limit: 20 } }),
  );
