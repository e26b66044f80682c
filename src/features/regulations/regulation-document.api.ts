/**
 * GET /regulation/document?doc_guid=: a regulation document's file information (the download).
 * A 404 answers "Regulation Document Not Found", shown as the server sent it, in the current
 * language when it is a known message.
 */
import { useState } from 'react';
import type { RegulationDocumentInfo } from '../../../contract/api/regulations';
import type { Envelope } from '../../../contract/envelope';
import { ApiError, api } from '../../lib/api-client';
import { translateServerText } from '../../lib/i18n';

export async function fetchRegulationDocument(docGuid: string): Promise<RegulationDocumentInfo> {
  const { data } = await api.get<Envelope<RegulationDocumentInfo>>('/regulation/document', { params: { doc_guid: docGuid } });
  return data.data;
}

export type DocumentDownload =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; info: RegulationDocumentInfo }
  | { state: 'error'; message: string };

/** The download state of each document of a screen, by doc_guid. */
export function useRegulationDocumentDownload() {
  const [downloads, setDownloads] = useState<Record<string, DocumentDownload>>({});
  const set = (guid: string, d: DocumentDownload) => setDownloads((prev) => ({ ...prev, [guid]: d }));
  const download = async (docGuid: string) => {
    set(docGuid, { state: 'loading' });
    try {
      set(docGuid, { state: 'ready', info: await fetchRegulationDocument(docGuid) });
    } catch (error) {
      const message = error instanceof ApiError ? translateServerText(error.message) : String(error);
      set(docGuid, { state: 'error', message });
    }
  };
  return { downloads, download };
}
