import { z } from 'zod';
import { LANGUAGES } from '../enums';
import { LIMITS } from '../limits';
import { isoTime } from './values';
import type { MessageKey } from '../messages';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** PUT /users/update: the caller's own account. A password change needs the old password. */
export const updateAccountBody = z
  .object({
    name: z.string().trim().min(1).max(LIMITS.name).optional(),
    phone: optionalText(40).nullable(),
    position: optionalText(LIMITS.name).nullable(),
    language: z.enum(LANGUAGES).optional(),
    old_password: z.string().max(LIMITS.password.max).optional(),
    password: z.string().min(LIMITS.password.min).max(LIMITS.password.max).optional(),
    password_confirmation: z.string().max(LIMITS.password.max).optional(),
  })
  .strict()
  // The form's rules (spec section 5) live in the schema, so the client's form and the server's
  // validation are one: a password change needs the old password, a different new one and a
  // matching confirmation; a form that changes nothing is refused as a whole. Whether the old
  // password is right only the server can tell ("Please check this field").
  .superRefine((b, ctx) => {
    const refuse = (field: string, key: MessageKey, whole = false) =>
      ctx.addIssue({ code: 'custom', path: [field], params: { key, whole } });
    if (b.password !== undefined || b.old_password !== undefined) {
      if (!b.old_password) refuse('old_password', 'required');
      if (!b.password) refuse('password', 'required');
      if (b.password_confirmation !== b.password)
        refuse('password_confirmation', 'password_mismatch');
      if (b.password && b.password === b.old_password) refuse('password', 'password_same');
    } else if ([b.name, b.phone, b.position, b.language].every((v) => v === undefined)) {
      refuse('_', 'form_empty', true);
    }
  });
export type UpdateAccountBody = z.infer<typeof updateAccountBody>;

/** POST /feedback: title and content (spec: "Form cannot be empty"). */
export const feedbackBody = z
  .object({
    title: z.string().trim().max(LIMITS.name).default(''),
    content: z.string().trim().max(5000).default(''),
  })
  // Spec: a form with neither title nor content is refused as a whole.
  .superRefine((b, ctx) => {
    if (b.title || b.content) return;
    for (const field of ['title', 'content'])
      ctx.addIssue({ code: 'custom', path: [field], params: { key: 'form_empty', whole: true } });
  });

/** POST /user-request/create: a request such as a new interface language. */
export const userRequestBody = z.object({
  content: z.string().trim().min(1).max(5000),
  type: z.enum(['language', 'other']).default('language'),
});

/** PUT /users/update: the caller's account fields as they are now. */
export const accountFields = z.strictObject({
  name: z.string(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  language: z.string(),
});
export type AccountFields = z.infer<typeof accountFields>;

/** POST /feedback: the stored feedback. */
export const feedbackAnswer = z.strictObject({
  feedback_uuid: z.string(),
  company_uuid: z.string(),
  user_uuid: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  created_at: isoTime,
});

/** POST /user-request/create: the stored request. */
export const userRequestAnswer = z.strictObject({
  request_uuid: z.string(),
  company_uuid: z.string(),
  user_uuid: z.string().nullable(),
  type: z.string(),
  content: z.string(),
  status: z.string(),
  created_at: isoTime,
});

/** GET /module/list: a module a privilege role can grant, named in the request language. */
export const moduleListItem = z.strictObject({
  module_code: z.string(),
  name: z.string(),
  is_provider: z.boolean(),
});
export type ModuleListItem = z.infer<typeof moduleListItem>;
