/**
 * A server read the online app makes (admin screens: users, roles, groups, directory, operations): loading, the data, offline, or
 * the server's message; `reload()` reads again (after a write).
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-client';

export type OnlineRead<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'offline' }
  | { state: 'error'; message: string };

export function useOnlineRead<T>(
  key: string | null,
  online: boolean,
  load: () => Promise<T>,
): OnlineRead<T> & { reload: () => void } {
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<{ id: string; value: OnlineRead<T> } | null>(null);
  const id = `${key}#${round}`;
  useEffect(() => {
    if (!online || key === null) return;
    let live = true;
    load().then(
      (data) => live && setResult({ id, value: { state: 'ready', data } }),
      (error: unknown) => {
        if (!live) return;
        const offline = !(error instanceof ApiError) || error.isNetworkError;
        setResult({
          id,
          value: offline ? { state: 'offline' } : { state: 'error', message: error.message },
        });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; the key and round name what it loads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, online]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  // While a reload runs the previous answer stays on screen (no flash of the loader).
  const shown: OnlineRead<T> = !online
    ? { state: 'offline' }
    : result?.id === id
      ? result.value
      : result && result.value.state === 'ready'
        ? result.value
        : { state: 'loading' };
  return { ...shown, reload };
}
