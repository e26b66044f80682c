/** GET /compliance-users/search: the company's active users to assign (online only). */
import type { ComplianceUserItem } from '../../../../contract/api/members';
import type { Envelope, Page } from '../../../../contract/envelope';
import { api } from '../../../lib/api-client';
import { useOnlineRead } from '../../../lib/use-online-read';

export async function searchComplianceUsers(search: string): Promise<ComplianceUserItem[]> {
  const { data } = await api.get<Envelope<Page<ComplianceUserItem>>>('/compliance-users/search', {
    params: { search: search || undefined, limit: 20 },
  });
  return data.data.data;
}

export function useComplianceUsers(search: string, online: boolean) {
  return useOnlineRead(`compliance-users:${search}`, online, () => searchComplianceUsers(search));
}
