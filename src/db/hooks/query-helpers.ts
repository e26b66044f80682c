/**
 * Small pieces shared by the screen query hooks: turning RxDocuments into plain documents, a
 * case-insensitive "contains" selector for search boxes, and a page of an array.
 */
import { useMemo } from 'react';
import type { MangoQuerySelector, RxDocument } from 'rxdb';
import type { RxResult } from './use-rx';

export interface DocsResult<T> {
  data: T[];
  loading: boolean;
}

/** Plain documents of a find() result; loading while the database opens or the query runs. */
export function usePlain<T>(result: RxResult<RxDocument<T>[]>, dbReady: boolean): DocsResult<T> {
  const docs = result.data;
  const data = useMemo(() => (docs ?? []).map((d) => d.toJSON() as T), [docs]);
  return { data, loading: !dbReady || result.loading };
}

/** One plain document of a findOne() result (null when absent). */
export function usePlainOne<T>(result: RxResult<RxDocument<T> | null>, dbReady: boolean) {
  const doc = result.data;
  const data = useMemo(() => (doc ? (doc.toJSON() as T) : null), [doc]);
  return { data, loading: !dbReady || result.loading };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Documents whose any of `fields` contains `text`, ignoring case; null when text is blank. */
export function containsAny<T>(
  fields: (keyof T & string)[],
  text: string,
): MangoQuerySelector<T>[] | null {
  const needle = text.trim();
  if (!needle) return null;
  const pattern = escapeRegex(needle);
  return fields.map(
    (field) => ({ [field]: { $regex: pattern, $options: 'i' } }) as MangoQuerySelector<T>,
  );
}

export interface Paged<T> {
  rows: T[];
  total: number;
  totalPages: number;
}

/** Page `page` (1-based) of `items`, `size` per page; at least one page. */
export function pageOf<T>(items: T[], page: number, size: number): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const start = (Math.min(Math.max(page, 1), totalPages) - 1) * size;
  return { rows: items.slice(start, start + size), total: items.length, totalPages };
}
