/**
 * The profile read fills roles, modules and company data. On failure (spec section 8): an
 * `errors.subscription` raises the subscription-expired state; any other answer clears the
 * session and reloads the page. No answer at all (offline) or a 5xx keeps the session: the app
 * carries on with what storage and the token hold, and tries again on the next start.
 */
import type { Profile } from '../../../contract/api/auth';
import { profileGet } from '../../../contract/api/user-endpoints';
import { ApiError } from '../../lib/api-client';
import { readEndpoint } from '../../lib/endpoint-read';
import { reloadPage } from '../../lib/navigation';
import { storage } from '../../lib/storage';
import { resetSession, session, setProfile } from '../../state/session';

export type ProfileOutcome = 'ready' | 'expired' | 'unavailable' | 'failed';

export const fetchProfile = (): Promise<Profile> => readEndpoint(profileGet, {});

let inFlight: Promise<ProfileOutcome> | null = null;

export function loadProfile(): Promise<ProfileOutcome> {
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(): Promise<ProfileOutcome> {
  session.profileStatus = 'loading';
  try {
    setProfile(await fetchProfile());
    return 'ready';
  } catch (error) {
    if (error instanceof ApiError && error.errors.subscription) {
      session.subscriptionExpired = true;
      session.profileStatus = 'unavailable';
      return 'expired';
    }
    if (!(error instanceof ApiError) || error.isNetworkError || (error.status ?? 0) >= 500) {
      session.profileStatus = 'unavailable';
      return 'unavailable';
    }
    // a 401 has already cleared the token and gone to /login
    storage.clearSession();
    resetSession();
    if (error.status !== 401) reloadPage();
    return 'failed';
  }
}
