/**
 * The signed-in session (valtio). Restored from storage at start (`token`, `email`, `modules`,
 * `privileges`, `profile`), the token decoded for its claims. The profile is kept at every load
 * so an offline start shows the same name, company and roles as online (a stored profile of
 * another user than the token's is ignored); the server's profile replaces it once it loads. Modules and privileges (module -> actions)
 * come from the profile once it has loaded (the source of truth), before that from storage, then
 * from the token (its modules, as view rights only; see permissions.ts). An expired token is kept: the server
 * decides with a 401, which also lets a signed-in user keep working offline.
 */
import { jwtDecode } from 'jwt-decode';
import { proxy } from 'valtio';
import type { Profile, TokenClaims } from '../../contract/api/auth';
import type { ModuleCode } from '../../contract/modules';
import { storage } from '../lib/storage';

export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface SessionState {
  token: string | null;
  email: string | null;
  claims: TokenClaims | null;
  modules: ModuleCode[];
  /** What the caller may do per module, as the server decides it; null until a profile told us. */
  privileges: Profile['privileges'] | null;
  profile: Profile | null;
  profileStatus: ProfileStatus;
  subscriptionExpired: boolean;
  serverVersion: string | null;
}

export function decodeToken(token: string): TokenClaims | null {
  try {
    return jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
}

function fromStorage(): SessionState {
  const stored = storage.getToken();
  const claims = stored ? decodeToken(stored) : null;
  if (stored && !claims) storage.clearSession(); // not a JWT: nothing to keep
  const token = claims ? stored : null;
  const storedModules = storage.getModules();
  const storedProfile = token ? storage.getProfile() : null;
  return {
    token,
    email: token ? (storage.getEmail() ?? claims?.email ?? null) : null,
    claims,
    modules: token ? (storedModules.length > 0 ? storedModules : (claims?.modules ?? [])) : [],
    privileges: token ? storage.getPrivileges() : null,
    profile: storedProfile && storedProfile.user_uuid === claims?.user_uuid ? storedProfile : null,
    profileStatus: 'idle',
    subscriptionExpired: false,
    serverVersion: null,
  };
}

export const session = proxy<SessionState>(fromStorage());

/** Re-reads storage (start, tests, another tab's login). */
export function hydrateSession(): void {
  Object.assign(session, fromStorage());
}

/** After a login: stores the token and e-mail and starts a fresh session. */
export function startSession(token: string, email: string): void {
  const claims = decodeToken(token);
  storage.setToken(token);
  storage.setEmail(email);
  storage.setModules(claims?.modules ?? []);
  storage.setPrivileges(null);
  storage.setProfile(null);
  Object.assign(session, {
    token,
    email,
    claims,
    modules: claims?.modules ?? [],
    privileges: null,
    profile: null,
    profileStatus: 'idle',
    subscriptionExpired: false,
  } satisfies Partial<SessionState>);
}

export function setProfile(profile: Profile): void {
  session.profile = profile;
  session.modules = [...profile.modules];
  session.privileges = profile.privileges;
  session.profileStatus = 'ready';
  session.subscriptionExpired = false;
  storage.setModules(profile.modules);
  storage.setPrivileges(profile.privileges);
  storage.setProfile(profile);
  if (profile.email) {
    session.email = profile.email;
    storage.setEmail(profile.email);
  }
}

/** Clears the in-memory session (the caller decides about storage). */
export function resetSession(): void {
  Object.assign(session, {
    token: null,
    email: null,
    claims: null,
    modules: [],
    privileges: null,
    profile: null,
    profileStatus: 'idle',
    subscriptionExpired: false,
    serverVersion: null,
  } satisfies SessionState);
}

export function isSignedIn(): boolean {
  return session.token !== null && storage.getToken() !== null;
}
