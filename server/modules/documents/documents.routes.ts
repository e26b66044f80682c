import type { FastifyInstance } from 'fastify';
import {
  documentBookmarkBody,
  documentDeleteAnswer,
  documentDeleteBody,
  documentDeleteQuery,
  documentDetail as documentDetailSchema,
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
} from '../../../contract/api/documents';
import {
  documentDetailExample,
  documentExample,
  documentRelationExample,
  folderExample,
  pageExample,
  relationCandidateExample,
} from '../../../contract/api/examples-documents';
import { bookmarkExample } from '../../../contract/api/examples';
import { bookmarkToggleResult } from '../../../contract/api/obligations';
import { noData } from '../../../contract/api/values';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { BOOKMARK_TOGGLE } from '../bookmarks';
import { toggle } from '../bookmarks';
import { DOCUMENT_DELETE, DOCUMENT_READ, DOCUMENT_WRITE } from './documents.policy';
import {
  documentDetail,
  findDocument,
  findRelation,
  folderPage,
  foldersOf,
  isOwnCompliance,
  isOwnFolder,
  listDocuments,
  ownDocumentIds,
  relatableTargets,
  searchRelation,
} from './documents.repository';
import {
  deleteDocuments,
  mapDocument,
  renamed,
  unmapDocument,
  updateDocument,
} from './documents.service';

/**
 * The document library's metadata routes (uploads and downloads: documents-files.routes.ts).
 * Every id is checked against the caller's company before the transaction (PGlite has one
 * connection, busy while a transaction holds it); another company's row is simply not found.
 */
export async function documentRoutes(app: FastifyInstance, deps: Deps) {
  const unique = (ids: string[]) => [...new Set(ids.map((i) => i.toLowerCase()))];

  defineRoute(app, {
    method: 'GET',
    url: '/documents/list',
    access: DOCUMENT_READ,
    summary: 'A page of the company’s documents',
    description:
      'Filter by `folder_uuid` and a `search` on the name; sort by `created_at`, `name` or `size`. `is_bookmark=1`: only the caller’s bookmarked documents.',
    query: documentListQuery,
    response: documentListAnswer,
    example: pageExample(documentExample),
    handler: async ({ query, user }) => listDocuments(deps.database, user, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/documents/detail/:id',
    access: DOCUMENT_READ,
    summary: 'A document with its folder and relations',
    description:
      'Relations name the compliance, checklist item or regulation with its title in the request’s language.',
    params: documentIdParams,
    response: documentDetailSchema,
    example: documentDetailExample,
    errors: [404],
    handler: async ({ params, user, lang }) => {
      const detail = await documentDetail(deps.database, user, params.id, lang);
      if (!detail) throw errors.notFound();
      return detail;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/documents/update/:id',
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
    handler: async ({ req, reply, params, body, user }) => {
      const doc = await findDocument(deps.database, user.company_uuid, params.id);
      if (!doc) throw errors.notFound();
      const file_name =
        body.file_name === undefined ? undefined : renamed(body.file_name, doc.extension);
      if (
        body.folder_uuid &&
        !(await isOwnFolder(deps.database, user.company_uuid, body.folder_uuid))
      )
        throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) =>
        updateDocument(m, user, doc, { file_name, folder_uuid: body.folder_uuid }),
      );
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/documents/delete',
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
    handler: async ({ req, reply, body, user }) => {
      const ids = unique(body.document_uuids);
      if ((await ownDocumentIds(deps.database, user.company_uuid, ids)).length !== ids.length)
        throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) =>
        deleteDocuments(m, user, ids, deps.storage, (key, err) =>
          req.log.error({ err, key }, 'stored file of a deleted document not removed'),
        ),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/documents/map',
    access: DOCUMENT_WRITE,
    summary: 'Relate a document to compliances, checklist items and regulations',
    description:
      'Targets must be the company’s live compliances and their checklist items, or regulations the company can see; any other answers 404 and nothing is related. A pair already related is kept. Answers the document’s relations.',
    body: documentMapBody,
    response: documentMapAnswer,
    message: 'document_related',
    example: [documentRelationExample],
    errors: [404],
    handler: async ({ req, reply, body, user, lang }) => {
      const doc = await findDocument(deps.database, user.company_uuid, body.document_uuid);
      if (!doc) throw errors.notFound();
      const wanted = {
        compliances: unique(body.compliance_uuids),
        checklists: unique(body.checklist_uuids),
        regulations: unique(body.regulation_guids),
      };
      const found = await relatableTargets(deps.database, user.company_uuid, wanted);
      if (
        found.compliances.length !== wanted.compliances.length ||
        found.checklists.length !== wanted.checklists.length ||
        found.regulations.length !== wanted.regulations.length
      ) {
        throw errors.notFound();
      }
      return deps.mutations.forRequest(req, reply, (m) =>
        mapDocument(m, user, doc.document_uuid, found, lang),
      );
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/documents/map/:relationId',
    access: DOCUMENT_WRITE,
    summary: 'Remove one relation of a document',
    params: relationIdParams,
    response: noData,
    message: 'document_unrelated',
    example: null,
    errors: [404],
    handler: async ({ req, reply, params, user }) => {
      const relation = await findRelation(deps.database, user.company_uuid, params.relationId);
      if (!relation) throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => unmapDocument(m, user, relation));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/documents/search-relation',
    access: DOCUMENT_READ,
    summary: 'What a document can be related to',
    description:
      'A page (the list in `data.data`) of candidates of one `type` (`compliance`: the company’s live compliances by obligation title; `checklist`: their items, narrowed by `compliance_uuid`; `regulation`: the regulations the company can see, by title or number) matching `search`. With `document_uuid`, each says whether that document is already related to it and by which relation (for DELETE /documents/map/{relationId}). A document of another company is not found.',
    query: searchRelationQuery,
    response: searchRelationAnswer,
    example: pageExample(relationCandidateExample),
    errors: [404],
    handler: async ({ query, user, lang }) => {
      if (
        query.document_uuid &&
        !(await findDocument(deps.database, user.company_uuid, query.document_uuid))
      )
        throw errors.notFound();
      if (
        query.compliance_uuid &&
        !(await isOwnCompliance(deps.database, user.company_uuid, query.compliance_uuid))
      )
        throw errors.notFound();
      return searchRelation(deps.database, user.company_uuid, query, lang);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/documents/bookmark',
    access: BOOKMARK_TOGGLE,
    summary: 'Bookmark a document, or remove its bookmark',
    description:
      'Toggles the caller’s bookmark; the message says which way it went. A document of another company is not found.',
    body: documentBookmarkBody,
    response: bookmarkToggleResult,
    message: 'bookmark_added',
    example: bookmarkExample,
    errors: [404],
    handler: async ({ req, reply, body, user }) => {
      if (!(await findDocument(deps.database, user.company_uuid, body.document_uuid)))
        throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) =>
        toggle(m, user, 'document', body.document_uuid),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/folders/list',
    access: DOCUMENT_READ,
    summary: 'A page of the company’s folders by creation date',
    description:
      '`date=ASC` or `DESC` orders by creation; `filter_topic_uuid` keeps one topic’s folders; `?compliance_uuid=` one compliance’s (a compliance that is not the company’s is not found). Each with its document count.',
    query: folderPageQuery,
    body: folderPageBody,
    response: folderPageAnswer,
    example: pageExample(folderExample),
    errors: [404],
    handler: async ({ query, body, user }) => {
      if (
        query.compliance_uuid &&
        !(await isOwnCompliance(deps.database, user.company_uuid, query.compliance_uuid))
      )
        throw errors.notFound();
      return folderPage(deps.database, user.company_uuid, {
        ...body,
        compliance_uuid: query.compliance_uuid,
        date: query.date,
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/folders/list',
    access: DOCUMENT_READ,
    summary: 'A page of the folders of a compliance (or all the company’s)',
    description:
      'By name (`page`, `limit` up to 500), each with its document count. A compliance that is not the company’s is not found.',
    query: folderListQuery,
    response: folderListAnswer,
    example: pageExample(folderExample),
    errors: [404],
    handler: async ({ query, user }) => {
      if (
        query.compliance_uuid &&
        !(await isOwnCompliance(deps.database, user.company_uuid, query.compliance_uuid))
      )
        throw errors.notFound();
      return foldersOf(deps.database, user.company_uuid, query);
    },
  });
}
