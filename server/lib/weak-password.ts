/**
 * The refusal of a new password that is too easy to guess (contract/password-strength.ts), on
 * every route that sets one: accepting an invitation, a password reset, the own password change.
 */
import { loadPasswordJudge } from '../../contract/password-strength';
import { AppError } from './errors';

/** 400 `password_weak` on the `password` field; `userInputs` (e-mail, name, company) count as known words. */
export async function refuseWeakPassword(password: string, userInputs: readonly (string | null | undefined)[]): Promise<void> {
  const judge = await loadPasswordJudge();
  const inputs = userInputs.filter((v): v is string => typeof v === 'string' && v.length > 0);
  if (!judge(password, inputs).acceptable) throw new AppError('password_weak', 'password_weak', { password: ['password_weak'] });
}
