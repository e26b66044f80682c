/**
 * A screen's file downloads with their progress, one state per key (a document or a regulation
 * document): running with the fraction received, done with the name it was saved under, or failed
 * with the user's text. The file is
 * handed to the browser under the server's name (Content-Disposition) or the screen's fallback.
 */
import { useState } from 'react';
import { ApiError } from './api-client';
import { saveBlob, type DownloadedFile } from './download';

export type FileDownload =
  | { state: 'idle' }
  | { state: 'running'; fraction: number | null }
  | { state: 'done'; fileName: string; size: number }
  | { state: 'error'; status: number | null; message: string };

/**
 * Downloads with progress, one state per key (a document or regulation document id). `get` loads
 * the file; `fallbackName` names it when the server sent no name; `messageOf` turns a failure
 * into the user's text (a file answer carries no readable message).
 */
export function useFileDownloads(messageOf: (error: ApiError | null) => string) {
  const [states, setStates] = useState<Record<string, FileDownload>>({});
  const set = (key: string, s: FileDownload) => setStates((prev) => ({ ...prev, [key]: s }));
  const start = async (
    key: string,
    get: (onProgress: (f: number | null) => void) => Promise<DownloadedFile>,
    fallbackName: string,
  ) => {
    set(key, { state: 'running', fraction: 0 });
    try {
      const file = await get((fraction) => set(key, { state: 'running', fraction }));
      const fileName = file.fileName ?? fallbackName;
      saveBlob(file.blob, fileName);
      set(key, { state: 'done', fileName, size: file.blob.size });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      set(key, { state: 'error', status: apiError?.status ?? null, message: messageOf(apiError) });
    }
  };
  return { states, start };
}
