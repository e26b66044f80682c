/**
 * The spreadsheet calls, declared once (contract/endpoint.ts): the xlsx downloads (templates,
 * exports, the lists about one obligation or one regulation, the regulation library) and the
 * regframe import. server/modules/spreadsheets implements them; src/features/spreadsheets
 * downloads through them and the authoring workspace imports through `regframeImport`.
 */
import { z } from 'zod';
import { endpoint, type EndpointDef } from '../endpoint';
import type { Access } from '../modules';
import { CONTENT_VIEW } from './authoring-endpoints';
import { OBLIGATION_VIEW } from './obligation-endpoints';
import { REGULATION_VIEW } from './regulation-endpoints';
import {
  REGFRAME_MAX_UNPACKED_MB,
  regframeImportAnswer,
  regframeImportForm,
} from './regframe-import';
import {
  dataExcelBody,
  downloadUpdatesQuery,
  obligationDownloadBody,
  regulationDownloadBody,
  sectorExportBody,
  templateFileParams,
} from './spreadsheets';

/** The content type of every download here. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The provider's tools: module `content` (403 to every customer). */
const PROVIDER = CONTENT_VIEW;
/** The regframe import: module `import` (the provider's). */
const IMPORT_CREATE = { module: 'import', action: 'create' } as const satisfies Access;

/** A download: an xlsx answer, no JSON envelope. */
const xlsxDownload = <
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  def: Omit<EndpointDef<z.ZodNull, B, Q, P>, 'response' | 'example' | 'produces'>,
) =>
  endpoint<z.ZodNull, B, Q, P>({
    ...def,
    produces: XLSX_TYPE,
    response: z.null(),
    example: null,
  });

export const regframeTemplateDownload = xlsxDownload({
  method: 'GET',
  path: '/regframe/template',
  access: PROVIDER,
  summary: 'The regframe import template: its header row and the allowed codes (xlsx)',
});

export const templateDownload = xlsxDownload({
  method: 'GET',
  path: '/documents/template/:file',
  access: PROVIDER,
  summary:
    'A named template (xlsx): `regframe-template.xlsx` or `regulation-template.xlsx`; any other name 404',
  params: templateFileParams,
  errors: [404],
});

export const uploadedTemplateDownload = xlsxDownload({
  method: 'GET',
  path: '/documents/uploads/regframe-template/:file',
  access: PROVIDER,
  summary:
    'A template by its file name, as GET /documents/template/{file}: `regframe-template.xlsx` or `regulation-template.xlsx`; any other name 404',
  params: templateFileParams,
  errors: [404],
});

export const sectorExportDownload = xlsxDownload({
  method: 'POST',
  path: '/export',
  access: PROVIDER,
  summary:
    'One sector’s content in the regframe layout (xlsx), drafts included with their status, for the editor',
  body: sectorExportBody,
  errors: [404],
});

export const obligationsExcelDownload = xlsxDownload({
  method: 'POST',
  path: '/export/data-excel',
  access: OBLIGATION_VIEW,
  summary:
    'The obligations the caller may read (xlsx), optionally of one sector or matching `search`',
  body: dataExcelBody,
  errors: [404],
});

export const obligationUpdatesDownload = xlsxDownload({
  method: 'GET',
  path: '/obligations/download-updates',
  access: OBLIGATION_VIEW,
  summary: 'The obligations changed since `since` (default: the last 90 days), newest first (xlsx)',
  query: downloadUpdatesQuery,
  errors: [404],
});

export const obligationCompaniesDownload = xlsxDownload({
  method: 'POST',
  path: '/obligations/download-subscribed-companies',
  access: PROVIDER,
  summary: 'The customer companies holding compliances on an obligation, with their counts (xlsx)',
  body: obligationDownloadBody,
  errors: [404],
});

export const obligationRegulationsDownload = xlsxDownload({
  method: 'POST',
  path: '/obligations/download-regulations',
  access: OBLIGATION_VIEW,
  summary:
    'The regulations an obligation rests on (xlsx); an obligation the caller may not see is 404',
  body: obligationDownloadBody,
  errors: [404],
});

export const regulationCompaniesDownload = xlsxDownload({
  method: 'POST',
  path: '/regulations/download-subscribed-companies',
  access: PROVIDER,
  summary:
    'The customer companies holding compliances on the obligations resting on a regulation (xlsx)',
  body: regulationDownloadBody,
  errors: [404],
});

export const regulationObligationsDownload = xlsxDownload({
  method: 'POST',
  path: '/regulations/download-obligations',
  access: REGULATION_VIEW,
  summary: 'The obligations resting on a regulation that the caller may read (xlsx)',
  body: regulationDownloadBody,
  errors: [404],
});

export const regulationLibraryDownload = xlsxDownload({
  method: 'GET',
  path: '/regulation/sync-on-export',
  access: PROVIDER,
  summary:
    'The regulation library (xlsx): every regulation with its counts, and every hierarchy link',
});

export const regframeImport = endpoint({
  method: 'POST',
  path: '/upload',
  access: IMPORT_CREATE,
  summary:
    'Import a regframe spreadsheet: new draft obligations, or an export’s obligations changed',
  description:
    'Multipart: the workbook in `file` (.xlsx from GET /regframe/template or POST /export, at most 10 MB: 413 above), `lang` for the ' +
    'report, `import_valid` "true" to write the valid rows and skip the others. The first sheet is read; its header names the columns ' +
    'in English or Indonesian. Every cell in error is listed as `errors["<row>.<column>"]` in a 422 `archive_invalid` and nothing is ' +
    'written, unless `import_valid` is set (then the skipped rows are in `problems`). Formula cells, workbooks unpacking past ' +
    `${REGFRAME_MAX_UNPACKED_MB} MB and malformed packages are refused.`,
  form: regframeImportForm,
  response: regframeImportAnswer,
  status: 201,
  message: 'regframe_imported',
  example: {
    rows: 2,
    created: 1,
    updated: 1,
    unchanged: 0,
    topics_created: 1,
    skipped: 0,
    obligation_uuids: [
      '0b9c2f4e-8f3a-4c7e-9d51-2a6b7c8d9e01',
      '1c0d3a5f-9a4b-4d8f-8e62-3b7c8d9e0f12',
    ],
    problems: [],
  },
  errors: [413, 422],
});
