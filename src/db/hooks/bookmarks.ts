/** Live queries of the local bookmarks collection. */
import type { BookmarkDoc, BookmarkEntity } from '../../../contract/sync';
import { bookmarkId } from '../../../contract/sync';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';
import { usePlain, usePlainOne } from './query-helpers';

/** The bookmarks of one entity type, newest first. */
export function useBookmarks(type: BookmarkEntity) {
  const db = useDatabase();
  const query = db?.bookmarks.find({
    selector: { entity_type: type },
    sort: [{ created_at: 'desc' }],
  });
  return usePlain<BookmarkDoc>(useRx(query), db !== null);
}

/** The bookmark of one entity, or null. */
export function useBookmark(type: BookmarkEntity, uuid: string) {
  const db = useDatabase();
  return usePlainOne<BookmarkDoc>(
    useRx(db?.bookmarks.findOne(bookmarkId(type, uuid))),
    db !== null,
  );
}
