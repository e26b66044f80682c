/**
 * Sign-in with Microsoft Entra ID: MSAL's popup (scope User.Read) gives an ID token, which the
 * server verifies (the login call with `msalToken` in its query); then the session starts as after a password.
 * Its own chunk with @azure/msal-browser, loaded only when the user presses the button: the login
 * page's entry stays small. The popup returns to MICROSOFT_RETURN_PATH, whose screen hands the
 * answer back to this window (MSAL v5's redirect bridge).
 */
import { BrowserAuthError, PublicClientApplication } from '@azure/msal-browser';
import { MICROSOFT_RETURN_PATH, type ClientConfig } from '../../../contract/api/client-config';
import { authLogin } from '../../../contract/api/auth-endpoints';
import { readEndpoint } from '../../lib/endpoint-read';
import { startSession } from '../../state/session';
import type { LoginFailure } from './login.api';
import { loadProfile, type ProfileOutcome } from './profile.api';
import { toLoginFailure } from './sign-in';

export type MicrosoftEntra = NonNullable<ClientConfig['entra']>;
export const MICROSOFT_SCOPES = ['User.Read'];
/** Where the popup lands: the return page, which hands MSAL's answer back (microsoft-return-screen.tsx). */
export const redirectUri = () => `${window.location.origin}${MICROSOFT_RETURN_PATH}`;

const failure = (message: string): LoginFailure => ({
  message,
  code: 'sso',
  errors: {},
  attempts: null,
});

/**
 * MSAL's popup for an ID token of the user's Microsoft account: the login page signs in with it,
 * the account page links it (`linkMicrosoft`). A failure is a message key.
 */
export async function microsoftIdToken(
  entra: MicrosoftEntra,
): Promise<{ idToken: string; email: string } | { failure: string } | { cancelled: true }> {
  try {
    const msal = new PublicClientApplication({
      auth: { clientId: entra.client_id, authority: entra.authority, redirectUri: redirectUri() },
      cache: { cacheLocation: 'sessionStorage' },
    });
    await msal.initialize();
    const result = await msal.loginPopup({ scopes: MICROSOFT_SCOPES, prompt: 'select_account' });
    return { idToken: result.idToken, email: result.account.username };
  } catch (error) {
    if (error instanceof BrowserAuthError && error.errorCode === 'user_cancelled')
      return { cancelled: true };
    if (
      error instanceof BrowserAuthError &&
      (error.errorCode === 'popup_window_error' || error.errorCode === 'empty_window_error')
    ) {
      return { failure: 'errors:microsoftPopupBlocked' };
    }
    return { failure: 'errors:microsoft' };
  }
}

export async function signInWithMicrosoft(
  entra: MicrosoftEntra,
): Promise<{ outcome: ProfileOutcome } | { failure: LoginFailure } | { cancelled: true }> {
  const popup = await microsoftIdToken(entra);
  if ('cancelled' in popup) return popup;
  if ('failure' in popup) return { failure: failure(popup.failure) };
  const { idToken, email } = popup;
  try {
    // The token in the query, as the specification sends it; the body carries no field.
    const answer = await readEndpoint(authLogin, { body: {}, query: { msalToken: idToken } });
    startSession(answer.token, email);
    return { outcome: await loadProfile() };
  } catch (error) {
    // The server's refusal (401 or inactive account) stands in the alert, not under the password.
    return { failure: { ...toLoginFailure(error), errors: {} } };
  }
}
