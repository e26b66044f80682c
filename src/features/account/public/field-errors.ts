/** Field errors of a new-password form: the contract's rules first, then the server's answer. */
import { passwordRuleProblems } from '../../../../contract/api/account-access';
import type { NewPassword } from '../password-fields';

export type PasswordErrors = Partial<Record<keyof NewPassword, string>>;

/** The contract's problems as message keys (shown through `useServerText`, in either language). */
export function localPasswordErrors(value: NewPassword): PasswordErrors {
  return passwordRuleProblems(value);
}

/** The server's field errors on the password fields, first message each. */
export function serverPasswordErrors(errors: Record<string, string[]>): PasswordErrors {
  const out: PasswordErrors = {};
  if (errors.password?.[0]) out.password = errors.password[0];
  if (errors.password_confirmation?.[0]) out.password_confirmation = errors.password_confirmation[0];
  return out;
}
