/**
 * File downloads through the api client: the bytes as a Blob with the progress of the transfer
 * (axios `onDownloadProgress`), the original name from `Content-Disposition` (the RFC 5987
 * `filename*` first, then the ASCII `filename`), and saving a Blob under a name in the browser.
 * No timeout: a large file may take longer than the API's usual 30 s.
 */
import { requestOf, type EndpointDef, type RequestInput } from '../../contract/endpoint';
import { api } from './api-client';

export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** A fraction 0..1, or null when the server sent no length. */
export type DownloadProgress = (fraction: number | null) => void;

/** The file name of a `Content-Disposition` header, or null. */
export function fileNameOf(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(disposition);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : null;
}

/** GETs `path` as a file; rejects with the client's ApiError (status 4xx/5xx, or null offline). */
export async function downloadFile(
  path: string,
  params: Record<string, string> = {},
  onProgress?: DownloadProgress,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await api.get<Blob>(path, {
    params,
    signal,
    timeout: 0,
    responseType: 'blob',
    onDownloadProgress: (e) => onProgress?.(e.total ? Math.min(1, e.loaded / e.total) : null),
  });
  const blob =
    response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  return { blob, fileName: fileNameOf(response.headers['content-disposition']) };
}

/** POSTs `body` to `path` and takes the answer as a file (the spreadsheet exports); rejects as downloadFile. */
export async function downloadPost(
  path: string,
  body: unknown,
  onProgress?: DownloadProgress,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const response = await api.post<Blob>(path, body, {
    signal,
    timeout: 0,
    responseType: 'blob',
    onDownloadProgress: (e) => onProgress?.(e.total ? Math.min(1, e.loaded / e.total) : null),
  });
  const blob =
    response.data instanceof Blob ? response.data : new Blob([response.data as BlobPart]);
  return { blob, fileName: fileNameOf(response.headers['content-disposition']) };
}

/**
 * The file an endpoint declared in contract/api answers (a GET download, or a POST export): its
 * path and parameters from the declaration, so a screen names no path string.
 */
export function downloadEndpoint<E extends EndpointDef>(
  e: E,
  input: RequestInput<E>,
  onProgress?: DownloadProgress,
  signal?: AbortSignal,
): Promise<DownloadedFile> {
  const request = requestOf(e, input);
  if (request.method === 'GET') {
    const query = (request.query ?? {}) as Record<string, string>;
    return downloadFile(request.path, query, onProgress, signal);
  }
  return downloadPost(request.path, request.body, onProgress, signal);
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has handed the URL over; revoke it once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
