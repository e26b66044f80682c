import type { BookmarkToggleResult } from '../../../contract/api/obligations';
import type { BookmarkEntityType } from '../../db/schema/engagement';
import { answer } from '../../lib/answer';
import type { AuthUser } from '../../lib/auth-user';
import type { MutationContext } from '../../lib/mutation';
import { toggleBookmark } from './bookmarks.repository';

/**
 * Toggles the caller's bookmark on an entity the caller may read (the route checked that), with
 * the activity-log row and the change-feed entry of the user's synced `bookmarks` collection.
 */
export async function toggle(
  m: MutationContext,
  user: AuthUser,
  entityType: BookmarkEntityType,
  entityUuid: string,
) {
  const row = await toggleBookmark(m.tx, {
    companyUuid: user.company_uuid,
    userUuid: user.user_uuid,
    entityType,
    entityUuid,
  });
  const bookmarked = row.deleted_at === null;
  const state = (on: boolean) => ({
    entity_type: entityType,
    entity_uuid: entityUuid,
    bookmarked: on,
  });
  await m.log({
    type: 'bookmark',
    type_uuid: row.bookmark_uuid,
    action: bookmarked ? 'create' : 'delete',
    before: state(!bookmarked),
    after: state(bookmarked),
  });
  await m.feed({
    collection: 'bookmarks',
    row_id: row.bookmark_uuid,
    company_uuid: user.company_uuid,
    user_uuid: user.user_uuid,
    op: bookmarked ? 'upsert' : 'delete',
  });
  const data: BookmarkToggleResult = { bookmarked, bookmark_uuid: row.bookmark_uuid };
  return answer(data, bookmarked ? 'bookmark_added' : 'bookmark_removed');
}
