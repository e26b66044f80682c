/**
 * The document library's writes through the kit. Rename, move and bookmark change one local
 * document at once (the `documents` collection, the caller's `bookmarks`) and settle on the
 * server's echo or roll back on a refusal. Delete, relate and unrelate send their call only
 * (`target: () => null`): a hard delete may name several documents and must not look done before
 * the server removed the files; relations come back through the replication (the document's
 * relation ids) and the detail's read.
 */
import {
  documentBookmark,
  documentDelete,
  documentMap,
  documentUnmap,
  documentUpdate,
} from '../../../contract/api/document-endpoints';
import type { DocumentMapBody } from '../../../contract/api/documents';
import type { AnswerOf } from '../../../contract/endpoint';
import { bookmarkId } from '../../../contract/sync';
import { defineWrite, endpointCall, type AppCollections } from '../../db/writes';

/** The stored name keeps its extension, as the server does (documents.service `renamed`). */
export function withExtension(name: string, extension: string): string {
  const trimmed = name.trim();
  const ext = extension.replace(/^\./, '');
  if (!ext) return trimmed;
  return trimmed.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? trimmed : `${trimmed}.${ext}`;
}

export const renameDocument = defineWrite<{ uuid: string; file_name: string }>({
  name: 'documents/rename',
  target: ({ uuid }) => ({ collection: 'documents', id: uuid }),
  effect: async (collections, { uuid, file_name }) => {
    const doc = await collections.documents.findOne(uuid).exec();
    await doc?.incrementalPatch({
      file_name: withExtension(file_name, doc.extension),
      updated_at: new Date().toISOString(),
    });
  },
  call: ({ uuid, file_name }) =>
    endpointCall(documentUpdate, { params: { id: uuid }, body: { file_name } }),
  label: 'documents:writeLabel.rename',
});

export const moveDocument = defineWrite<{ uuid: string; folder_uuid: string | null }>({
  name: 'documents/move',
  target: ({ uuid }) => ({ collection: 'documents', id: uuid }),
  effect: async (collections, { uuid, folder_uuid }) => {
    await (
      await collections.documents.findOne(uuid).exec()
    )?.incrementalPatch({ folder_uuid, updated_at: new Date().toISOString() });
  },
  call: ({ uuid, folder_uuid }) =>
    endpointCall(documentUpdate, { params: { id: uuid }, body: { folder_uuid } }),
  label: 'documents:writeLabel.move',
});

const isBookmarked = async (collections: AppCollections, uuid: string) =>
  (await collections.bookmarks.findOne(bookmarkId('document', uuid)).exec()) !== null;

async function setBookmark(collections: AppCollections, uuid: string, on: boolean) {
  const id = bookmarkId('document', uuid);
  if (on) {
    const stamp = new Date().toISOString();
    await collections.bookmarks.upsert({
      id,
      entity_type: 'document',
      entity_uuid: uuid,
      created_at: stamp,
      updated_at: stamp,
    });
    return;
  }
  await (await collections.bookmarks.findOne(id).exec())?.remove();
}

/** The server toggles the bookmark; the local bookmark flips at once, in click order. */
export const toggleDocumentBookmark = defineWrite<string>({
  name: 'documents/bookmark',
  target: (uuid) => ({ collection: 'bookmarks', id: bookmarkId('document', uuid) }),
  effect: async (collections, uuid) =>
    setBookmark(collections, uuid, !(await isBookmarked(collections, uuid))),
  call: (uuid) => endpointCall(documentBookmark, { body: { document_uuid: uuid } }),
  label: 'documents:writeLabel.bookmark',
  reconcile: async (collections, uuid, answer) => {
    const result = (answer as { data?: AnswerOf<typeof documentBookmark> } | null)?.data;
    if (
      result &&
      typeof result.bookmarked === 'boolean' &&
      result.bookmarked !== (await isBookmarked(collections, uuid))
    )
      await setBookmark(collections, uuid, result.bookmarked);
  },
});

/** Documents are only ever hard deleted (`type=hard`, which the server requires). */
const HARD = { type: 'hard' } as const;

/** A hard delete: all or nothing on the server; the replication removes the rows. */
export const deleteDocuments = defineWrite<string[]>({
  name: 'documents/delete',
  target: () => null,
  effect: async () => {},
  call: (document_uuids) => endpointCall(documentDelete, { body: { document_uuids }, query: HARD }),
  label: 'documents:writeLabel.delete',
});

export const relateDocument = defineWrite<DocumentMapBody>({
  name: 'documents/relate',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(documentMap, { body }),
  label: 'documents:writeLabel.relate',
});

export const unrelateDocument = defineWrite<string>({
  name: 'documents/unrelate',
  target: () => null,
  effect: async () => {},
  call: (relationId) => endpointCall(documentUnmap, { params: { relationId } }),
  label: 'documents:writeLabel.unrelate',
});
