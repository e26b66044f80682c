/**
 * The server's logout, then the local end of the session whatever the server said: the stored
 * token, e-mail and modules go (the language stays), the session store resets, and /login opens.
 * First the `beforeLogout` hooks run (src/lib/logout-hooks.ts: local database, outbox), while the
 * token is still valid.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { authLogout } from '../../../contract/api/auth-endpoints';
import { readEndpoint } from '../../lib/endpoint-read';
import { runBeforeLogout } from '../../lib/logout-hooks';
import { storage } from '../../lib/storage';
import { resetSession } from '../../state/session';

export async function logout(): Promise<void> {
  await runBeforeLogout();
  try {
    if (storage.getToken()) await readEndpoint(authLogout, {});
  } catch {
    // offline or already revoked: the local session ends anyway
  }
  storage.clearSession();
  resetSession();
}

export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
      await navigate({ to: '/login' });
    } finally {
      setPending(false);
    }
  }, [navigate]);
  return { logout: run, pending };
}
