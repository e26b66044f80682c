import type { AuthUser } from './auth-user';

/** What content reads need to know about the caller: the tenant first, then who and what kind. */
export interface Caller {
  companyUuid: string;
  userUuid: string;
  isProvider: boolean;
}

export const callerOf = (user: AuthUser): Caller => ({
  companyUuid: user.company_uuid,
  userUuid: user.user_uuid,
  isProvider: user.is_provider,
});
