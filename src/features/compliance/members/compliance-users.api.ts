/** The company's active users to assign (online only). */
import type { ComplianceUserItem } from '../../../../contract/api/members';
import { complianceUserSearch } from '../../../../contract/api/member-endpoints';
import { readEndpoint } from '../../../lib/endpoint-read';
import { useOnlineRead } from '../../../lib/use-online-read';

export async function searchComplianceUsers(search: string): Promise<ComplianceUserItem[]> {
  const answer = await readEndpoint(complianceUserSearch, {
    query: { search: search || undefined, limit: 20 },
  });
  return answer.data;
}

export function useComplianceUsers(search: string, online: boolean) {
  return useOnlineRead(`compliance-users:${search}`, online, () => searchComplianceUsers(search));
}
