/**
 * The regulation calls, declared once (contract/endpoint.ts): the reads (list, hierarchy, one
 * regulation, its central view, a document) and the provider's regulation authoring (search,
 * create, update, delete, sync, obligation links). server/modules/regulations implements them;
 * src/features/regulations reads and writes through them, and src/features/library links a
 * company's own obligations to regulations. (The bookmark toggle is in bookmark-endpoints.ts,
 * the files in regulation-file-endpoints.ts.)
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import {
  AUTHOR_CREATE,
  CONTENT_CREATE,
  CONTENT_DELETE,
  CONTENT_UPDATE,
} from './authoring-endpoints';
import {
  centralExample,
  hierarchyLinksExample,
  hierarchyListExample,
  regulationDetailExample,
  regulationDocumentExample,
  regulationListExample,
} from './examples';
import {
  obligationRegulationExample,
  regulationDeleteExample,
  regulationSavedExample,
  regulationSearchExample,
  regulationSyncExample,
} from './examples-regulation-authoring';
import {
  obligationRegulationAnswer,
  obligationRegulationBody,
  regulationCreateBody,
  regulationDeleteAnswer,
  regulationDeleteBody,
  regulationSaved,
  regulationSearchItem,
  regulationSearchQuery,
  regulationSyncAnswer,
  regulationUpdateBody,
} from './regulation-authoring';
import {
  centralView,
  hierarchyLink,
  hierarchyListItem,
  hierarchyPageQuery,
  regulationDetail,
  regulationDocumentInfo,
  regulationDocumentQuery,
  regulationListItem,
  regulationListQuery,
} from './regulations';

export const REGULATION_VIEW = { module: 'regulation', action: 'view' } as const satisfies Access;

const idParams = z.object({ id: z.string() });

export const regulationList = endpoint({
  method: 'GET',
  path: '/regulations/list',
  access: REGULATION_VIEW,
  summary: 'A page of the regulations the caller may read, filtered',
  description: '`is_bookmark=1` lists the caller’s bookmarked regulations.',
  query: regulationListQuery,
  response: pageOf(regulationListItem),
  example: regulationListExample,
});

export const regulationHierarchyList = endpoint({
  method: 'GET',
  path: '/regulations/hierarchy/list',
  access: REGULATION_VIEW,
  summary: 'A page of the regulations that have hierarchy links, with their link counts',
  query: hierarchyPageQuery,
  response: pageOf(hierarchyListItem),
  example: hierarchyListExample,
});

export const regulationDocument = endpoint({
  method: 'GET',
  path: '/regulation/document',
  access: REGULATION_VIEW,
  summary: 'The metadata of one regulation document, or with `download=1` its file',
  description:
    'A document of a regulation the caller’s subscription includes (else 404 “Regulation Document Not Found”). ' +
    'With `download=1` the answer is the file itself (Content-Length, ranges, the original name), for holders of the ' +
    '`download_regulation` module only (else 403 “This document is unauthorized”).',
  query: regulationDocumentQuery,
  response: regulationDocumentInfo,
  example: regulationDocumentExample,
  errors: [403, 404, 416],
});

export const regulationGet = endpoint({
  method: 'GET',
  path: '/regulations/:id',
  access: REGULATION_VIEW,
  summary: 'A regulation with its documents, hierarchy counts and obligations',
  params: idParams,
  response: regulationDetail,
  example: regulationDetailExample,
});

export const regulationCentral = endpoint({
  method: 'GET',
  path: '/regulations/central/:id',
  access: REGULATION_VIEW,
  summary: 'A regulation and its direct neighbours, grouped by relation',
  params: idParams,
  response: centralView,
  example: centralExample,
});

export const regulationHierarchy = endpoint({
  method: 'GET',
  path: '/v2/regulations/hierarchy/:id',
  access: REGULATION_VIEW,
  summary: 'A page of a regulation’s hierarchy links',
  params: idParams,
  response: pageOf(hierarchyLink),
  example: hierarchyLinksExample,
  query: hierarchyPageQuery,
});

export const regulationSearch = endpoint({
  method: 'GET',
  path: '/regulations/search',
  access: REGULATION_VIEW,
  summary:
    'A page of the regulations whose title, number or year matches `q` (the editor’s pickers)',
  description: '`exclude` leaves one regulation out (the one being edited).',
  query: regulationSearchQuery,
  response: pageOf(regulationSearchItem),
  example: regulationSearchExample,
});

export const regulationCreate = endpoint({
  method: 'POST',
  path: '/regulations/create',
  access: CONTENT_CREATE,
  summary:
    'Creates a regulation, with its hierarchy links (the inverse written on each neighbour) and obligations',
  body: regulationCreateBody,
  response: regulationSaved,
  status: 201,
  message: 'regulation_created',
  example: regulationSavedExample,
});

export const regulationUpdate = endpoint({
  method: 'PUT',
  path: '/regulations/update',
  access: CONTENT_UPDATE,
  summary:
    'Updates a regulation; `hierarchy` and `obligation_uuids`, when given, replace the stored sets',
  body: regulationUpdateBody,
  response: regulationSaved,
  message: 'regulation_updated',
  example: regulationSavedExample,
  errors: [404],
});

export const regulationDelete = endpoint({
  method: 'DELETE',
  path: '/regulations/delete',
  access: CONTENT_DELETE,
  summary:
    'Deletes a regulation and every reference to it (hierarchy links both ways, obligation links, bookmarks, document relations)',
  body: regulationDeleteBody,
  response: regulationDeleteAnswer,
  message: 'regulation_deleted',
  example: regulationDeleteExample,
  errors: [404],
});

export const regulationSync = endpoint({
  method: 'GET',
  path: '/regulations/sync/:id',
  access: CONTENT_UPDATE,
  summary: 'Sends a regulation and the obligations resting on it to every client again',
  params: z.object({ id: z.string() }),
  response: regulationSyncAnswer,
  message: 'regulation_synced',
  example: regulationSyncExample,
  errors: [404],
});

export const obligationRegulationCreate = endpoint({
  method: 'POST',
  path: '/obligation-regulation/create',
  // Also a customer's, on its own obligations (issue 24: related regulations of its own content).
  access: AUTHOR_CREATE,
  summary:
    'Links an obligation to regulations (links already there are kept); answers all of its regulations',
  body: obligationRegulationBody,
  response: obligationRegulationAnswer,
  status: 201,
  message: 'obligation_regulation_linked',
  example: obligationRegulationExample,
  errors: [404],
});
