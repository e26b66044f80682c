/** GET /member/role/list/{company_uuid}: the company's member roles (online only). */
import type { MemberRoleItem } from '../../../contract/api/members';
import { fetchAllPages } from '../../lib/all-pages';
import { useOnlineRead } from '../../lib/use-online-read';

/** Every member role of the company (the list is paged: read whole). */
export const fetchMemberRoles = (companyUuid: string): Promise<MemberRoleItem[]> =>
  fetchAllPages<MemberRoleItem>(`/member/role/list/${encodeURIComponent(companyUuid)}`);

export function useMemberRoles(companyUuid: string | null, online: boolean) {
  return useOnlineRead(companyUuid && `member-roles:${companyUuid}`, online, () =>
    fetchMemberRoles(companyUuid!),
  );
}
