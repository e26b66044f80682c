/** GET /member/role/list/{company_uuid}: the company's member roles (online only). */
import type { MemberRoleItem } from '../../../contract/api/members';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export async function fetchMemberRoles(companyUuid: string): Promise<MemberRoleItem[]> {
  const { data } = await api.get<Envelope<MemberRoleItem[]>>(`/member/role/list/${encodeURIComponent(companyUuid)}`);
  return data.data;
}

export function useMemberRoles(companyUuid: string | null, online: boolean) {
  return useOnlineRead(companyUuid && `member-roles:${companyUuid}`, online, () => fetchMemberRoles(companyUuid!));
}
