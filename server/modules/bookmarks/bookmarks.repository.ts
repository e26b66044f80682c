/**
 * Per-user bookmarks of obligations and regulations (and, elsewhere, documents and compliances).
 * One row per (user, entity type, entity): toggling off stamps deleted_at and toggling on clears
 * it, so the row keeps its id and the synced `bookmarks` collection sees an update, not a new row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../lib/auth-user';
import type { Tx } from '../../db/client';
import { bookmarks, type BookmarkEntityType } from '../../db/schema/engagement';
import { ownBookmarks } from './bookmarks.policy';

/** Bound condition: the entity `entity` is bookmarked by the caller. */
export function bookmarked(
  user: Pick<AuthUser, 'user_uuid' | 'company_uuid'>,
  entityType: BookmarkEntityType,
  entity: SQL,
): SQL {
  return sql`EXISTS (SELECT 1 FROM bookmarks bm WHERE ${ownBookmarks(user, 'bm')}
            AND bm.entity_type = ${entityType} AND bm.entity_uuid = ${entity} AND bm.deleted_at IS NULL)`;
}

export interface ToggleInput {
  companyUuid: string;
  userUuid: string;
  entityType: BookmarkEntityType;
  entityUuid: string;
}

/**
 * Flips the bookmark in one statement: a new row is bookmarked; an existing one switches between
 * live and deleted. The conflict update locks the row, so concurrent toggles take turns.
 */
export async function toggleBookmark(tx: Tx, input: ToggleInput) {
  const [row] = await tx
    .insert(bookmarks)
    .values({
      company_uuid: input.companyUuid,
      user_uuid: input.userUuid,
      entity_type: input.entityType,
      entity_uuid: input.entityUuid,
    })
    .onConflictDoUpdate({
      target: [bookmarks.user_uuid, bookmarks.entity_type, bookmarks.entity_uuid],
      set: { deleted_at: sql`CASE WHEN ${bookmarks.deleted_at} IS NULL THEN now() ELSE NULL END` },
    })
    .returning();
  return row;
}
