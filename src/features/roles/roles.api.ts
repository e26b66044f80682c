/** The company's privilege roles and one role's matrix (online only). */
import type { RoleDetail, RoleListItem } from '../../../contract/api/roles';
import { roleGet, roleList } from '../../../contract/api/roles-endpoints';
import { readAllPages, readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

/** Every role of the company (the list is paged: read whole). */
export const fetchRoles = (): Promise<RoleListItem[]> => readAllPages(roleList, {});

export const fetchRole = (roleUuid: string): Promise<RoleDetail> =>
  readEndpoint(roleGet, { params: { id: roleUuid } });

export function useRoles(online: boolean) {
  return useOnlineRead('roles', online, fetchRoles);
}

export function useRole(roleUuid: string | null, online: boolean) {
  return useOnlineRead(roleUuid && `role:${roleUuid}`, online, () => fetchRole(roleUuid!));
}
