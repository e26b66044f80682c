/**
 * The login call, then the profile: the part of signing in that needs the API client. It is
 * its own chunk, loaded when the user starts filling the form (login.api.ts), so the login page
 * opens without axios and the contract's zod schemas. A failure keeps the message, the field
 * errors (a password error holding the message when the server sent none) and the attempts
 * counted from the rate-limit headers.
 */
import type { LoginAnswer } from '../../../contract/api/auth';
import { authLogin } from '../../../contract/api/auth-endpoints';
import { ApiError } from '../../lib/api-client';
import { readEndpoint } from '../../lib/endpoint-read';
import { startSession } from '../../state/session';
import { attemptsFromHeaders } from './attempts';
import type { LoginFailure } from './login-failure';
import type { LoginInput } from './login-validation';
import { loadProfile, type ProfileOutcome } from './profile.api';

/** Sent at once, never queued: signing in is the one call the write kit does not carry. */
export const login = (input: LoginInput): Promise<LoginAnswer> =>
  readEndpoint(authLogin, { body: { email: input.email.trim(), password: input.password } });

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

/** Signs in and loads the profile: where to go next, or why it failed. */
export async function signIn(
  input: LoginInput,
): Promise<{ outcome: ProfileOutcome } | { failure: LoginFailure }> {
  try {
    const answer = await login(input);
    startSession(answer.token, input.email.trim());
    return { outcome: await loadProfile() };
  } catch (error) {
    return { failure: toLoginFailure(error) };
  }
}
