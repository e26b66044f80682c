/** The caller's own fields, read online for the account settings form. */
import { useEffect, useState } from 'react';
import type { OwnAccount } from '../../../contract/api/account-access';
import { ownAccountGet } from '../../../contract/api/account-endpoints';
import { microsoftAccountGet } from '../../../contract/api/auth-endpoints';
import type { MicrosoftAccountAnswer } from '../../../contract/api/microsoft';
import { ApiError } from '../../lib/api-client';
import { readEndpoint } from '../../lib/endpoint-read';

export const fetchOwnAccount = (): Promise<OwnAccount> => readEndpoint(ownAccountGet, {});

/** The Microsoft account linked to the caller's, and whether linking is possible. */
export const fetchMicrosoftAccount = (): Promise<MicrosoftAccountAnswer> =>
  readEndpoint(microsoftAccountGet, {});

export type OwnAccountRead =
  | { state: 'loading' }
  | { state: 'ready'; account: OwnAccount }
  | { state: 'offline' }
  | { state: 'error'; message: string };

/** Reads the account while online; `retry()` reads again after a failure. */
export function useOwnAccount(online: boolean): OwnAccountRead & { retry: () => void } {
  const [round, setRound] = useState(0);
  const [read, setRead] = useState<{ round: number; value: OwnAccountRead } | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchOwnAccount().then(
      (account) => live && setRead({ round, value: { state: 'ready', account } }),
      (error: unknown) => {
        if (!live) return;
        const offline = !(error instanceof ApiError) || error.isNetworkError;
        setRead({
          round,
          value: offline ? { state: 'offline' } : { state: 'error', message: error.message },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [online, round]);
  // A loaded account stays on screen while a new read runs, and offline.
  let shown: OwnAccountRead;
  if (read?.value.state === 'ready') shown = read.value;
  else if (!online) shown = { state: 'offline' };
  else shown = read?.round === round ? read.value : { state: 'loading' };
  return { ...shown, retry: () => setRound((r) => r + 1) };
}
