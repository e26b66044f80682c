import { z } from 'zod';
import { LIMITS } from '../limits';
import type { Language } from '../enums';
import type { ModuleCode } from '../modules';

/** POST /auth/login body. `msalToken` may also arrive as a query parameter (spec section 7). */
export const loginBody = z.object({
  email: z.string().trim().min(1).max(LIMITS.email).email(),
  password: z.string().min(1).max(LIMITS.password.max),
  msalToken: z.string().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export interface LoginAnswer {
  token: string;
  expires_at: string;
}

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

export interface Profile {
  user_uuid: string;
  email: string;
  name: string;
  language: Language;
  state: string;
  roles: { role_uuid: string; role_name: string; role_setting: number }[];
  modules: ModuleCode[];
  /** Per module, the actions the user holds: the client hides what the server would refuse. */
  privileges: Partial<Record<ModuleCode, { view: boolean; create: boolean; update: boolean; delete: boolean }>>;
  company_data: {
    company_uuid: string;
    name: string;
    is_provider: boolean;
    subscription_start: string | null;
    expired_at: string | null;
    /** Days before expiry at which the client shows its warning. */
    expiry_warning_days: number;
  };
}

/** Login failure headers the client fills its attempts message from. */
export const RATE_LIMIT_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
} as const;
