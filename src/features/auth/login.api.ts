/**
 * The login screen's hook. A success stores the token and e-mail, loads the profile and opens
 * the app (or the subscription-expired page); a failure is kept for the screen. The call itself
 * (sign-in.ts, with the API client) is a separate chunk: `preloadSignIn()` fetches it as soon as
 * the user starts on the form, so the page itself loads only what it shows.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { LoginFailure } from './login-failure';
import type { LoginInput } from './login-validation';
import type { ProfileOutcome } from './profile.api';

export type { LoginFailure } from './login-failure';

export type { LoginInput } from './login-validation';

/** One way of signing in: where to go next, why it failed, or nothing (the user closed a popup). */
export type SignInAttempt = () => Promise<
  { outcome: ProfileOutcome } | { failure: LoginFailure } | { cancelled: true }
>;

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

  /** Runs one way of signing in (a password, Microsoft), then goes where its outcome says. */
  const run = useCallback(
    async (attempt: SignInAttempt): Promise<LoginFailure | null> => {
      setPending(true);
      setFailure(null);
      let failed: LoginFailure | null = null;
      try {
        const result = await attempt();
        if ('failure' in result) failed = result.failure;
        else if ('outcome' in result && result.outcome === 'expired')
          await navigate({ to: '/subscription-expired' });
        else if ('outcome' in result && result.outcome !== 'failed') await navigate({ to: '/' });
      } catch {
        // Only a chunk can fail here (the calls answer their failures): no connection to load it.
        failed = { message: 'errors:network', code: 'network', errors: {}, attempts: null };
      } finally {
        setPending(false);
      }
      setFailure(failed);
      return failed;
    },
    [navigate],
  );

  const submit = useCallback(
    (input: LoginInput) => run(async () => (await preloadSignIn()).signIn(input)),
    [run],
  );

  return { submit, run, pending, failure, clearFailure: () => setFailure(null) };
}
