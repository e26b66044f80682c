/**
 * The groups area's server reads (online only): the company's groups (flat), one group with its
 * members, the labels, and the company's active users for the member picker
 * (`complianceUserSearch`: name or e-mail, 20 at a time).
 */
import { groupGet, groupLabelList, groupList } from '../../../contract/api/group-endpoints';
import { complianceUserSearch } from '../../../contract/api/member-endpoints';
import type { GroupDetail, GroupItem, GroupLabelItem } from '../../../contract/api/groups';
import type { ComplianceUserItem } from '../../../contract/api/members';
import { readAllPages, readEndpoint } from '../../lib/endpoint-read';
import { useOnlineRead } from '../../lib/use-online-read';

/** Every group of the company: the tree needs them all (the list is paged: read whole). */
export const fetchGroups = (): Promise<GroupItem[]> => readAllPages(groupList, {});

export const fetchGroup = (groupUuid: string): Promise<GroupDetail> =>
  readEndpoint(groupGet, { params: { id: groupUuid } });

export const fetchLabels = (): Promise<GroupLabelItem[]> => readEndpoint(groupLabelList, {});

export async function searchUsers(search: string): Promise<ComplianceUserItem[]> {
  const answer = await readEndpoint(complianceUserSearch, {
    query: { search: search || undefined, limit: 20 },
  });
  return answer.data;
}

export const useGroups = (online: boolean) => useOnlineRead('groups', online, fetchGroups);
export const useLabels = (online: boolean) => useOnlineRead('group-labels', online, fetchLabels);
export const useGroup = (groupUuid: string, online: boolean) =>
  useOnlineRead(`group:${groupUuid}`, online, () => fetchGroup(groupUuid));
