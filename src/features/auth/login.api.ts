/**
 * The login screen's hook. A success stores the token and e-mail, loads the profile and opens
 * the app (or the subscription-expired page); a failure is kept for the screen. The call itself
 * (sign-in.ts, with the API client) is a separate chunk: `preloadSignIn()` fetches it as soon as
 * the user starts on the form, so the page itself loads only what it shows.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { Attempts } from './attempts';
import type { LoginInput } from './login-validation';

export type { LoginInput } from './login-validation';

export interface LoginFailure {
  /** The server's message, or an errors-namespace key for failures without an answer. */
  message: string;
  code: string | null;
  errors: Record<string, string[]>;
  attempts: Attempts | null;
}

let signInModule: Promise<typeof import('./sign-in')> | undefined;

/** Starts loading the sign-in call (idempotent); the form calls it on the first focus. */
export function preloadSignIn(): Promise<typeof import('./sign-in')> {
  signInModule ??= import('./sign-in').catch((error: unknown) => {
    signInModule = undefined; // offline before the chunk arrived: try again on submit
    throw error;
  });
  return signInModule;
}

export function useLogin() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const submit = useCallback(
    async (input: LoginInput): Promise<LoginFailure | null> => {
      setPending(true);
      setFailure(null);
      let failed: LoginFailure | null = null;
      try {
        const { signIn } = await preloadSignIn();
        const result = await signIn(input);
        if ('failure' in result) failed = result.failure;
        else if (result.outcome === 'expired') await navigate({ to: '/subscription-expired' });
        else if (result.outcome !== 'failed') await navigate({ to: '/' });
      } catch {
        // Only the chunk can fail here (signIn answers its failures): no connection to load it.
        failed = { message: 'errors:network', code: 'network', errors: {}, attempts: null };
      } finally {
        setPending(false);
      }
      setFailure(failed);
      return failed;
    },
    [navigate],
  );

  return { submit, pending, failure, clearFailure: () => setFailure(null) };
}
