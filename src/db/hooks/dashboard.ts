/**
 * The dashboard's local reads (offline figures): topic titles of the top topics from the synced
 * topics collection. The compliances come from `useAllCompliances` (compliances.ts).
 */
import { useMemo } from 'react';
import type { SectorDoc, TopicDoc } from '../../../contract/sync';
import { usePlain } from './query-helpers';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';

/** Titles of these topics in the language (id -> title); topics not synced are absent. */
export function useTopicTitles(ids: readonly string[], lang: 'en' | 'id'): Map<string, string> {
  const db = useDatabase();
  const key = ids.join(',');
  // the key holds the ids
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => db?.topics.find({ selector: { id: { $in: [...ids] } } }), [db, key]);
  const { data } = usePlain<TopicDoc>(useRx(query), db !== null);
  return useMemo(
    () => new Map(data.map((t) => [t.id, lang === 'id' ? t.title_id : t.title_en])),
    [data, lang],
  );
}

/** The synced sectors as filter options (id, name in the language), in their sort order. */
export function useSectorOptions(lang: 'en' | 'id'): { value: string; label: string }[] {
  const db = useDatabase();
  const query = useMemo(() => db?.sectors.find({ sort: [{ sort: 'asc' }] }), [db]);
  const { data } = usePlain<SectorDoc>(useRx(query), db !== null);
  return useMemo(
    () => data.map((s) => ({ value: s.id, label: lang === 'id' ? s.name_id : s.name_en })),
    [data, lang],
  );
}
