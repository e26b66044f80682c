import { z } from 'zod';
import { LIMITS } from '../limits';
import { LANGUAGES } from '../enums';
import { MODULES, type ModuleCode } from '../modules';
import { isoTime } from './values';

/** POST /auth/login body. `msalToken` may also arrive as a query parameter (spec section 7). */
export const loginBody = z.object({
  email: z.string().trim().min(1).max(LIMITS.email).email(),
  password: z.string().min(1).max(LIMITS.password.max),
  msalToken: z.string().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** An ID token of Microsoft Entra ID is a few kilobytes; anything far beyond is not one. */
const MSAL_TOKEN_MAX = 16_000;
export const msalToken = z.string().trim().min(1).max(MSAL_TOKEN_MAX);

/**
 * What POST /auth/login accepts: the password form's fields, or instead a Microsoft ID token
 * (`msalToken`, in the query as the specification has it, or in the body). Without a token the
 * password form's rules apply, with their messages.
 */
export const loginRequestBody = z
  .object({
    email: z.string().optional(),
    password: z.string().optional(),
    msalToken: msalToken.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.msalToken) return;
    const parsed = loginBody.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
  });
export const loginQuery = z.object({ msalToken: msalToken.optional() });

export const loginAnswer = z.strictObject({ token: z.string(), expires_at: isoTime });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Claims of the HS256 access token (api.md "Token"). */
export interface TokenClaims {
  user_uuid: string;
  email: string;
  roles: string[];
  company_uuid: string;
  modules: ModuleCode[];
  iat: number;
  exp: number;
  jti: string;
}

const privilege = z.strictObject({
  view: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});

export const profile = z.strictObject({
  user_uuid: z.string(),
  email: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
  state: z.string(),
  roles: z.array(
    z.strictObject({
      role_uuid: z.string(),
      role_name: z.string(),
      role_setting: z.number().int(),
    }),
  ),
  modules: z.array(z.enum(MODULES)),
  /** Per module, the actions the user holds: the client hides what the server would refuse. */
  privileges: z.partialRecord(z.enum(MODULES), privilege),
  company_data: z.strictObject({
    company_uuid: z.string(),
    name: z.string(),
    is_provider: z.boolean(),
    subscription_start: isoTime.nullable(),
    expired_at: isoTime.nullable(),
    /** Days before expiry at which the client shows its warning. */
    expiry_warning_days: z.number().int(),
  }),
});
export type Profile = z.infer<typeof profile>;

/** Login failure headers the client fills its attempts message from. */
export const RATE_LIMIT_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
} as const;
