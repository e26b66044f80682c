/**
 * A server read that only the online app can make (hierarchy, central view): loading, the data,
 * "offline" (no connection, or no answer arrived), or the server's error.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';

export type RemoteResult<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'offline' }
  | { state: 'error'; message: string };

/** Runs `load` when online; `offline` when not, or when no answer arrives. */
export function useRemote<T>(
  key: string,
  online: boolean,
  load: () => Promise<T>,
): RemoteResult<T> {
  const [result, setResult] = useState<{ key: string; value: RemoteResult<T> } | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    load().then(
      (data) => live && setResult({ key, value: { state: 'ready', data } }),
      (error: unknown) => {
        if (!live) return;
        const offline = !(error instanceof ApiError) || error.isNetworkError;
        setResult({
          key,
          value: offline ? { state: 'offline' } : { state: 'error', message: error.message },
        });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; the key names what it loads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online]);
  if (!online) return { state: 'offline' };
  return result?.key === key ? result.value : { state: 'loading' };
}
