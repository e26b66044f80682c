/**
 * The server's version (`versionGet`), shown in the user menu. An "Unauthorized" answer clears
 * the stored token, e-mail and modules (spec section 8).
 */
import { versionGet } from '../../../contract/api/system-endpoints';
import { BASE_MESSAGES } from '../../../contract/messages-base';
import { ApiError } from '../../lib/api-client';
import { readEndpoint } from '../../lib/endpoint-read';
import { storage } from '../../lib/storage';
import { session } from '../../state/session';

let inFlight: Promise<string | null> | null = null;

/** One call at a time (StrictMode mounts twice in development). */
export function checkVersion(): Promise<string | null> {
  inFlight ??= run().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(): Promise<string | null> {
  try {
    const { version } = await readEndpoint(versionGet, {});
    session.serverVersion = version;
    return version;
  } catch (error) {
    if (error instanceof ApiError && isUnauthorized(error)) storage.clearSession();
    return null;
  }
}

function isUnauthorized(error: ApiError): boolean {
  const { en, id } = BASE_MESSAGES.unauthorized;
  return (
    error.status === 401 ||
    error.code === 'unauthorized' ||
    error.message === en ||
    error.message === id
  );
}
