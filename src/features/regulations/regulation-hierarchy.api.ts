/**
 * The regulations linked to one, every page of `regulationHierarchy` (spec section 9: limit 100,
 * `total_page`). Offline or on a network error the screen falls back to the local document's
 * `hierarchy` field (regulation-hierarchy.tsx).
 */
import type { HierarchyLink } from '../../../contract/api/regulations';
import { regulationHierarchy } from '../../../contract/api/regulation-endpoints';
import { LIMITS } from '../../../contract/limits';
import { readAllPages } from '../../lib/endpoint-read';
import { useRemote } from './use-remote';

/** Every link, at this list's own largest page (100). */
export const fetchHierarchy = (regulationId: string): Promise<HierarchyLink[]> =>
  readAllPages(regulationHierarchy, { params: { id: regulationId } }, LIMITS.hierarchyLimit);

export function useHierarchy(regulationId: string, online: boolean) {
  return useRemote(`hierarchy:${regulationId}`, online, () => fetchHierarchy(regulationId));
}
