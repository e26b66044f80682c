/**
 * Feature modules and the actions a privilege role grants on them. The server enforces this
 * matrix on every route; the client reads the same list to hide what the server would refuse.
 */
export const CUSTOMER_MODULES = [
  'dashboard',
  'library',
  'obligation',
  'regulation',
  'download_regulation',
  'compliance',
  'documents',
  'bookmarks',
  'notifications',
  'users',
  'settings',
] as const;

export const PROVIDER_MODULES = [
  'customers',
  'content',
  'alerts',
  'static_pages',
  'backup',
  'import',
  // Background jobs and the mail outbox: the provider's view of what runs behind the screens.
  'operations',
] as const;

export const MODULES = [...CUSTOMER_MODULES, ...PROVIDER_MODULES] as const;
export type ModuleCode = (typeof MODULES)[number];

export const ACTIONS = ['view', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** Per module, the actions a user holds (the union of the user's roles), as the profile carries them. */
export type Privileges = Partial<Record<ModuleCode, Record<Action, boolean>>>;

/** The one rule both sides apply: an action is allowed only when granted explicitly. */
export function grants(privileges: Privileges, module: ModuleCode, action: Action): boolean {
  return privileges[module]?.[action] === true;
}

export function isProviderModule(code: string): boolean {
  return (PROVIDER_MODULES as readonly string[]).includes(code);
}

/** What a route needs: a module action, any signed-in user, a provider user, or nothing. */
export type Access =
  { module: ModuleCode; action: Action } | { authenticated: true } | { public: true };
