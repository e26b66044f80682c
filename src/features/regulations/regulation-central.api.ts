/** GET /regulations/central/{id}: the regulation and its direct neighbours by relation (online only). */
import type { CentralView } from '../../../contract/api/regulations';
import type { Envelope } from '../../../contract/envelope';
import { api } from '../../lib/api-client';
import { useRemote } from './use-remote';

export async function fetchCentralView(regulationId: string): Promise<CentralView> {
  const { data } = await api.get<Envelope<CentralView>>(
    `/regulations/central/${encodeURIComponent(regulationId)}`,
  );
  return data.data;
}

export function useCentralView(regulationId: string, online: boolean) {
  return useRemote(`central:${regulationId}`, online, () => fetchCentralView(regulationId));
}
