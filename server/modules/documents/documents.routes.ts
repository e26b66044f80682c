import type { FastifyInstance } from 'fastify';
import {
  documentBookmark,
  documentDelete,
  documentGet,
  documentList,
  documentMap,
  documentSearchRelation,
  documentUnmap,
  documentUpdate,
  folderList,
  folderListByDate,
} from '../../../contract/api/document-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { toggle } from '../bookmarks';
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

  implement(app, documentList, {
    handler: async ({ query, user }) => listDocuments(deps.database, user, query),
  });

  implement(app, documentGet, {
    handler: async ({ params, user, lang }) => {
      const detail = await documentDetail(deps.database, user, params.id, lang);
      if (!detail) throw errors.notFound();
      return detail;
    },
  });

  implement(app, documentUpdate, {
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

  implement(app, documentDelete, {
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

  implement(app, documentMap, {
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

  implement(app, documentUnmap, {
    handler: async ({ req, reply, params, user }) => {
      const relation = await findRelation(deps.database, user.company_uuid, params.relationId);
      if (!relation) throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) => unmapDocument(m, user, relation));
    },
  });

  implement(app, documentSearchRelation, {
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

  implement(app, documentBookmark, {
    handler: async ({ req, reply, body, user }) => {
      if (!(await findDocument(deps.database, user.company_uuid, body.document_uuid)))
        throw errors.notFound();
      return deps.mutations.forRequest(req, reply, (m) =>
        toggle(m, user, 'document', body.document_uuid),
      );
    },
  });

  implement(app, folderListByDate, {
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

  implement(app, folderList, {
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
