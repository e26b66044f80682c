/** GET /activity-logs?type=compliance&type_uuid=: a compliance's history, newest first, 10 at a time (online only). */
import type { ActivityLogItem } from '../../../contract/api/activity';
import type { Envelope, Page } from '../../../contract/envelope';
import { api } from '../../lib/api-client';

export const ACTIVITY_PAGE = 10;

export async function fetchComplianceActivity(
  complianceUuid: string,
  offset: number,
): Promise<Page<ActivityLogItem>> {
  const { data } = await api.get<Envelope<Page<ActivityLogItem>>>('/activity-logs', {
    params: { type: 'compliance', type_uuid: complianceUuid, limit: ACTIVITY_PAGE, offset },
  });
  return data.data;
}
