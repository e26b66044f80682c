/**
 * The groups area's server reads (online only): the company's groups (flat), one group with its
 * members, the labels, and the company's active users for the member picker
 * (GET /compliance-users/search: name or e-mail, 20 at a time).
 */
import type { GroupDetail, GroupItem, GroupLabelItem } from '../../../contract/api/groups';
import type { ComplianceUserItem } from '../../../contract/api/members';
import type { Envelope, Page } from '../../../contract/envelope';
import { fetchAllPages } from '../../lib/all-pages';
import { api } from '../../lib/api-client';
import { useOnlineRead } from '../../lib/use-online-read';

/** Every group of the company: the tree needs them all (the list is paged: read whole). */
export const fetchGroups = (): Promise<GroupItem[]> =>
  fetchAllPages<GroupItem>('/v2/users/group/list');

export async function fetchGroup(groupUuid: string): Promise<GroupDetail> {
  return (await api.get<Envelope<GroupDetail>>(`/v2/users/group/${encodeURIComponent(groupUuid)}`))
    .data.data;
}

export async function fetchLabels(): Promise<GroupLabelItem[]> {
  return (await api.get<Envelope<GroupLabelItem[]>>('/v2/users/group/label')).data.data;
}

export async function searchUsers(search: string): Promise<ComplianceUserItem[]> {
  const { data } = await api.get<Envelope<Page<ComplianceUserItem>>>('/compliance-users/search', {
    params: { search: search || undefined, limit: 20 },
  });
  return data.data.data;
}

export const useGroups = (online: boolean) => useOnlineRead('groups', online, fetchGroups);
export const useLabels = (online: boolean) => useOnlineRead('group-labels', online, fetchLabels);
export const useGroup = (groupUuid: string, online: boolean) =>
  useOnlineRead(`group:${groupUuid}`, online, () => fetchGroup(groupUuid));
