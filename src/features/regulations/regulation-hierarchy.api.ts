/**
 * GET /v2/regulations/hierarchy/{id}?page&limit=100: the regulations linked to one, every page
 * (spec section 9: limit 100, `total_page`). Offline or on a network error the screen falls back
 * to the local document's `hierarchy` field (regulation-hierarchy.tsx).
 */
import type { HierarchyLink } from '../../../contract/api/regulations';
import type { Envelope, Page } from '../../../contract/envelope';
import { LIMITS } from '../../../contract/limits';
import { api } from '../../lib/api-client';
import { useRemote } from './use-remote';

export async function fetchHierarchy(regulationId: string): Promise<HierarchyLink[]> {
  const links: HierarchyLink[] = [];
  for (let page = 1; ; page++) {
    const { data } = await api.get<Envelope<Page<HierarchyLink>>>(
      `/v2/regulations/hierarchy/${encodeURIComponent(regulationId)}`,
      {
        params: { page, limit: LIMITS.hierarchyLimit },
      },
    );
    links.push(...data.data.data);
    if (page >= data.data.total_page) return links;
  }
}

export function useHierarchy(regulationId: string, online: boolean) {
  return useRemote(`hierarchy:${regulationId}`, online, () => fetchHierarchy(regulationId));
}
