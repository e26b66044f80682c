/**
 * The spreadsheet downloads (spec section 7): the regframe and regulation templates, the sector
 * export, the obligation lists, the downloads about one obligation or one regulation and the
 * regulation library export. Every one answers an xlsx with Content-Disposition. The provider's
 * tools are gated by module `content` (403 to every customer); the lists a customer may download
 * (its library's obligations, updates, an obligation's regulations, a regulation's obligations)
 * read through the obligation and regulation policies, so a draft never reaches a customer.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  dataExcelBody,
  downloadUpdatesQuery,
  obligationDownloadBody,
  regulationDownloadBody,
  sectorExportBody,
  templateFileParams,
  TEMPLATE_FILES,
} from '../../../contract/api/spreadsheets';
import type { Access } from '../../../contract/modules';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { defineRoute, type RouteDef } from '../../lib/route';
import { callerOf } from '../../lib/caller';
import {
  companyList,
  obligationList,
  regframeTemplate,
  regulationLibrary,
  regulationList,
  regulationTemplate,
  sectorExport,
} from './sheets';
import {
  canSeeObligationById,
  canSeeRegulationById,
  findSector,
  hierarchyRows,
  obligationRows,
  regulationRows,
  subscribedCompanies,
} from './spreadsheets.repository';
import { today, workbookOf, XLSX_TYPE, xlsxAnswer, xlsxName, type Lang, type Sheet } from './xlsx';

const PROVIDER: Access = { module: 'content', action: 'view' };
const TEMPLATES: Record<(typeof TEMPLATE_FILES)[number], (lang: Lang) => Sheet[]> = {
  'regframe-template.xlsx': regframeTemplate,
  'regulation-template.xlsx': regulationTemplate,
};

const file = async (sheets: Sheet[], lang: Lang, name: string) =>
  xlsxAnswer(await workbookOf(sheets, lang), name);
/** A named template (TEMPLATE_FILES); any other name, an upload's included, is not found. */
const template = (name: string, lang: Lang) => {
  if (!Object.hasOwn(TEMPLATES, name)) throw errors.notFound();
  return file(TEMPLATES[name as keyof typeof TEMPLATES](lang), lang, name);
};
const named = (lang: Lang, en: string, id: string) => `${lang === 'id' ? id : en}-${today()}`;

export async function spreadsheetRoutes(app: FastifyInstance, deps: Deps) {
  const db = deps.database;
  /** A download route: an xlsx answer, no JSON envelope. */
  const download = <
    B extends z.ZodType | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    P extends z.ZodType | undefined = undefined,
  >(
    def: Omit<RouteDef<B, Q, P, z.ZodNull>, 'response' | 'example' | 'produces'>,
  ) =>
    defineRoute<z.ZodNull, B, Q, P>(app, {
      ...def,
      produces: XLSX_TYPE,
      response: z.null(),
      example: null,
    });

  download({
    method: 'GET',
    url: '/regframe/template',
    access: PROVIDER,
    summary: 'The regframe import template: its header row and the allowed codes (xlsx)',
    handler: ({ lang }) => file(regframeTemplate(lang), lang, 'regframe-template.xlsx'),
  });

  download({
    method: 'GET',
    url: '/documents/template/:file',
    access: PROVIDER,
    summary:
      'A named template (xlsx): `regframe-template.xlsx` or `regulation-template.xlsx`; any other name 404',
    params: templateFileParams,
    errors: [404],
    handler: ({ params, lang }) => template(params.file, lang),
  });

  download({
    method: 'GET',
    url: '/documents/uploads/regframe-template/:file',
    access: PROVIDER,
    summary:
      'A template by its file name, as GET /documents/template/{file}: `regframe-template.xlsx` or `regulation-template.xlsx`; any other name 404',
    params: templateFileParams,
    errors: [404],
    handler: ({ params, lang }) => template(params.file, lang),
  });

  download({
    method: 'POST',
    url: '/export',
    access: PROVIDER,
    summary:
      'One sector’s content in the regframe layout (xlsx), drafts included with their status, for the editor',
    body: sectorExportBody,
    errors: [404],
    handler: async ({ body, user, lang }) => {
      const caller = callerOf(user);
      const sector = await findSector(db, caller, body.sector_uuid);
      if (!sector) throw errors.notFound();
      const rows = await obligationRows(db, caller, lang, { sector_uuid: sector.sector_uuid });
      return file(
        sectorExport(rows, lang),
        lang,
        xlsxName(body.filename, `regframe-${sector.code}-${today()}`),
      );
    },
  });

  download({
    method: 'POST',
    url: '/export/data-excel',
    access: { module: 'obligation', action: 'view' },
    summary:
      'The obligations the caller may read (xlsx), optionally of one sector or matching `search`',
    body: dataExcelBody,
    errors: [404],
    handler: async ({ body, user, lang }) => {
      const caller = callerOf(user);
      if (body.sector_uuid && !(await findSector(db, caller, body.sector_uuid)))
        throw errors.notFound();
      const rows = await obligationRows(db, caller, lang, {
        sector_uuid: body.sector_uuid,
        search: body.search,
      });
      return file(
        obligationList(rows, lang),
        lang,
        xlsxName(body.filename, named(lang, 'obligations', 'kewajiban')),
      );
    },
  });

  download({
    method: 'GET',
    url: '/obligations/download-updates',
    access: { module: 'obligation', action: 'view' },
    summary:
      'The obligations changed since `since` (default: the last 90 days), newest first (xlsx)',
    query: downloadUpdatesQuery,
    errors: [404],
    handler: async ({ query, user, lang }) => {
      const caller = callerOf(user);
      if (query.sector_uuid && !(await findSector(db, caller, query.sector_uuid)))
        throw errors.notFound();
      const since = query.since ?? new Date(Date.now() - 90 * 86400_000).toISOString().slice(0, 10);
      const rows = await obligationRows(db, caller, lang, {
        sector_uuid: query.sector_uuid,
        since,
      });
      return file(
        obligationList(rows, lang, true),
        lang,
        `${named(lang, 'obligation-updates', 'pembaruan-kewajiban')}.xlsx`,
      );
    },
  });

  download({
    method: 'POST',
    url: '/obligations/download-subscribed-companies',
    access: PROVIDER,
    summary:
      'The customer companies holding compliances on an obligation, with their counts (xlsx)',
    body: obligationDownloadBody,
    errors: [404],
    handler: async ({ body, user, lang }) => {
      if (!(await canSeeObligationById(db, callerOf(user), body.obligation_uuid)))
        throw errors.notFound();
      const rows = await subscribedCompanies(db, { obligation_uuid: body.obligation_uuid });
      return file(
        companyList(rows),
        lang,
        `${named(lang, 'subscribed-companies', 'perusahaan-berlangganan')}.xlsx`,
      );
    },
  });

  download({
    method: 'POST',
    url: '/obligations/download-regulations',
    access: { module: 'obligation', action: 'view' },
    summary:
      'The regulations an obligation rests on (xlsx); an obligation the caller may not see is 404',
    body: obligationDownloadBody,
    errors: [404],
    handler: async ({ body, user, lang }) => {
      const caller = callerOf(user);
      if (!(await canSeeObligationById(db, caller, body.obligation_uuid))) throw errors.notFound();
      const rows = await regulationRows(db, caller, { obligation_uuid: body.obligation_uuid });
      return file(
        regulationList(rows, lang),
        lang,
        `${named(lang, 'obligation-regulations', 'peraturan-kewajiban')}.xlsx`,
      );
    },
  });

  download({
    method: 'POST',
    url: '/regulations/download-subscribed-companies',
    access: PROVIDER,
    summary:
      'The customer companies holding compliances on the obligations resting on a regulation (xlsx)',
    body: regulationDownloadBody,
    errors: [404],
    handler: async ({ body, user, lang }) => {
      if (!(await canSeeRegulationById(db, callerOf(user), body.regulation_guid)))
        throw errors.notFound();
      const rows = await subscribedCompanies(db, { regulation_guid: body.regulation_guid });
      return file(
        companyList(rows),
        lang,
        `${named(lang, 'subscribed-companies', 'perusahaan-berlangganan')}.xlsx`,
      );
    },
  });

  download({
    method: 'POST',
    url: '/regulations/download-obligations',
    access: { module: 'regulation', action: 'view' },
    summary: 'The obligations resting on a regulation that the caller may read (xlsx)',
    body: regulationDownloadBody,
    errors: [404],
    handler: async ({ body, user, lang }) => {
      const caller = callerOf(user);
      if (!(await canSeeRegulationById(db, caller, body.regulation_guid))) throw errors.notFound();
      const rows = await obligationRows(db, caller, lang, {
        regulation_guid: body.regulation_guid,
      });
      return file(
        obligationList(rows, lang),
        lang,
        `${named(lang, 'regulation-obligations', 'kewajiban-peraturan')}.xlsx`,
      );
    },
  });

  download({
    method: 'GET',
    url: '/regulation/sync-on-export',
    access: PROVIDER,
    summary:
      'The regulation library (xlsx): every regulation with its counts, and every hierarchy link',
    handler: async ({ user, lang }) => {
      const caller = callerOf(user);
      const [regs, links] = await Promise.all([
        regulationRows(db, caller),
        hierarchyRows(db, caller),
      ]);
      return file(
        regulationLibrary(regs, links, lang),
        lang,
        `${named(lang, 'regulations', 'peraturan')}.xlsx`,
      );
    },
  });
}
