/** GET /role/list and GET /role/{id}: the company's privilege roles and one role's matrix (online only). */
import type { RoleDetail, RoleListItem } from '../../../contract/api/roles';
import type { Envelope } from '../../../contract/envelope';
import { fetchAllPages } from '../../lib/all-pages';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

/** Every role of the company (the list is paged: read whole). */
export const fetchRoles = (): Promise<RoleListItem[]> => fetchAllPages<RoleListItem>('/role/list');

export async function fetchRole(roleUuid: string): Promise<RoleDetail> {
  const { data } = await api.get<Envelope<RoleDetail>>(`/role/${encodeURIComponent(roleUuid)}`);
  return data.data;
}

export function useRoles(online: boolean) {
  return useOnlineRead('roles', online, fetchRoles);
}

export function useRole(roleUuid: string | null, online: boolean) {
  return useOnlineRead(roleUuid && `role:${roleUuid}`, online, () => fetchRole(roleUuid!));
}
