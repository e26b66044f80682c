/**
 * React access to live RxDB queries: `useRx(query)` subscribes to the query's `$` and returns
 * `{ data, loading }`; every local write (a sync pull, an optimistic change, another tab's write)
 * re-renders. Screen hooks are built on it, e.g.
 *   const db = useDatabase();
 *   const { data } = useRx(db ? db.sectors.find({ sort: [{ code: 'asc' }] }) : null);
 * The subscription is keyed by the query's text, so a new RxQuery object for the same query on
 * every render does not resubscribe.
 */
import { useEffect, useState } from 'react';
import type { RxQuery } from 'rxdb';

export interface RxResult<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

interface Emitted<T> {
  key: string;
  data: T | undefined;
  error: unknown;
}

const keyOf = (query: RxQuery<any, any> | null | undefined) =>
  query ? `${query.collection.name}|${query.toString()}` : '';

export function useRx<T>(query: RxQuery<any, T> | null | undefined): RxResult<T> {
  const key = keyOf(query);
  const [emitted, setEmitted] = useState<Emitted<T>>({ key: '', data: undefined, error: null });

  useEffect(() => {
    if (!query) return;
    const sub = query.$.subscribe({
      next: (data) => setEmitted({ key, data, error: null }),
      error: (error: unknown) => setEmitted({ key, data: undefined, error }),
    });
    return () => sub.unsubscribe();
    // The query object may be new on every render; its text decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!query) return { data: undefined, loading: false, error: null };
  const current = emitted.key === key;
  return {
    data: current ? emitted.data : undefined,
    loading: !current,
    error: current ? emitted.error : null,
  };
}
