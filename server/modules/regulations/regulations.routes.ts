import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  centralExample,
  hierarchyLinksExample,
  hierarchyListExample,
  regulationDetailExample,
  regulationDocumentExample,
  regulationListExample,
} from '../../../contract/api/examples';
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
} from '../../../contract/api/regulations';
import { pageOf } from '../../../contract/envelope';
import type { Deps } from '../../deps';
import { can, type AuthUser } from '../../lib/auth-user';
import { serveFile } from '../../storage/download';
import { AppError, errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
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

const idParams = z.object({ id: z.string() });

export async function regulationRoutes(app: FastifyInstance, deps: Deps) {
  /** The regulation behind an :id, within the caller's tenant, or 404. */
  const regulationOr404 = async (id: string, user: AuthUser, lang: 'en' | 'id') => {
    const row = isUuid(id) ? await findRegulation(deps.database, callerOf(user), id, lang) : null;
    if (!row) throw errors.notFound();
    return row;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/regulations/list',
    access: { module: 'regulation', action: 'view' },
    summary: 'A page of the regulations the caller may read, filtered',
    description: '`is_bookmark=1` lists the caller’s bookmarked regulations.',
    query: regulationListQuery,
    response: pageOf(regulationListItem),
    example: regulationListExample,
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listRegulations(deps.database, callerOf(user), query, lang);
      return toPage(rows, total, query.page, query.limit);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/regulations/hierarchy/list',
    access: { module: 'regulation', action: 'view' },
    summary: 'A page of the regulations that have hierarchy links, with their link counts',
    query: hierarchyPageQuery,
    response: pageOf(hierarchyListItem),
    example: hierarchyListExample,
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

  defineRoute(app, {
    method: 'GET',
    url: '/regulation/document',
    access: { module: 'regulation', action: 'view' },
    summary: 'The metadata of one regulation document, or with `download=1` its file',
    description:
      'A document of a regulation the caller’s subscription includes (else 404 “Regulation Document Not Found”). ' +
      'With `download=1` the answer is the file itself (Content-Length, ranges, the original name), for holders of the ' +
      '`download_regulation` module only (else 403 “This document is unauthorized”).',
    query: regulationDocumentQuery,
    response: regulationDocumentInfo,
    example: regulationDocumentExample,
    errors: [403, 404, 416],
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

  defineRoute(app, {
    method: 'GET',
    url: '/regulations/:id',
    access: { module: 'regulation', action: 'view' },
    summary: 'A regulation with its documents, hierarchy counts and obligations',
    params: idParams,
    response: regulationDetail,
    example: regulationDetailExample,
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

  defineRoute(app, {
    method: 'GET',
    url: '/regulations/central/:id',
    access: { module: 'regulation', action: 'view' },
    summary: 'A regulation and its direct neighbours, grouped by relation',
    params: idParams,
    response: centralView,
    example: centralExample,
    handler: async ({ params, user, lang }) => {
      const row = await regulationOr404(params.id, user, lang);
      const { rows } = await listLinks(deps.database, user.company_uuid, row.regulation_guid, lang);
      return presentCentral(row, rows);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/regulations/hierarchy/:id',
    access: { module: 'regulation', action: 'view' },
    summary: 'A page of a regulation’s hierarchy links',
    params: idParams,
    response: pageOf(hierarchyLink),
    example: hierarchyLinksExample,
    query: hierarchyPageQuery,
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
