/**
 * The compliance bookmark (`complianceBookmark`, a toggle): flips the caller's bookmark in
 * the local bookmarks collection at once, one call per click, in click order (the kit orders the
 * calls on one document). The key is the server's (`compliance:<uuid>`), so the echo is the same
 * document.
 */
import { bookmarkId } from '../../../contract/sync';
import { complianceBookmark } from '../../../contract/api/compliance-endpoints';
import { answerOf, defineWrite, endpointCall, type AppCollections } from '../../db/writes';

const isOn = async (collections: AppCollections, uuid: string) =>
  (await collections.bookmarks.findOne(bookmarkId('compliance', uuid)).exec()) !== null;

async function setBookmark(collections: AppCollections, uuid: string, on: boolean) {
  const id = bookmarkId('compliance', uuid);
  if (on) {
    const stamp = new Date().toISOString();
    await collections.bookmarks.upsert({
      id,
      entity_type: 'compliance',
      entity_uuid: uuid,
      created_at: stamp,
      updated_at: stamp,
    });
    return;
  }
  await (await collections.bookmarks.findOne(id).exec())?.remove();
}

export const toggleComplianceBookmark = defineWrite<string>({
  name: 'compliance/bookmark',
  target: (uuid) => ({ collection: 'bookmarks', id: bookmarkId('compliance', uuid) }),
  // Flips what it finds: applied again after a rollback, it still toggles.
  effect: async (collections, uuid) =>
    setBookmark(collections, uuid, !(await isOn(collections, uuid))),
  call: (uuid) => endpointCall(complianceBookmark, { body: { compliance_uuid: uuid } }),
  label: 'compliance:writeLabel.bookmark',
  reconcile: async (collections, uuid, answer) => {
    const result = answerOf(complianceBookmark, answer);
    if (
      result &&
      typeof result.bookmarked === 'boolean' &&
      result.bookmarked !== (await isOn(collections, uuid))
    )
      await setBookmark(collections, uuid, result.bookmarked);
  },
});
