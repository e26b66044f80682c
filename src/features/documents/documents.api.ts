/**
 * The document library's online reads (outside the kit): the company's folders, a document's
 * detail with its relations, the relation candidates (a page: the list in `data.data`), and the
 * file download with its progress. Each through its endpoint in contract/api/document-endpoints.ts.
 */
import {
  documentDownload,
  documentGet,
  documentSearchRelation,
  folderList,
} from '../../../contract/api/document-endpoints';
import type {
  DocumentDetail,
  FolderItem,
  RelationCandidate,
  RelationType,
} from '../../../contract/api/documents';
import { type DownloadedFile, downloadEndpoint } from '../../lib/download';
import { readAllPages, readEndpoint } from '../../lib/endpoint-read';

/** Every folder of the company, by topic and by compliance (the list is paged: read whole). */
export const fetchFolders = (): Promise<FolderItem[]> => readAllPages(folderList, {});

export const fetchDocumentDetail = (id: string): Promise<DocumentDetail> =>
  readEndpoint(documentGet, { params: { id } });

export async function searchRelations(
  documentUuid: string,
  type: RelationType,
  search: string,
): Promise<RelationCandidate[]> {
  const answer = await readEndpoint(documentSearchRelation, {
    query: {
      document_uuid: documentUuid,
      type,
      page: 1,
      limit: 20,
      ...(search.trim() ? { search: search.trim() } : {}),
    },
  });
  return answer.data;
}

/** The stored file of a document, with the name the server gives it. */
export const fetchDocumentFile = (
  id: string,
  onProgress?: (fraction: number | null) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> =>
  downloadEndpoint(documentDownload, { params: { id } }, onProgress, signal);
