/**
 * The refusal of a new password that is too easy to guess (contract/password-strength.ts), on
 * every route that sets one: accepting an invitation, a password reset, the own password change.
 */
import { loadPasswordJudge } from '../../contract/password-strength';
import { AppError } from './errors';

/** 400 `password_weak` on the `password` field; `userInputs` (e-mail, name, company) count as known words. */
export async function refuseWeakPassword(
  password: string,
  userInputs: readonly (string | null | undefined)[],
): Promise<void> {
  const judge = await loadPasswordJudge();
  const inputs = userInputs.filter((v): v is string => typeof v === 'string' && v.length > 0);
  if (!judge(password, inputs).acceptable)
    throw new AppError('password_weak', 'password_weak', { password: ['password_weak'] });
}

/**
 * The estimator loaded (once per process) before a mutation's transaction opens: its first load
 * takes a second or more, and a transaction holding row locks that long holds back every sync
 * pull, which reads the change feed only up to the oldest writer still running. The routes that
 * set a password call this first; the judgement inside the transaction then takes milliseconds.
 */
export async function readyPasswordJudge(): Promise<void> {
  await loadPasswordJudge();
}
