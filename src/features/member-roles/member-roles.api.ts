/** The company's member roles (online only). */
import type { MemberRoleItem } from '../../../contract/api/members';
import { memberRoleList } from '../../../contract/api/member-role-endpoints';
import { readAllPages } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

/** Every member role of the company (the list is paged: read whole). */
export const fetchMemberRoles = (companyUuid: string): Promise<MemberRoleItem[]> =>
  readAllPages(memberRoleList, { params: { company_uuid: companyUuid } });

export function useMemberRoles(companyUuid: string | null, online: boolean) {
  return useOnlineRead(companyUuid && `member-roles:${companyUuid}`, online, () =>
    fetchMemberRoles(companyUuid!),
  );
}
