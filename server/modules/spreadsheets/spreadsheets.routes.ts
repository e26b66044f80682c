/**
 * The spreadsheet downloads (spec section 7): the regframe and regulation templates, the sector
 * export, the obligation lists, the downloads about one obligation or one regulation and the
 * regulation library export. Every one answers an xlsx with Content-Disposition. The provider's
 * tools are gated by module `content` (403 to every customer); the lists a customer may download
 * (its library's obligations, updates, an obligation's regulations, a regulation's obligations)
 * read through the obligation and regulation policies, so a draft never reaches a customer.
 */
import type { FastifyInstance } from 'fastify';
import {
  obligationCompaniesDownload,
  obligationRegulationsDownload,
  obligationsExcelDownload,
  obligationUpdatesDownload,
  regframeTemplateDownload,
  regulationCompaniesDownload,
  regulationLibraryDownload,
  regulationObligationsDownload,
  sectorExportDownload,
  templateDownload,
  uploadedTemplateDownload,
} from '../../../contract/api/spreadsheet-endpoints';
import type { TEMPLATE_FILES } from '../../../contract/api/spreadsheets';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
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
import { today, workbookOf, xlsxAnswer, xlsxName, type Lang, type Sheet } from './xlsx';

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

  implement(app, regframeTemplateDownload, {
    handler: ({ lang }) => file(regframeTemplate(lang), lang, 'regframe-template.xlsx'),
  });

  implement(app, templateDownload, {
    handler: ({ params, lang }) => template(params.file, lang),
  });

  implement(app, uploadedTemplateDownload, {
    handler: ({ params, lang }) => template(params.file, lang),
  });

  implement(app, sectorExportDownload, {
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

  implement(app, obligationsExcelDownload, {
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

  implement(app, obligationUpdatesDownload, {
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

  implement(app, obligationCompaniesDownload, {
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

  implement(app, obligationRegulationsDownload, {
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

  implement(app, regulationCompaniesDownload, {
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

  implement(app, regulationObligationsDownload, {
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

  implement(app, regulationLibraryDownload, {
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
