/**
 * Local writes of the `bookmarks` collection for the optimistic bookmark toggle
 * (src/features/bookmarks/toggle-bookmark.api.ts). The document id is `bookmarkId(type, uuid)`,
 * the key the server's echo arrives under, so the optimistic document and the echo are one.
 */
import { bookmarkId, type BookmarkEntity } from '../../contract/sync';
import { getDatabase } from './database';

/** Whether the entity is bookmarked in the local collection now. */
export async function isBookmarkedLocally(type: BookmarkEntity, uuid: string): Promise<boolean> {
  const db = await getDatabase();
  return (await db.bookmarks.findOne(bookmarkId(type, uuid)).exec()) !== null;
}

/**
 * Puts the bookmark (`on`) or removes it. `stamp` becomes `updated_at` of an added document: the
 * echo from the server carries its own, which tells the two apart.
 */
export async function setLocalBookmark(type: BookmarkEntity, uuid: string, on: boolean, stamp: string): Promise<void> {
  const db = await getDatabase();
  const id = bookmarkId(type, uuid);
  if (on) {
    await db.bookmarks.upsert({ id, entity_type: type, entity_uuid: uuid, created_at: stamp, updated_at: stamp });
    return;
  }
  const doc = await db.bookmarks.findOne(id).exec();
  if (doc) await doc.remove();
}
