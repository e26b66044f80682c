/**
 * The document library's online reads (outside the kit): the company's folders (GET
 * /folders/list), a document's detail with its relations (GET /documents/detail/{id}), the
 * relation candidates (GET /documents/search-relation, the list in `data.data`), and the file
 * download with its progress (GET /documents/download/{id}).
 */
import type {
  DocumentDetail,
  FolderItem,
  RelationCandidate,
  RelationType,
} from '../../../contract/api/documents';
import type { Envelope } from '../../../contract/envelope';
import { fetchAllPages } from '../../lib/all-pages';
import { api } from '../../lib/api-client';
import { downloadFile, type DownloadedFile } from '../../lib/download';

/** Every folder of the company, by topic and by compliance (the list is paged: read whole). */
export const fetchFolders = (): Promise<FolderItem[]> => fetchAllPages<FolderItem>('/folders/list');

export async function fetchDocumentDetail(id: string): Promise<DocumentDetail> {
  const { data } = await api.get<Envelope<DocumentDetail>>(
    `/documents/detail/${encodeURIComponent(id)}`,
  );
  return data.data;
}

export async function searchRelations(
  documentUuid: string,
  type: RelationType,
  search: string,
): Promise<RelationCandidate[]> {
  const params: Record<string, string | number> = {
    document_uuid: documentUuid,
    type,
    page: 1,
    limit: 20,
  };
  if (search.trim()) params.search = search.trim();
  const { data } = await api.get<Envelope<{ data: RelationCandidate[] }>>(
    '/documents/search-relation',
    { params },
  );
  return data.data.data;
}

/** The stored file of a document, with the name the server gives it. */
export const fetchDocumentFile = (
  id: string,
  onProgress?: (fraction: number | null) => void,
  signal?: AbortSignal,
): Promise<DownloadedFile> =>
  downloadFile(`/documents/download/${encodeURIComponent(id)}`, {}, onProgress, signal);
