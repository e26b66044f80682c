/**
 * The public account calls: accepting an invitation (check, create password) and password
 * recovery (request a link, change the password with it). The password rules live here once:
 * the server's validation and the client's forms both use `passwordRuleProblems`.
 */
import { z } from 'zod';
import { LIMITS } from '../limits';
import type { MessageKey } from '../messages';
import { isoTime } from './values';

/** A new password: 8 to 128 characters, at least one letter and one digit. */
export function passwordMeetsRules(password: string): boolean {
  return (
    password.length >= LIMITS.password.min &&
    password.length <= LIMITS.password.max &&
    /\p{L}/u.test(password) &&
    /\d/.test(password)
  );
}

/** Field problems of a new password and its confirmation, as message keys (spec section 5). */
export function passwordRuleProblems(b: {
  password?: string;
  password_confirmation?: string;
}): Partial<Record<'password' | 'password_confirmation', MessageKey>> {
  const out: Partial<Record<'password' | 'password_confirmation', MessageKey>> = {};
  if (!b.password) out.password = 'required';
  else if (b.password.length < LIMITS.password.min) out.password = 'too_short';
  else if (!passwordMeetsRules(b.password)) out.password = 'check_field';
  if (!b.password_confirmation) out.password_confirmation = 'required';
  else if (passwordsDiffer(b)) out.password_confirmation = 'password_mismatch';
  return out;
}

/** "Password doesn't match": the confirmation differs from a given password. */
export const passwordsDiffer = (b: { password?: string; password_confirmation?: string }) =>
  !!b.password && b.password_confirmation !== b.password;

/**
 * The body fields of a new password. The length is the schema's (so generated requests know it);
 * the letter-and-digit rule is a refinement ("Please check this field"). That the confirmation
 * matches is checked by the route before any work (`passwordsDiffer`): a schema-level equality
 * rule would make the schema all but unsatisfiable for generated requests (the fuzz test).
 */
const newPasswordFields = {
  password: z.string().min(LIMITS.password.min).max(LIMITS.password.max),
  password_confirmation: z.string().min(1).max(LIMITS.password.max),
};

const refusePasswordProblems = (b: { password: string }, ctx: z.RefinementCtx) => {
  // A missing or short password has its own message already.
  const judged = typeof b.password === 'string' && b.password.length >= LIMITS.password.min;
  if (judged && !passwordMeetsRules(b.password))
    ctx.addIssue({ code: 'custom', path: ['password'], params: { key: 'check_field' } });
};

/** The one-time token of a mailed link: base64url, 43 characters for 32 bytes; bounded generously. */
export const oneTimeToken = z.string().trim().min(1).max(200);

/** GET /users/check-invitation: the token in `access_token` or `?token=`. */
export const checkInvitationQuery = z.object({ token: oneTimeToken.optional() });

export const invitationSummary = z.strictObject({
  email: z.string(),
  name: z.string().nullable(),
  company_name: z.string(),
  expires_at: isoTime,
});
export type InvitationSummary = z.infer<typeof invitationSummary>;

/** POST /users/create-password: the invitation token in `access_token` (or `?token=`). */
export const createPasswordBody = z
  .object(newPasswordFields)
  .strict()
  .superRefine(refusePasswordProblems);
export type CreatePasswordBody = z.infer<typeof createPasswordBody>;

/** The account is active: the screen signs in with this e-mail and the password just set. */
export const createPasswordAnswer = z.strictObject({ email: z.string() });

/** POST /auth/recovery-password. */
export const recoveryBody = z.object({ email: z.string().trim().min(1).max(LIMITS.email).email() });
export type RecoveryBody = z.infer<typeof recoveryBody>;

/** POST /auth/recovery-password/change-password. */
export const recoveryChangeBody = z
  .object({ token: oneTimeToken, ...newPasswordFields })
  .strict()
  .superRefine(refusePasswordProblems);
export type RecoveryChangeBody = z.infer<typeof recoveryChangeBody>;

/** GET /users/account: the caller's own editable fields and e-mail (the account screen's form). */
export const ownAccount = z.strictObject({
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  language: z.string(),
});
export type OwnAccount = z.infer<typeof ownAccount>;
