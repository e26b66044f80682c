/**
 * Live queries of the content library (sectors, topics, obligations) for the library screens.
 * Customers hold only published obligations; a provider also receives drafts (status 0).
 */
import { useMemo } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import { OBLIGATION_STATUS } from '../../../contract/enums';
import type { ObligationRegulationChange } from '../../../contract/collections/obligations';
import type { ObligationDoc, SectorDoc, TopicDoc } from '../../../contract/sync';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';
import { containsAny, pageOf, usePlain, usePlainOne } from './query-helpers';

/** Page size of the sector list (spec section 9). */
export const SECTOR_PAGE_SIZE = 20;

/**
 * Sectors ordered by code, filtered by code or name (both languages), one page of them; with
 * `only`, just those sectors (the provider's sectors holding unpublished content).
 */
export function useSectorPage(search: string, page: number, only?: ReadonlySet<string> | null) {
  const db = useDatabase();
  const or = containsAny<SectorDoc>(['code', 'name_en', 'name_id'], search);
  const selector: MangoQuerySelector<SectorDoc> = or ? { $or: or } : {};
  const all = usePlain(useRx(db?.sectors.find({ selector, sort: [{ code: 'asc' }] })), db !== null);
  const paged = useMemo(
    () => pageOf(only ? all.data.filter((s) => only.has(s.id)) : all.data, page, SECTOR_PAGE_SIZE),
    [all.data, page, only],
  );
  return { ...paged, loading: all.loading };
}

/**
 * Unpublished content: the draft obligations held locally (only a provider receives them),
 * counted per sector (null while the database opens, and for anyone else: `enabled` false).
 * `obligation_status` is not indexed, so the query reads every local obligation, again on every
 * write to the collection (each page of a sync): a customer, who holds no drafts, is spared it
 * (it cost the signed-in library's first seconds; issue 7).
 */
export function useDraftCountsBySector(enabled = true): Map<string, number> | null {
  const db = useDatabase();
  const query = enabled
    ? db?.obligations.find({ selector: { obligation_status: OBLIGATION_STATUS.draft } })
    : null;
  const { data } = useRx(query);
  return useMemo(() => {
    if (!data) return null;
    const counts = new Map<string, number>();
    for (const o of data) counts.set(o.sector_uuid, (counts.get(o.sector_uuid) ?? 0) + 1);
    return counts;
  }, [data]);
}

export function useSector(id: string) {
  const db = useDatabase();
  return usePlainOne<SectorDoc>(useRx(db?.sectors.findOne(id)), db !== null);
}

/** Topics and subtopics of a sector, by sort. */
export function useSectorTopics(sectorId: string) {
  const db = useDatabase();
  const query = db?.topics.find({ selector: { sector_uuid: sectorId }, sort: [{ sort: 'asc' }] });
  return usePlain<TopicDoc>(useRx(query), db !== null);
}

/** Obligations of a sector, by sort. */
export function useSectorObligations(sectorId: string) {
  const db = useDatabase();
  const query = db?.obligations.find({
    selector: { sector_uuid: sectorId },
    sort: [{ sort: 'asc' }],
  });
  return usePlain<ObligationDoc>(useRx(query), db !== null);
}

export function useObligation(id: string) {
  const db = useDatabase();
  return usePlainOne<ObligationDoc>(useRx(db?.obligations.findOne(id)), db !== null);
}

/** Obligations by id (bookmarks), in no particular order. */
export function useObligationsByIds(ids: string[]) {
  const db = useDatabase();
  const query = db?.obligations.find({ selector: { id: { $in: ids } } });
  return usePlain<ObligationDoc>(useRx(query), db !== null);
}

/**
 * The "regulation changed" marks of the obligations among `ids` that carry one (a page of
 * compliances shows them on their rows); empty while the database opens.
 */
export function useRegulationChanges(ids: string[]): Map<string, ObligationRegulationChange> {
  const { data } = useObligationsByIds([...new Set(ids)].sort());
  return useMemo(() => {
    const marks = new Map<string, ObligationRegulationChange>();
    for (const o of data) if (o.regulation_changed) marks.set(o.id, o.regulation_changed);
    return marks;
  }, [data]);
}
