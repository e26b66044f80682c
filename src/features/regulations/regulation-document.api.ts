/**
 * `regulationDocument` with `download=1`: a regulation document's file, downloaded with
 * its progress and saved under its original name. The failures are the specification's
 * messages in the user's language: 404 "Regulation Document Not Found" (not a document of a
 * regulation the subscription includes), 403 "This document is unauthorized" (no
 * `download_regulation` module). A file answer's error body is not read, so the text follows the
 * status.
 */
import { useTranslation } from 'react-i18next';
import { regulationDocument } from '../../../contract/api/regulation-endpoints';
import type { ApiError } from '../../lib/api-client';
import { downloadEndpoint, type DownloadedFile } from '../../lib/download';
import { i18n } from '../../lib/i18n';
import { useFileDownloads } from '../../lib/use-file-download';

export const fetchRegulationDocumentFile = (
  docGuid: string,
  onProgress?: (fraction: number | null) => void,
): Promise<DownloadedFile> =>
  downloadEndpoint(regulationDocument, { query: { doc_guid: docGuid, download: '1' } }, onProgress);

/** The user's text for a failed regulation document download. */
export function regulationDownloadMessage(error: ApiError | null): string {
  if (!error || error.isNetworkError) return i18n.t('regulations:downloadOffline');
  if (error.status === 404) return i18n.t('messages:regulation_document_not_found');
  if (error.status === 403) return i18n.t('messages:document_unauthorized');
  return error.message;
}

/** The download state of each document of a screen, by doc_guid. */
export function useRegulationDocumentDownload() {
  useTranslation('regulations'); // re-render on a language change
  const { states, start } = useFileDownloads(regulationDownloadMessage);
  const download = (docGuid: string, fallbackName: string) =>
    start(docGuid, (p) => fetchRegulationDocumentFile(docGuid, p), fallbackName);
  return { downloads: states, download };
}
