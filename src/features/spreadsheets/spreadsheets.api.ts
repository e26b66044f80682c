/**
 * The spreadsheet downloads (xlsx, named by the server's Content-Disposition): the templates, the
 * sector export, the obligation lists, the downloads about one obligation or one regulation and
 * the regulation library. Each is a function of its progress callback, for `DownloadButtons`.
 */
import {
  downloadFile,
  downloadPost,
  type DownloadedFile,
  type DownloadProgress,
} from '../../lib/download';

export type Getter = (onProgress: DownloadProgress) => Promise<DownloadedFile>;

export const spreadsheets = {
  regframeTemplate: (): Getter => (p) => downloadFile('/regframe/template', {}, p),
  regulationTemplate: (): Getter => (p) =>
    downloadFile('/documents/template/regulation-template.xlsx', {}, p),
  sectorExport:
    (sector_uuid: string): Getter =>
    (p) =>
      downloadPost('/export', { sector_uuid }, p),
  dataExcel:
    (sector_uuid?: string): Getter =>
    (p) =>
      downloadPost('/export/data-excel', sector_uuid ? { sector_uuid } : {}, p),
  updates:
    (sector_uuid?: string): Getter =>
    (p) =>
      downloadFile('/obligations/download-updates', sector_uuid ? { sector_uuid } : {}, p),
  obligationCompanies:
    (obligation_uuid: string): Getter =>
    (p) =>
      downloadPost('/obligations/download-subscribed-companies', { obligation_uuid }, p),
  obligationRegulations:
    (obligation_uuid: string): Getter =>
    (p) =>
      downloadPost('/obligations/download-regulations', { obligation_uuid }, p),
  regulationCompanies:
    (regulation_guid: string): Getter =>
    (p) =>
      downloadPost('/regulations/download-subscribed-companies', { regulation_guid }, p),
  regulationObligations:
    (regulation_guid: string): Getter =>
    (p) =>
      downloadPost('/regulations/download-obligations', { regulation_guid }, p),
  regulationLibrary: (): Getter => (p) => downloadFile('/regulation/sync-on-export', {}, p),
};
