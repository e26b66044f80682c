/**
 * The browser storage of the session, under the specification's keys: `token`, `email`,
 * `modules` (a JSON array of module codes) and `language`. Logout clears the first three and
 * keeps the language. Every access is guarded: private modes and tests may refuse storage.
 */
import { LANGUAGES, type Language } from '../../contract/enums';
import type { Profile } from '../../contract/api/auth';
import { MODULES, type ModuleCode } from '../../contract/modules';

export const STORAGE_KEYS = {
  token: 'token',
  email: 'email',
  modules: 'modules',
  /** The profile's module -> actions map (JSON), so an offline start gates as the server would. */
  privileges: 'privileges',
  /** The last profile (JSON), so an offline start still shows the name and the company. */
  profile: 'profile',
  language: 'language',
  colorScheme: 'color_scheme',
  /** The company's theme (colour, logo, labels; JSON), so a return visit or an offline start draws it at once. */
  companyTheme: 'company_theme',
  /** The last theme's CSS variables and what they were computed for (JSON; src/app/theme-variables.tsx). */
  themeVariables: 'theme_variables',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage refused (private mode, quota): the in-memory session still works
  }
}

/** A stored JSON value, or null when absent or not JSON (its shape is the caller's to check). */
function readJson(key: string): unknown {
  const raw = read(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  write(key, value === null ? null : JSON.stringify(value));
}

export const storage = {
  getToken: () => read(STORAGE_KEYS.token),
  setToken: (token: string | null) => write(STORAGE_KEYS.token, token),
  getEmail: () => read(STORAGE_KEYS.email),
  setEmail: (email: string | null) => write(STORAGE_KEYS.email, email),

  getModules(): ModuleCode[] {
    const parsed = readJson(STORAGE_KEYS.modules);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((m): m is ModuleCode => (MODULES as readonly unknown[]).includes(m));
  },
  setModules: (modules: readonly ModuleCode[] | null) => writeJson(STORAGE_KEYS.modules, modules),

  getPrivileges(): Profile['privileges'] | null {
    const parsed = readJson(STORAGE_KEYS.privileges);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Profile['privileges'])
      : null;
  },
  setPrivileges: (privileges: Profile['privileges'] | null) =>
    writeJson(STORAGE_KEYS.privileges, privileges),

  /** The stored profile, or null when absent or not a profile's shape (a light check: no zod here). */
  getProfile(): Profile | null {
    const parsed = readJson(STORAGE_KEYS.profile) as Partial<Profile> | null;
    const ok =
      typeof parsed?.user_uuid === 'string' &&
      typeof parsed.name === 'string' &&
      Array.isArray(parsed.roles) &&
      typeof parsed.company_data?.name === 'string';
    return ok ? (parsed as Profile) : null;
  },
  setProfile: (profile: Profile | null) => writeJson(STORAGE_KEYS.profile, profile),

  /** The stored company theme as parsed JSON (its shape is checked by its reader), or null. */
  getCompanyTheme: (): unknown => readJson(STORAGE_KEYS.companyTheme),
  setCompanyTheme: (theme: object | null) => writeJson(STORAGE_KEYS.companyTheme, theme),

  /** The stored theme variables as parsed JSON (checked by theme-variables.tsx), or null. */
  getThemeVariables: (): unknown => readJson(STORAGE_KEYS.themeVariables),
  setThemeVariables: (entry: { key: string; css: string }) =>
    writeJson(STORAGE_KEYS.themeVariables, entry),

  getLanguage(): Language {
    const raw = read(STORAGE_KEYS.language);
    return (LANGUAGES as readonly string[]).includes(raw ?? '') ? (raw as Language) : 'en';
  },
  setLanguage: (language: Language) => write(STORAGE_KEYS.language, language),

  /** Logout and "Unauthorized": the session keys go, the language stays. */
  clearSession(): void {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.email, null);
    write(STORAGE_KEYS.modules, null);
    write(STORAGE_KEYS.privileges, null);
    write(STORAGE_KEYS.profile, null);
    write(STORAGE_KEYS.companyTheme, null);
  },
};
