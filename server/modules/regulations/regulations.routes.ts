import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hierarchyPageQuery, regulationDocumentQuery, regulationListQuery } from '../../../contract/api/regulations';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import { defineRoute, isUuid } from '../../lib/route';
import { iso, toPage } from '../library/page.presenter';
import { callerOf } from '../library/caller';
import { countLinks, listLinkedRegulations, listLinks } from './hierarchy.repository';
import { regulationActions } from './regulations.policy';
import { presentCentral, presentLink, presentRegulation, presentSummaryCounts } from './regulations.presenter';
import { findDocument, findRegulation, linkedObligations, listRegulations, regulationDocuments } from './regulations.repository';

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
    query: regulationListQuery,
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listRegulations(deps.database, callerOf(user), query, lang);
      return { message: message('success', lang), data: toPage(rows, total, query.page, query.limit) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/regulations/hierarchy/list',
    access: { module: 'regulation', action: 'view' },
    query: hierarchyPageQuery,
    handler: async ({ query, user, lang }) => {
      const { rows, total } = await listLinkedRegulations(deps.database, user.company_uuid, lang, query.page, query.limit);
      return { message: message('success', lang), data: toPage(rows, total, query.page, query.limit) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/regulation/document',
    access: { module: 'regulation', action: 'view' },
    query: regulationDocumentQuery,
    handler: async ({ query, user, lang }) => {
      const doc = isUuid(query.doc_guid) ? await findDocument(deps.database, user.company_uuid, query.doc_guid) : null;
      if (!doc) throw new AppError('not_found', 'regulation_document_not_found');
      return { message: message('success', lang), data: { ...doc, created_at: iso(doc.created_at) } };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/regulations/:id',
    access: { module: 'regulation', action: 'view' },
    params: idParams,
    handler: async ({ params, user, lang }) => {
      const row = await regulationOr404(params.id, user, lang);
      const [documents, counts, obligations] = await Promise.all([
        regulationDocuments(deps.database, row.regulation_guid),
        countLinks(deps.database, user.company_uuid, row.regulation_guid),
        linkedObligations(deps.database, callerOf(user), row.regulation_guid, lang),
      ]);
      const actions = regulationActions(user);
      const data = presentRegulation(row, { documents, hierarchy_summary: presentSummaryCounts(counts), obligations, actions }, lang);
      return { message: message('success', lang), data };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/regulations/central/:id',
    access: { module: 'regulation', action: 'view' },
    params: idParams,
    handler: async ({ params, user, lang }) => {
      const row = await regulationOr404(params.id, user, lang);
      const { rows } = await listLinks(deps.database, user.company_uuid, row.regulation_guid, lang);
      return { message: message('success', lang), data: presentCentral(row, rows) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/v2/regulations/hierarchy/:id',
    access: { module: 'regulation', action: 'view' },
    params: idParams,
    query: hierarchyPageQuery,
    handler: async ({ params, query, user, lang }) => {
      const row = await regulationOr404(params.id, user, lang);
      const { rows, total } = await listLinks(deps.database, user.company_uuid, row.regulation_guid, lang, query);
      const links = rows.map((r) => presentLink(r, lang));
      return { message: message('success', lang), data: toPage(links, total, query.page, query.limit) };
    },
  });
}
