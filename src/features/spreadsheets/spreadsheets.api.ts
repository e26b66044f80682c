/**
 * The spreadsheet downloads (xlsx, named by the server's Content-Disposition): the templates, the
 * sector export, the obligation lists, the downloads about one obligation or one regulation and
 * the regulation library. Each is a function of its progress callback, for `DownloadButtons`.
 */
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
} from '../../../contract/api/spreadsheet-endpoints';
import { downloadEndpoint, type DownloadedFile, type DownloadProgress } from '../../lib/download';

export type Getter = (onProgress: DownloadProgress) => Promise<DownloadedFile>;

export const spreadsheets = {
  regframeTemplate: (): Getter => (p) => downloadEndpoint(regframeTemplateDownload, {}, p),
  regulationTemplate: (): Getter => (p) =>
    downloadEndpoint(templateDownload, { params: { file: 'regulation-template.xlsx' } }, p),
  sectorExport:
    (sector_uuid: string): Getter =>
    (p) =>
      downloadEndpoint(sectorExportDownload, { body: { sector_uuid } }, p),
  dataExcel:
    (sector_uuid?: string): Getter =>
    (p) =>
      downloadEndpoint(obligationsExcelDownload, { body: sector_uuid ? { sector_uuid } : {} }, p),
  updates:
    (sector_uuid?: string): Getter =>
    (p) =>
      downloadEndpoint(obligationUpdatesDownload, { query: sector_uuid ? { sector_uuid } : {} }, p),
  obligationCompanies:
    (obligation_uuid: string): Getter =>
    (p) =>
      downloadEndpoint(obligationCompaniesDownload, { body: { obligation_uuid } }, p),
  obligationRegulations:
    (obligation_uuid: string): Getter =>
    (p) =>
      downloadEndpoint(obligationRegulationsDownload, { body: { obligation_uuid } }, p),
  regulationCompanies:
    (regulation_guid: string): Getter =>
    (p) =>
      downloadEndpoint(regulationCompaniesDownload, { body: { regulation_guid } }, p),
  regulationObligations:
    (regulation_guid: string): Getter =>
    (p) =>
      downloadEndpoint(regulationObligationsDownload, { body: { regulation_guid } }, p),
  regulationLibrary: (): Getter => (p) => downloadEndpoint(regulationLibraryDownload, {}, p),
};
