/** GET /compliance/{id}/diffs: the updated obligation's before/after, in the request's language (online only). */
import type { DiffsAnswer } from '../../../../contract/api/checklists';
import type { Envelope } from '../../../../contract/envelope';
import { api } from '../../../lib/api-client';

/** null when the offline worker answered in the server's place. */
export async function fetchDiffs(complianceUuid: string): Promise<DiffsAnswer | null> {
  const { data } = await api.get<Envelope<DiffsAnswer>>(`/compliance/${complianceUuid}/diffs`);
  return data?.data && Array.isArray(data.data.information) ? data.data : null;
}
