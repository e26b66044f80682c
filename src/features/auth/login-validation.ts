/**
 * The login form's checks without zod: zod is ~25 KB gzipped and the login page would carry it
 * for two fields. The rules are the contract's `loginBody` (email trimmed, 1..254 characters, an
 * e-mail address; password 1..128), each answering the key of the server's own message, in the
 * order zod reports them; login-validation.test.ts checks that both agree on any input.
 */
import { LIMITS } from '../../../contract/limits';
import type { MessageKey } from '../../../contract/messages';

export interface LoginInput {
  email: string;
  password: string;
}

/** zod 4's `z.email()` pattern (zod/v4/core regexes.email), so both sides accept the same. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first problem of each field, as a message key; empty when the values are valid. */
export function validateLogin(values: LoginInput): Partial<Record<keyof LoginInput, MessageKey>> {
  const errors: Partial<Record<keyof LoginInput, MessageKey>> = {};
  const email = values.email.trim();
  if (email.length < 1) errors.email = 'required';
  else if (email.length > LIMITS.email) errors.email = 'too_long';
  else if (!EMAIL.test(email)) errors.email = 'email_invalid';
  if (values.password.length < 1) errors.password = 'required';
  else if (values.password.length > LIMITS.password.max) errors.password = 'too_long';
  return errors;
}
