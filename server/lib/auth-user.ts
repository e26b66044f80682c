import { grants, type Action, type ModuleCode, type Privileges } from '../../contract/modules';

export type { Privileges };

/** The caller, resolved from the token's session on every request. The tenant comes from here. */
export interface AuthUser {
  session_uuid: string;
  user_uuid: string;
  email: string;
  name: string;
  language: string;
  group_uuid: string | null;
  company_uuid: string;
  company_name: string;
  is_provider: boolean;
  subscription_start: string | null;
  expired_at: string | null;
  roles: { role_uuid: string; role_name: string; role_setting: number }[];
  privileges: Privileges;
}

export function can(user: AuthUser, module: ModuleCode, action: Action): boolean {
  return grants(user.privileges, module, action);
}

export function moduleCodes(user: AuthUser): ModuleCode[] {
  return (Object.keys(user.privileges) as ModuleCode[]).filter((m) => can(user, m, 'view'));
}
