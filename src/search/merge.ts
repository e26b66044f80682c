/**
 * The rules of the header search list: local hits first, the server's suggestions under them in
 * the same kind (one entry per id: the local one wins), kinds in a fixed order; where a result
 * leads. Pure, for tests.
 */
import type { SearchSuggestion } from '../../contract/api/search';
import { LOCAL_TYPES, type LocalHit, type LocalType } from './index-core';

export interface SearchItem extends LocalHit {
  /** Unique within the list: `${type}:${id}`. */
  key: string;
  source: 'local' | 'server';
}
export interface SearchGroup {
  type: LocalType;
  items: SearchItem[];
}

export function mergeResults(
  local: readonly LocalHit[],
  server: readonly SearchSuggestion[],
  perType = 5,
): SearchGroup[] {
  const groups: SearchGroup[] = [];
  for (const type of LOCAL_TYPES) {
    const seen = new Set<string>();
    const items: SearchItem[] = [];
    const push = (hit: LocalHit, source: SearchItem['source']) => {
      if (seen.has(hit.id) || items.length >= perType) return;
      seen.add(hit.id);
      items.push({ ...hit, key: `${type}:${hit.id}`, source });
    };
    for (const hit of local) if (hit.type === type) push(hit, 'local');
    for (const s of server) {
      if (s.type !== type) continue;
      push(
        {
          type,
          id: s.id,
          title: s.title,
          subtitle: '',
          ...(s.sector_id ? { sectorId: s.sector_id } : {}),
        },
        'server',
      );
    }
    if (items.length) groups.push({ type, items });
  }
  return groups;
}

/** The screen a result opens; a topic opens its sector. */
export function hrefOf(item: Pick<LocalHit, 'type' | 'id' | 'sectorId'>): string {
  switch (item.type) {
    case 'sector':
      return `/library/${item.id}`;
    case 'topic':
      return item.sectorId ? `/library/${item.sectorId}` : '/library';
    case 'obligation':
      return `/obligations/${item.id}`;
    case 'regulation':
      return `/regulations/${item.id}`;
  }
}
