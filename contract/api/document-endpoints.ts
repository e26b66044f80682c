/**
 * The document library's calls, declared once (contract/endpoint.ts): server/modules/documents
 * implements them (metadata in documents.routes.ts, files in documents-files.routes.ts),
 * src/features/documents reads and writes through them.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { BOOKMARK_TOGGLE } from './bookmark-endpoints';
import {
  documentBookmarkBody,
  documentDeleteAnswer,
  documentDeleteBody,
  documentDeleteQuery,
  documentDetail,
  documentIdParams,
  documentItem,
  documentListAnswer,
  documentListQuery,
  documentMapAnswer,
  documentMapBody,
  documentUpdateBody,
  folderListAnswer,
  folderListQuery,
  folderPageAnswer,
  folderPageBody,
  folderPageQuery,
  relationIdParams,
  searchRelationAnswer,
  searchRelationQuery,
} from './documents';
import {
  documentIdParams as downloadParams,
  documentUploadFields,
  uploadedDocument,
} from './documents-files';
import { bookmarkExample } from './examples';
import {
  documentDetailExample,
  documentExample,
  documentRelationExample,
  folderExample,
  pageExample,
  relationCandidateExample,
} from './examples-documents';
import { uploadedDocumentExample } from './examples-documents-files';
import { bookmarkToggleResult } from './obligations';
import { noData } from './values';

export const DOCUMENT_READ = { module: 'documents', action: 'view' } as const satisfies Access;
export const DOCUMENT_CREATE = { module: 'documents', action: 'create' } as const satisfies Access;
export const DOCUMENT_WRITE = { module: 'documents', action: 'update' } as const satisfies Access;
export const DOCUMENT_DELETE = { module: 'documents', action: 'delete' } as const satisfies Access;

export const documentList = endpoint({
  method: 'GET',
  path: '/documents/list',
  access: DOCUMENT_READ,
  summary: 'A page of the company’s documents',
  description:
    'Filter by `folder_uuid` and a `search` on the name; sort by `created_at`, `name` or `size`. `is_bookmark=1`: only the caller’s bookmarked documents.',
  query: documentListQuery,
  response: documentListAnswer,
  example: pageExample(documentExample),
});

export const documentGet = endpoint({
  method: 'GET',
  path: '/documents/detail/:id',
  access: DOCUMENT_READ,
  summary: 'A document with its folder and relations',
  description:
    'Relations name the compliance, checklist item or regulation with its title in the request’s language.',
  params: documentIdParams,
  response: documentDetail,
  example: documentDetailExample,
  errors: [404],
});

export const documentUpdate = endpoint({
  method: 'PUT',
  path: '/documents/update/:id',
  access: DOCUMENT_WRITE,
  summary: 'Rename a document, move it to another folder, or both',
  description:
    'The name keeps the document’s extension (added when missing) and is at most 120 characters. `folder_uuid: null` takes it out of any folder; a folder must be the company’s.',
  params: documentIdParams,
  body: documentUpdateBody,
  response: documentItem,
  message: 'document_updated',
  example: documentExample,
  errors: [404],
});

export const documentDelete = endpoint({
  method: 'DELETE',
  path: '/documents/delete',
  access: DOCUMENT_DELETE,
  summary: 'Hard delete documents and their stored files',
  description:
    'All or nothing: any id that is not a document of the company answers 404 and nothing is deleted. The files are removed from storage after the commit.',
  query: documentDeleteQuery,
  body: documentDeleteBody,
  response: documentDeleteAnswer,
  message: 'document_deleted',
  example: { deleted: [documentExample.document_uuid] },
  errors: [404],
});

export const documentMap = endpoint({
  method: 'POST',
  path: '/documents/map',
  access: DOCUMENT_WRITE,
  summary: 'Relate a document to compliances, checklist items and regulations',
  description:
    'Targets must be the company’s live compliances and their checklist items, or regulations the company can see; any other answers 404 and nothing is related. A pair already related is kept. Answers the document’s relations.',
  body: documentMapBody,
  response: documentMapAnswer,
  message: 'document_related',
  example: [documentRelationExample],
  errors: [404],
});

export const documentUnmap = endpoint({
  method: 'DELETE',
  path: '/documents/map/:relationId',
  access: DOCUMENT_WRITE,
  summary: 'Remove one relation of a document',
  params: relationIdParams,
  response: noData,
  message: 'document_unrelated',
  example: null,
  errors: [404],
});

export const documentSearchRelation = endpoint({
  method: 'GET',
  path: '/documents/search-relation',
  access: DOCUMENT_READ,
  summary: 'What a document can be related to',
  description:
    'A page (the list in `data.data`) of candidates of one `type` (`compliance`: the company’s live compliances by obligation title; `checklist`: their items, narrowed by `compliance_uuid`; `regulation`: the regulations the company can see, by title or number) matching `search`. With `document_uuid`, each says whether that document is already related to it and by which relation (for DELETE /documents/map/{relationId}). A document of another company is not found.',
  query: searchRelationQuery,
  response: searchRelationAnswer,
  example: pageExample(relationCandidateExample),
  errors: [404],
});

export const documentBookmark = endpoint({
  method: 'POST',
  path: '/documents/bookmark',
  access: BOOKMARK_TOGGLE,
  summary: 'Bookmark a document, or remove its bookmark',
  description:
    'Toggles the caller’s bookmark; the message says which way it went. A document of another company is not found.',
  body: documentBookmarkBody,
  response: bookmarkToggleResult,
  message: 'bookmark_added',
  example: bookmarkExample,
  errors: [404],
});

export const folderListByDate = endpoint({
  method: 'POST',
  path: '/folders/list',
  access: DOCUMENT_READ,
  summary: 'A page of the company’s folders by creation date',
  description:
    '`date=ASC` or `DESC` orders by creation; `filter_topic_uuid` keeps one topic’s folders; `?compliance_uuid=` one compliance’s (a compliance that is not the company’s is not found). Each with its document count.',
  query: folderPageQuery,
  body: folderPageBody,
  response: folderPageAnswer,
  example: pageExample(folderExample),
  errors: [404],
});

export const folderList = endpoint({
  method: 'GET',
  path: '/folders/list',
  access: DOCUMENT_READ,
  summary: 'A page of the folders of a compliance (or all the company’s)',
  description:
    'By name (`page`, `limit` up to 500), each with its document count. A compliance that is not the company’s is not found.',
  query: folderListQuery,
  response: folderListAnswer,
  example: pageExample(folderExample),
  errors: [404],
});

// --- files (documents-files.routes.ts) ---

export const documentUpload = endpoint({
  method: 'POST',
  path: '/documents/upload',
  access: DOCUMENT_CREATE,
  summary:
    'Uploads a document into the library, optionally as evidence of a compliance or checklist item',
  description:
    'Multipart: the file in `file` (at most UPLOAD_MAX_MB, 50 MB by default: 413 above; a PDF, image, office document, ' +
    'spreadsheet or text file by its content: 400 otherwise; a name of at most 120 characters), and optionally ' +
    '`folder_uuid`, `compliance_uuid` and `checklist_uuid`, and `document_uuid`: a client-made id for the new document ' +
    '(an id already in use answers 409, another company’s 404, and nothing is stored). With a compliance or checklist item and no folder, the ' +
    'document goes into the compliance’s folder (made on its first document) and is related to it. The row appears ' +
    'only once the file is stored whole; with an Idempotency-Key a repeat answers the first upload.',
  form: documentUploadFields,
  response: uploadedDocument,
  status: 201,
  message: 'file_uploaded',
  example: uploadedDocumentExample,
  errors: [403, 404, 409],
});

export const documentDownload = endpoint({
  method: 'GET',
  path: '/documents/download/:id',
  access: DOCUMENT_READ,
  summary: 'The document’s file, whole or a byte range',
  description:
    'Streams the stored bytes with Content-Length, `Accept-Ranges: bytes`, the stored type and the original name in ' +
    'Content-Disposition (`filename*`, RFC 5987). A `Range: bytes=a-b` answers 206 with that slice; a range outside the ' +
    'file answers 416. Another company’s document is not found.',
  params: downloadParams,
  produces: 'application/octet-stream',
  response: z.null(),
  example: null,
  errors: [404, 416],
});
