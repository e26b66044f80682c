/**
 * The provider's operations reads (online only): the job list, the mail outbox and one mail,
 * through contract/api/operation-endpoints.ts. Jobs and mails are platform rows no collection
 * syncs.
 */
import { jobList, mailGet, mailList } from '../../../contract/api/operation-endpoints';
import type {
  JobListAnswer,
  JobListQuery,
  MailDetail,
  MailListAnswer,
  MailListQuery,
} from '../../../contract/api/operations';
import { readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

/** Only the filters that are set: an empty kind or search is no filter. */
const params = <Q extends object>(q: Q): Q =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Q;

export const fetchJobs = (query: JobListQuery): Promise<JobListAnswer> =>
  readEndpoint(jobList, { query: params(query) });

export const fetchMails = (query: MailListQuery): Promise<MailListAnswer> =>
  readEndpoint(mailList, { query: params(query) });

export const fetchMail = (mailUuid: string): Promise<MailDetail> =>
  readEndpoint(mailGet, { params: { id: mailUuid } });

export const useJobs = (query: JobListQuery, online: boolean) =>
  useOnlineRead(`jobs:${JSON.stringify(params(query))}`, online, () => fetchJobs(query));
export const useMails = (query: MailListQuery, online: boolean) =>
  useOnlineRead(`mails:${JSON.stringify(params(query))}`, online, () => fetchMails(query));
export const useMail = (mailUuid: string | null, online: boolean) =>
  useOnlineRead(mailUuid && `mail:${mailUuid}`, online, () => fetchMail(mailUuid!));
