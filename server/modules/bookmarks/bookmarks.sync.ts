/** The `bookmarks` collection's documents: the caller's own (bookmarks policy). */
import { sql } from 'drizzle-orm';
import type { BookmarkDoc } from '../../../contract/sync';
import { iso, type SyncLoader } from '../../lib/sync-loader';
import { ownBookmarks } from './bookmarks.policy';

export const loadBookmarks: SyncLoader<'bookmarks'> = async (db, ids, user) => {
  const rows = await db.rows<BookmarkDoc & { bookmark_uuid: string; deleted: boolean }>(
    sql`SELECT b.bookmark_uuid, b.entity_type || ':' || b.entity_uuid AS id, b.entity_type, b.entity_uuid,
            b.deleted_at IS NOT NULL AS deleted, ${iso('b.created_at')} AS created_at,
            ${iso('coalesce(b.deleted_at, b.created_at)')} AS updated_at
       FROM bookmarks b WHERE b.bookmark_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${ownBookmarks(user, 'b')}`,
  );
  return rows.map(({ bookmark_uuid, deleted, ...doc }) => ({
    row_id: bookmark_uuid,
    // A removed bookmark keeps its row, so its tombstone carries the client's key.
    doc: deleted ? { id: doc.id, _deleted: true as const } : doc,
  }));
};
