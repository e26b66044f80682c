/**
 * The user management screens' reads (online only, like every company configuration): a page of
 * the company's users, one user, and the role and group options of the forms. Roles and groups
 * come from the access and groups areas' list endpoints, each a paged list read whole.
 */
import type { GroupItem } from '../../../contract/api/groups';
import type { RoleListItem } from '../../../contract/api/roles';
import type { UserItem, UserListQuery } from '../../../contract/api/users';
import { userMicrosoftGet } from '../../../contract/api/auth-endpoints';
import { groupList } from '../../../contract/api/group-endpoints';
import { roleList } from '../../../contract/api/roles-endpoints';
import { userGet, userList } from '../../../contract/api/user-endpoints';
import type { Page } from '../../../contract/envelope';
import type { MicrosoftMappingAnswer } from '../../../contract/api/microsoft';
import { readAllPages, readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

export const fetchUsers = (query: UserListQuery): Promise<Page<UserItem>> =>
  readEndpoint(userList, { query });

export const fetchUser = (id: string): Promise<UserItem> =>
  readEndpoint(userGet, { params: { id } });

export const fetchRoles = (): Promise<RoleListItem[]> => readAllPages(roleList, {});

export const fetchGroups = (): Promise<GroupItem[]> => readAllPages(groupList, {});

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

/** What a group path needs of a group. */
type GroupNode = Pick<GroupItem, 'group_uuid' | 'name' | 'parent_uuid'>;

/** "Parent / Child" names for a flat group list, sorted by that path (a cycle stops the walk). */
export function groupPaths(groups: readonly GroupNode[]): { value: string; label: string }[] {
  const byId = new Map(groups.map((g) => [g.group_uuid, g]));
  const path = (g: GroupNode) => {
    const names: string[] = [];
    const seen = new Set<string>();
    for (
      let at: GroupNode | undefined = g;
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

/** The Microsoft object id mapped to a user, with the company's registered tenant. */
export const fetchUserMicrosoft = (userUuid: string): Promise<MicrosoftMappingAnswer> =>
  readEndpoint(userMicrosoftGet, { params: { id: userUuid } });
