/**
 * The regulations linked to one, every page of `regulationHierarchy` (spec section 9: limit 100,
 * `total_page`). Read page by page here, not with readAllPages: this list allows at most 100 a
 * page, below the largest page readAllPages asks for. Offline or on a network error the screen
 * falls back to the local document's `hierarchy` field (regulation-hierarchy.tsx).
 */
import type { HierarchyLink } from '../../../contract/api/regulations';
import { regulationHierarchy } from '../../../contract/api/regulation-endpoints';
import { LIMITS } from '../../../contract/limits';
import { readEndpoint } from '../../lib/endpoint-read';
import { useRemote } from './use-remote';

export async function fetchHierarchy(regulationId: string): Promise<HierarchyLink[]> {
  const links: HierarchyLink[] = [];
  for (let page = 1; ; page++) {
    const answer = await readEndpoint(regulationHierarchy, {
      params: { id: regulationId },
      query: { page, limit: LIMITS.hierarchyLimit },
    });
    links.push(...answer.data);
    if (page >= answer.total_page) return links;
  }
}

export function useHierarchy(regulationId: string, online: boolean) {
  return useRemote(`hierarchy:${regulationId}`, online, () => fetchHierarchy(regulationId));
}
