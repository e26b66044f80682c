/** The updated obligation's before/after, in the request's language (online only). */
import type { DiffsAnswer } from '../../../../contract/api/checklists';
import { complianceDiffsGet } from '../../../../contract/api/confirmation-endpoints';
import { readEndpoint } from '../../../lib/endpoint-read';

export const fetchDiffs = (complianceUuid: string): Promise<DiffsAnswer> =>
  readEndpoint(complianceDiffsGet, { params: { id: complianceUuid } });
