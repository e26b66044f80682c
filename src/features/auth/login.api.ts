/**
 * POST /auth/login: the form's schema, the call and the screen's hook. A success stores the
 * token and e-mail, loads the profile and opens the app (or the subscription-expired page).
 * A failure keeps the message, the field errors (a password error holding the message when the
 * server sent none) and the attempts counted from the rate-limit headers.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { loginBody, type LoginAnswer } from '../../../contract/api/auth';
import type { Envelope } from '../../../contract/envelope';
import { ApiError, api } from '../../lib/api-client';
import { startSession } from '../../state/session';
import { attemptsFromHeaders, type Attempts } from './attempts';
import { loadProfile } from './profile.api';

export const loginInput = loginBody.pick({ email: true, password: true });
export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginFailure {
  /** The server's message, or an errors-namespace key for failures without an answer. */
  message: string;
  code: string | null;
  errors: Record<string, string[]>;
  attempts: Attempts | null;
}

export async function login(input: LoginInput): Promise<LoginAnswer> {
  const { data } = await api.post<Envelope<LoginAnswer>>('/auth/login', {
    email: input.email.trim(),
    password: input.password,
  });
  return data.data;
}

export function toLoginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) {
    return { message: 'errors:unknown', code: null, errors: {}, attempts: null };
  }
  if (error.isNetworkError) {
    return { message: 'errors:network', code: 'network', errors: {}, attempts: null };
  }
  const hasFieldErrors = Object.keys(error.errors).length > 0;
  return {
    message: error.message,
    code: error.code,
    errors: hasFieldErrors ? error.errors : { password: [error.message] },
    attempts: attemptsFromHeaders(error.headers),
  };
}

export function useLogin() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const submit = useCallback(
    async (input: LoginInput): Promise<void> => {
      setPending(true);
      setFailure(null);
      try {
        const answer = await login(input);
        startSession(answer.token, input.email.trim());
        const outcome = await loadProfile();
        if (outcome === 'expired') await navigate({ to: '/subscription-expired' });
        else if (outcome !== 'failed') await navigate({ to: '/' });
      } catch (error) {
        setFailure(toLoginFailure(error));
      } finally {
        setPending(false);
      }
    },
    [navigate],
  );

  return { submit, pending, failure, clearFailure: () => setFailure(null) };
}
