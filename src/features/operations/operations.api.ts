/**
 * The provider's operations reads (online only): GET /jobs/list, GET /mail/outbox and
 * GET /mail/outbox/{id}. Jobs and mails are platform rows no collection syncs.
 */
import type {
  JobListAnswer,
  JobListQuery,
  MailDetail,
  MailListAnswer,
  MailListQuery,
} from '../../../contract/api/operations';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

/** Only the filters that are set: an empty kind or search is no filter. */
const params = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export async function fetchJobs(query: JobListQuery): Promise<JobListAnswer> {
  const { data } = await api.get<Envelope<JobListAnswer>>('/jobs/list', { params: params(query) });
  return data.data;
}

export async function fetchMails(query: MailListQuery): Promise<MailListAnswer> {
  const { data } = await api.get<Envelope<MailListAnswer>>('/mail/outbox', {
    params: params(query),
  });
  return data.data;
}

export async function fetchMail(mailUuid: string): Promise<MailDetail> {
  const { data } = await api.get<Envelope<MailDetail>>(
    `/mail/outbox/${encodeURIComponent(mailUuid)}`,
  );
  return data.data;
}

export const useJobs = (query: JobListQuery, online: boolean) =>
  useOnlineRead(`jobs:${JSON.stringify(params(query))}`, online, () => fetchJobs(query));
export const useMails = (query: MailListQuery, online: boolean) =>
  useOnlineRead(`mails:${JSON.stringify(params(query))}`, online, () => fetchMails(query));
export const useMail = (mailUuid: string | null, online: boolean) =>
  useOnlineRead(mailUuid && `mail:${mailUuid}`, online, () => fetchMail(mailUuid!));
