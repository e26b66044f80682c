import type { FastifyInstance } from 'fastify';
import {
  regulationCentral,
  regulationDocument,
  regulationGet,
  regulationHierarchy,
  regulationHierarchyList,
  regulationList,
} from '../../../contract/api/regulation-endpoints';
import type { Deps } from '../../deps';
import { can, type AuthUser } from '../../lib/auth-user';
import { serveFile } from '../../storage/download';
import { AppError, errors } from '../../lib/errors';
import { implement, isUuid } from '../../lib/route';
import { iso, toPage } from '../../lib/page';
import { callerOf } from '../../lib/caller';
import { countLinks, listLinkedRegulations, listLinks } from './hierarchy.repository';
import { regulationActions } from './regulations.policy';
import {
  presentCentral,
  presentLink,
  presentRegulation,
  presentSummaryCounts,
} from './regulations.presenter';
import {
  findDocument,
  findRegulation,
  linkedObligations,
  listRegulations,
  regulationDocuments,
} from './regulations.repository';

export async function regulationRoutes(app: FastifyInstance, deps: Deps) {
  /** The regulation behind an :id, within the caller's tenant, or 404. */
  const regulationOr404 = async (id: string, user: AuthUser, lang: 'en' | 'id') => {
    const row = isUuid(id) ? await findRegulation(deps.database, callerOf(user), id, lang) : null;
    if (!row) throw errors.notFound();
    return row;
  };

  implement(app, regulationList, {
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listRegulations(deps.database, callerOf(user), query, lang);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  implement(app, regulationHierarchyList, {
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listLinkedRegulations(
        deps.database,
        user.company_uuid,
        lang,
        query.page,
        query.limit,
      );
      return toPage(rows, total, query.page, query.limit);
    },
  });

  implement(app, regulationDocument, {
    handler: async ({ req, query, user }) => {
      const doc = isUuid(query.doc_guid)
        ? await findDocument(deps.database, user.company_uuid, query.doc_guid)
        : null;
      if (!doc) throw new AppError('not_found', 'regulation_document_not_found');
      const { storage_key, mime_type, ...info } = doc;
      if (query.download === '1') {
        if (!can(user, 'download_regulation', 'view'))
          throw errors.forbidden('document_unauthorized');
        return serveFile(
          deps.storage,
          req,
          { key: storage_key, file_name: doc.file_name, mime_type },
          () => new AppError('not_found', 'regulation_document_not_found'),
        );
      }
      return { ...info, created_at: iso(doc.created_at) };
    },
  });

  implement(app, regulationGet, {
    handler: async ({ params, user, lang }) => {
      const row = await regulationOr404(params.id, user, lang);
      const [documents, counts, obligations] = await Promise.all([
        regulationDocuments(deps.database, row.regulation_guid),
        countLinks(deps.database, user.company_uuid, row.regulation_guid),
        linkedObligations(deps.database, callerOf(user), row.regulation_guid, lang),
      ]);
      const actions = regulationActions(user);
      return presentRegulation(
        row,
        { documents, hierarchy_summary: presentSummaryCounts(counts), obligations, actions },
        lang,
      );
    },
  });

  implement(app, regulationCentral, {
    handler: async ({ params, user, lang }) => {
      const row = await regulationOr404(params.id, user, lang);
      const { rows } = await listLinks(deps.database, user.company_uuid, row.regulation_guid, lang);
      return presentCentral(row, rows);
    },
  });

  implement(app, regulationHierarchy, {
    handler: async ({ params, query, user, lang }) => {
      const row = await regulationOr404(params.id, user, lang);
      const { rows, total } = await listLinks(
        deps.database,
        user.company_uuid,
        row.regulation_guid,
        lang,
        query,
      );
      return toPage(
        rows.map((r) => presentLink(r, lang)),
        total,
        query.page,
        query.limit,
      );
    },
  });
}
