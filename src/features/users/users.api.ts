/**
 * The user management screens' reads (online only, like every company configuration): a page of
 * the company's users, one user, and the role and group options of the forms. Roles come from
 * GET /role/list and groups from GET /v2/users/group/list (the access and groups areas), each
 * a paged list read whole (`fetchAllPages`).
 */
import type { Envelope, Page } from '../../../contract/envelope';
import type { MicrosoftMappingAnswer } from '../../../contract/api/microsoft';
import type { UserItem, UserListQuery } from '../../../contract/api/users';
import { fetchAllPages } from '../../lib/all-pages';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

/** A privilege role as the forms offer it. */
export interface RoleOption {
  role_uuid: string;
  role_name: string;
  role_setting: number;
  /** The modules the role grants anything on (GET /role/list); absent: none known. */
  modules?: {
    module_code: string;
    view: boolean;
    create: boolean;
    update: boolean;
    delete: boolean;
  }[];
}

/** A group as the forms offer it (a flat list; `parent_uuid` builds the path shown). */
export interface GroupOption {
  group_uuid: string;
  name: string;
  parent_uuid: string | null;
}

export async function fetchUsers(query: UserListQuery): Promise<Page<UserItem>> {
  const { data } = await api.get<Envelope<Page<UserItem>>>('/users/company/list-user', {
    params: query,
  });
  return data.data;
}

export async function fetchUser(id: string): Promise<UserItem> {
  const { data } = await api.get<Envelope<UserItem>>(`/users/detail/${encodeURIComponent(id)}`);
  return data.data;
}

export const fetchRoles = (): Promise<RoleOption[]> => fetchAllPages<RoleOption>('/role/list');

export const fetchGroups = (): Promise<GroupOption[]> =>
  fetchAllPages<GroupOption>('/v2/users/group/list');

export function useUsers(query: UserListQuery, online: boolean) {
  return useOnlineRead(`users:${JSON.stringify(query)}`, online, () => fetchUsers(query));
}

export function useUser(id: string, online: boolean) {
  return useOnlineRead(`user:${id}`, online, () => fetchUser(id));
}

export function useRoleOptions(online: boolean) {
  return useOnlineRead('role-options', online, fetchRoles);
}

export function useGroupOptions(online: boolean) {
  return useOnlineRead('group-options', online, fetchGroups);
}

/** "Parent / Child" names for a flat group list, sorted by that path (a cycle stops the walk). */
export function groupPaths(groups: readonly GroupOption[]): { value: string; label: string }[] {
  const byId = new Map(groups.map((g) => [g.group_uuid, g]));
  const path = (g: GroupOption) => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (
      let at: GroupOption | undefined = g;
      at && !seen.has(at.group_uuid);
      at = at.parent_uuid ? byId.get(at.parent_uuid) : undefined
    ) {
      seen.add(at.group_uuid);
      names.unshift(at.name);
    }
    return names.join(' / ');
  };
  return groups
    .map((g) => ({ value: g.group_uuid, label: path(g) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** GET /users/microsoft/{id}: the Microsoft object id mapped to a user, with the company's registered tenant. */
export async function fetchUserMicrosoft(userUuid: string): Promise<MicrosoftMappingAnswer> {
  const { data } = await api.get<Envelope<MicrosoftMappingAnswer>>(
    `/users/microsoft/${encodeURIComponent(userUuid)}`,
  );
  return data.data;
}
