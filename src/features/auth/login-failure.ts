/** Why a sign-in did not go through, as the login form shows it (sign-in.ts builds it). */
import type { Attempts } from './attempts';

export interface LoginFailure {
  /** The server's message, or an errors-namespace key for failures without an answer. */
  message: string;
  code: string | null;
  errors: Record<string, string[]>;
  attempts: Attempts | null;
}
