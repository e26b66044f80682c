/**
 * The sync protocol: what `GET /api/sync/{collection}` answers. The collections themselves (name,
 * module, document schema, indexes, version) are described once each in `contract/collections/`;
 * the names and document types below are re-exported from there.
 *
 * Checkpoint: `{ updated_at, id }` is a position in the server's change feed, in COMMIT order:
 * `updated_at` is the writing transaction's id (a decimal string), `id` the feed entry. A
 * wall-clock `updated_at` taken at write time could fall behind a pull made before that
 * transaction committed; the feed position cannot (see server/modules/sync).
 *
 * Every document has `id` (primary key) and `updated_at` (ISO time of the last change, for
 * display). Deletions, and rows the caller may no longer read, arrive as `{ id, _deleted: true }`.
 */
import type { SyncDocs } from './collections';

export { bookmarkId, type BookmarkEntity } from './collections/bookmarks';
export { SYNC_COLLECTIONS, type SyncCollection } from './collections';

export interface SyncCheckpoint {
  updated_at: string;
  id: string;
}
export interface SyncAnswer<D> {
  documents: (D | { id: string; _deleted: true })[];
  checkpoint: SyncCheckpoint | null;
  /** Only on a pull from no checkpoint: an estimate of the rows the whole first sync brings. */
  total?: number;
}
export const SYNC_PAGE_SIZE = { default: 500, max: 2000 } as const;

export type SectorDoc = SyncDocs['sectors'];
export type TopicDoc = SyncDocs['topics'];
export type ObligationDoc = SyncDocs['obligations'];
export type RegulationDoc = SyncDocs['regulations'];
export type BookmarkDoc = SyncDocs['bookmarks'];
