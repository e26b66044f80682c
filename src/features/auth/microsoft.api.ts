/**
 * Microsoft sign-in on the login page: whether the server configured it (GET /client-config,
 * read with `fetch`), the button's action (the MSAL chunk, microsoft-sign-in.ts, loaded on the
 * click), and the popup's return: when /login opens inside MSAL's popup with its answer in the
 * address, the redirect bridge hands that answer to the window that opened it and closes.
 */
import { useEffect, useState } from 'react';
import type { ClientConfig } from '../../../contract/api/client-config';
import { loadClientConfig } from '../../lib/client-config';

export function useMicrosoftConfig(): ClientConfig['entra'] {
  const [entra, setEntra] = useState<ClientConfig['entra']>(null);
  useEffect(() => {
    let live = true;
    void loadClientConfig().then((config) => live && setEntra(config?.entra ?? null));
    return () => {
      live = false;
    };
  }, []);
  return entra;
}

export const loadMicrosoftSignIn = () => import('./microsoft-sign-in');

/** True when this page is MSAL's popup coming back with an answer (a code or an error, and its state). */
export function isMicrosoftPopupReturn(location: Pick<Location, 'hash' | 'search'>, opened: boolean): boolean {
  const answer = `${location.search}&${location.hash.replace(/^#/, '')}`;
  return opened && /[?&]state=/.test(answer) && /[?&](code|error)=/.test(answer);
}

/** In MSAL's popup: passes its answer to the opener (BroadcastChannel) and closes the popup. */
export function finishMicrosoftPopup(): void {
  if (!isMicrosoftPopupReturn(window.location, window.opener !== null || window.name.startsWith('msal'))) return;
  void import('@azure/msal-browser/redirect-bridge').then((bridge) => bridge.broadcastResponseToMainFrame()).catch(() => undefined);
}
