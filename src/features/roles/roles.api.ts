/** GET /role/list and GET /role/{id}: the company's privilege roles and one role's matrix (online only). */
import type { RoleDetail, RoleListItem } from '../../../contract/api/roles';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

export async function fetchRoles(): Promise<RoleListItem[]> {
  const { data } = await api.get<Envelope<RoleListItem[]>>('/role/list');
  return data.data;
}

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
