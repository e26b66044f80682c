/**
 * Microsoft sign-in on the login page: whether the server configured it (GET /client-config,
 * read with `fetch`), the button's action (the MSAL chunk, microsoft-sign-in.ts, loaded on the
 * click), and the popup's return (MICROSOFT_RETURN_PATH): the redirect bridge hands MSAL's
 * answer to the window that opened the popup, which closes.
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
export function isMicrosoftPopupReturn(
  location: Pick<Location, 'hash' | 'search'>,
  opened: boolean,
): boolean {
  const answer = `${location.search}&${location.hash.replace(/^#/, '')}`;
  return opened && /[?&]state=/.test(answer) && /[?&](code|error)=/.test(answer);
}

/**
 * In MSAL's popup: passes its answer to the opener (BroadcastChannel) and closes the popup.
 * Answers false when this page holds no answer (opened by hand) or the bridge failed.
 */
export async function finishMicrosoftPopup(): Promise<boolean> {
  if (!isMicrosoftPopupReturn(window.location, true)) return false;
  try {
    const bridge = await import('@azure/msal-browser/redirect-bridge');
    await bridge.broadcastResponseToMainFrame();
    return true;
  } catch {
    return false;
  }
}
