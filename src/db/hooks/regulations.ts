/** Live queries of the local regulations collection for the regulation screens. */
import { useMemo } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import type { LegalStatus } from '../../../contract/enums';
import type { ObligationDoc, RegulationDoc } from '../../../contract/sync';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';
import { containsAny, pageOf, usePlain, usePlainOne } from './query-helpers';

export const REGULATION_PAGE_SIZE = 20;

/** The selector of the list: title (both languages), number or year; and the legal status. */
export function regulationSelector(
  search: string,
  legalStatus: LegalStatus | null,
): MangoQuerySelector<RegulationDoc> {
  const parts: MangoQuerySelector<RegulationDoc>[] = [];
  const or = containsAny<RegulationDoc>(['title_en', 'title_id', 'number'], search);
  if (or) {
    const year = search.trim();
    parts.push({ $or: /^\d{4}$/.test(year) ? [...or, { year: Number(year) }] : or });
  }
  if (legalStatus) parts.push({ legal_status: legalStatus });
  return parts.length === 0 ? {} : parts.length === 1 ? parts[0] : { $and: parts };
}

/** Regulations newest year first, then by number; one page of them. */
export function useRegulationPage(search: string, legalStatus: LegalStatus | null, page: number) {
  const db = useDatabase();
  const query = db?.regulations.find({
    selector: regulationSelector(search, legalStatus),
    sort: [{ year: 'desc' }, { number: 'asc' }],
  });
  const all = usePlain<RegulationDoc>(useRx(query), db !== null);
  const paged = useMemo(() => pageOf(all.data, page, REGULATION_PAGE_SIZE), [all.data, page]);
  return { ...paged, loading: all.loading };
}

export function useRegulation(id: string) {
  const db = useDatabase();
  return usePlainOne<RegulationDoc>(useRx(db?.regulations.findOne(id)), db !== null);
}

/** Regulations by id (related titles, bookmarks), in no particular order. */
export function useRegulationsByIds(ids: readonly string[]) {
  const db = useDatabase();
  const query = db?.regulations.find({ selector: { id: { $in: [...ids] } } });
  return usePlain<RegulationDoc>(useRx(query), db !== null);
}

/** Obligations that cite the regulation, by sort. */
export function useObligationsOfRegulation(guid: string) {
  const db = useDatabase();
  const query = db?.obligations.find({
    selector: { regulation_guids: { $in: [guid] } },
    sort: [{ sort: 'asc' }],
  });
  return usePlain<ObligationDoc>(useRx(query), db !== null);
}
