/**
 * React access to the kit's kept files (file writes): `useKeptFiles(filter)` lists them live (this
 * tab and the others), `useUploadProgress(key)` follows an upload's bytes in this page.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { onUploadProgress, uploadProgress, type UploadProgress } from './file-write';
import { listKeptFiles, onKeptFilesChange, type KeptFile } from './kept-files';

export interface KeptFilesResult {
  files: KeptFile[];
  loading: boolean;
  error: unknown;
}

/** The kept files the filter accepts (e.g. those of one checklist item), oldest first. */
export function useKeptFiles(
  filter: (file: KeptFile) => boolean = () => true,
  filterKey = '',
): KeptFilesResult {
  const [result, setResult] = useState<KeptFilesResult>({ files: [], loading: true, error: null });
  useEffect(() => {
    let live = true;
    const load = () =>
      void listKeptFiles().then(
        (all) => live && setResult({ files: all.filter(filter), loading: false, error: null }),
        (error: unknown) => live && setResult({ files: [], loading: false, error }),
      );
    load();
    const stop = onKeptFilesChange(load);
    return () => {
      live = false;
      stop();
    };
    // The filter is described by its key (a new function on every render must not reload).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);
  return result;
}

export function useUploadProgress(key: string): UploadProgress | null {
  return useSyncExternalStore(onUploadProgress, () => uploadProgress(key));
}
