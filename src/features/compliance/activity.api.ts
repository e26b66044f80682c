/** A compliance's history, newest first, 10 at a time (online only). */
import { activityLogList } from '../../../contract/api/activity-endpoints';
import type { AnswerOf } from '../../../contract/endpoint';
import { readEndpoint } from '../../lib/endpoint-read';

export const ACTIVITY_PAGE = 10;

export const fetchComplianceActivity = (
  complianceUuid: string,
  offset: number,
): Promise<AnswerOf<typeof activityLogList>> =>
  readEndpoint(activityLogList, {
    query: { type: 'compliance', type_uuid: complianceUuid, limit: ACTIVITY_PAGE, offset },
  });
