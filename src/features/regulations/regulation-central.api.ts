/** The regulation and its direct neighbours by relation (online only). */
import { regulationCentral } from '../../../contract/api/regulation-endpoints';
import type { AnswerOf } from '../../../contract/endpoint';
import { readEndpoint } from '../../lib/endpoint-read';
import { useRemote } from './use-remote';

export const fetchCentralView = (
  regulationId: string,
): Promise<AnswerOf<typeof regulationCentral>> =>
  readEndpoint(regulationCentral, { params: { id: regulationId } });

export function useCentralView(regulationId: string, online: boolean) {
  return useRemote(`central:${regulationId}`, online, () => fetchCentralView(regulationId));
}
