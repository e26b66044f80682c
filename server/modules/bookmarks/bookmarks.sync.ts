/** The `bookmarks` collection's documents: the caller's own (bookmarks policy). */
import type { BookmarkDoc } from '../../../contract/sync';
import { isoOf, type SyncLoader } from '../../lib/sync-loader';
import { ownBookmarkSql } from './bookmarks.policy';

export const loadBookmarks: SyncLoader<'bookmarks'> = async (db, ids, user) => {
  const rows = await db.query<BookmarkDoc & { bookmark_uuid: string; deleted: boolean }>(
    `SELECT b.bookmark_uuid, b.entity_type || ':' || b.entity_uuid AS id, b.entity_type, b.entity_uuid,
            b.deleted_at IS NOT NULL AS deleted, ${isoOf('b.created_at')} AS created_at,
            ${isoOf('coalesce(b.deleted_at, b.created_at)')} AS updated_at
       FROM bookmarks b WHERE b.bookmark_uuid = ANY($1::uuid[]) AND ${ownBookmarkSql('b', '$2', '$3')}`,
    [ids, user.user_uuid, user.company_uuid],
  );
  return rows.map(({ bookmark_uuid, deleted, ...doc }) => ({
    row_id: bookmark_uuid,
    // A removed bookmark keeps its row, so its tombstone carries the client's key.
    doc: deleted ? { id: doc.id, _deleted: true as const } : doc,
  }));
};
