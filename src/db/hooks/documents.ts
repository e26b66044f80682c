/**
 * Live queries of the local `documents` collection (metadata synced from the server, so the
 * library lists and searches offline). Filtering and sorting run in memory over the company's
 * documents (`documentView`, pure and tested): the name search ignores case; a company's library
 * is small enough for this (thousands of rows, not millions).
 */
import { useMemo } from 'react';
import type { SyncDocs } from '../../../contract/collections';
import { bookmarkId } from '../../../contract/sync';
import { useDatabase } from './use-database';
import { usePlain, usePlainOne } from './query-helpers';
import { useRx } from './use-rx';

export type DocumentDoc = SyncDocs['documents'];

export const DOCUMENT_VIEW_SORTS = ['created_at', 'name', 'size'] as const;
export type DocumentViewSort = (typeof DOCUMENT_VIEW_SORTS)[number];

export interface DocumentViewOptions {
  /** A folder's uuid; null: every document. */
  folder?: string | null;
  /** Only these ids (the bookmarked ones); undefined: no such filter. */
  only?: ReadonlySet<string>;
  search?: string;
  sort?: DocumentViewSort;
  dir?: 'asc' | 'desc';
}

/** The documents matching `options`, sorted (ties by name, then id, so the order is stable). */
export function documentView(
  docs: readonly DocumentDoc[],
  options: DocumentViewOptions = {},
): DocumentDoc[] {
  const needle = (options.search ?? '').trim().toLocaleLowerCase();
  const sort = options.sort ?? 'created_at';
  const sign = (options.dir ?? (sort === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const byName = (a: DocumentDoc, b: DocumentDoc) =>
    a.file_name.localeCompare(b.file_name, undefined, { sensitivity: 'base', numeric: true }) ||
    a.id.localeCompare(b.id);
  const compare = (a: DocumentDoc, b: DocumentDoc): number => {
    if (sort === 'name') return sign * byName(a, b);
    const primary =
      sort === 'size'
        ? a.size_bytes - b.size_bytes
        : (a.created_at ?? '').localeCompare(b.created_at ?? '');
    return sign * primary || byName(a, b);
  };
  return docs
    .filter((d) => (options.folder ? d.folder_uuid === options.folder : true))
    .filter((d) => (options.only ? options.only.has(d.id) : true))
    .filter((d) => (needle ? d.file_name.toLocaleLowerCase().includes(needle) : true))
    .sort(compare);
}

/** Every local document of the company (unsorted; pass them to documentView). */
export function useAllDocuments() {
  const db = useDatabase();
  return usePlain<DocumentDoc>(useRx(db?.documents.find()), db !== null);
}

/** The filtered, sorted documents, live. */
export function useDocumentView(options: DocumentViewOptions) {
  const all = useAllDocuments();
  const { folder, only, search, sort, dir } = options;
  const data = useMemo(
    () => documentView(all.data, { folder, only, search, sort, dir }),
    [all.data, folder, only, search, sort, dir],
  );
  return { data, loading: all.loading, total: all.data.length };
}

/** One local document, or null. */
export function useDocument(id: string) {
  const db = useDatabase();
  return usePlainOne<DocumentDoc>(useRx(db?.documents.findOne(id)), db !== null);
}

/** The ids of the caller's bookmarked documents, live. */
export function useBookmarkedDocumentIds(): ReadonlySet<string> {
  const db = useDatabase();
  const marks = usePlain<SyncDocs['bookmarks']>(
    useRx(db?.bookmarks.find({ selector: { entity_type: 'document' } })),
    db !== null,
  );
  return useMemo(() => new Set(marks.data.map((m) => m.entity_uuid)), [marks.data]);
}

/** Whether the caller bookmarked the document, live. */
export function useDocumentBookmarked(id: string): boolean {
  const db = useDatabase();
  return (
    usePlainOne<SyncDocs['bookmarks']>(
      useRx(db?.bookmarks.findOne(bookmarkId('document', id))),
      db !== null,
    ).data !== null
  );
}
