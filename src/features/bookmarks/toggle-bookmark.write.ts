/**
 * The bookmark toggle as a write of the kit (src/db/writes): a click flips the bookmark in the
 * local `bookmarks` collection at once and sends one toggle call (POST /obligation/bookmark or
 * /regulations/bookmark). The server TOGGLES, so each click is exactly one call, and the kit sends
 * the calls on one bookmark in click order. The document id is `bookmarkId(type, uuid)`, the key
 * the server's echo arrives under, so the optimistic document and the echo are one.
 */
import { bookmarkId, type BookmarkEntity } from '../../../contract/sync';
import { obligationBookmark, regulationBookmark } from '../../../contract/api/bookmark-endpoints';
import {
  answerOf,
  defineWrite,
  endpointCall,
  type AppCollections,
  type WriteTarget,
} from '../../db/writes';

export type ToggleableEntity = Extract<BookmarkEntity, 'obligation' | 'regulation'>;

export function bookmarkTarget(type: ToggleableEntity, uuid: string): WriteTarget {
  return { collection: 'bookmarks', id: bookmarkId(type, uuid) };
}

async function isOn(collections: AppCollections, type: ToggleableEntity, uuid: string) {
  return (await collections.bookmarks.findOne(bookmarkId(type, uuid)).exec()) !== null;
}

/** Puts the bookmark (`on`) or removes it; a new document is stamped now (the echo has its own). */
async function setBookmark(
  collections: AppCollections,
  type: ToggleableEntity,
  uuid: string,
  on: boolean,
) {
  const id = bookmarkId(type, uuid);
  if (on) {
    const stamp = new Date().toISOString();
    await collections.bookmarks.upsert({
      id,
      entity_type: type,
      entity_uuid: uuid,
      created_at: stamp,
      updated_at: stamp,
    });
    return;
  }
  await (await collections.bookmarks.findOne(id).exec())?.remove();
}

function toggleOf(
  type: ToggleableEntity,
  endpoint: typeof obligationBookmark | typeof regulationBookmark,
  call: (uuid: string) => ReturnType<typeof endpointCall>,
) {
  return defineWrite<string>({
    name: `bookmarks/toggle-${type}`,
    target: (uuid) => bookmarkTarget(type, uuid),
    // Flips what it finds: applied again after a rollback, it still toggles.
    effect: async (collections, uuid) =>
      setBookmark(collections, type, uuid, !(await isOn(collections, type, uuid))),
    call,
    label: `bookmarks:writeLabel.${type}`,
    // The server held the other state (changed on another device): follow it.
    reconcile: async (collections, uuid, answer) => {
      const result = answerOf(endpoint, answer);
      if (result && result.bookmarked !== (await isOn(collections, type, uuid)))
        await setBookmark(collections, type, uuid, result.bookmarked);
    },
  });
}

export const toggleBookmark = {
  obligation: toggleOf('obligation', obligationBookmark, (uuid) =>
    endpointCall(obligationBookmark, { body: { obligation_uuid: uuid } }),
  ),
  regulation: toggleOf('regulation', regulationBookmark, (uuid) =>
    endpointCall(regulationBookmark, { body: { regulation_guid: uuid } }),
  ),
};
