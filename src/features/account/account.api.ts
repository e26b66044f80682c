/** GET /users/account: the caller's own fields, read online for the account settings form. */
import { useEffect, useState } from 'react';
import type { OwnAccount } from '../../../contract/api/account-access';
import type { MicrosoftAccountAnswer } from '../../../contract/api/microsoft';
import type { Envelope } from '../../../contract/envelope';
import { ApiError, api } from '../../lib/api-client';

export async function fetchOwnAccount(): Promise<OwnAccount> {
  const { data } = await api.get<Envelope<OwnAccount>>('/users/account');
  return data.data;
}

/** GET /users/account/microsoft: the Microsoft account linked to the caller's, and whether linking is possible. */
export async function fetchMicrosoftAccount(): Promise<MicrosoftAccountAnswer> {
  const { data } = await api.get<Envelope<MicrosoftAccountAnswer>>('/users/account/microsoft');
  return data.data;
}

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
