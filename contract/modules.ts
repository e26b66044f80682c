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

/**
 * The rights `wanted` holds that `held` does not (as `module:action`); empty when within. The no
 * self-escalation rule (issue 23): a role is given, and a role's matrix set, only within the
 * giver's own rights. The server enforces it (server/modules/roles/grant-guard.ts); the user form
 * uses it to offer only the roles the server would accept.
 */
export function rightsBeyond(held: Privileges, wanted: Privileges): string[] {
  const beyond: string[] = [];
  for (const [module, rights] of Object.entries(wanted) as [ModuleCode, Privileges[ModuleCode]][]) {
    for (const action of ACTIONS) {
      if (rights?.[action] && !grants(held, module, action)) beyond.push(`${module}:${action}`);
    }
  }
  return beyond;
}

/** A role's rows (module_code and the four rights, as the role list answers them) as privileges. */
export function privilegesOf(
  rows: readonly {
    module_code: string;
    view: boolean;
    create: boolean;
    update: boolean;
    delete: boolean;
  }[],
): Privileges {
  return Object.fromEntries(
    rows.map((r) => [
      r.module_code,
      { view: r.view, create: r.create, update: r.update, delete: r.delete },
    ]),
  );
}

export function isProviderModule(code: string): boolean {
  return (PROVIDER_MODULES as readonly string[]).includes(code);
}

/** A module action a route needs. */
export type ModuleAccess = { module: ModuleCode; action: Action };

/**
 * What a route needs: a module action, one action per kind of company, any signed-in user, or
 * nothing. `{ provider, customer }` is the authoring of a tenant's own content (issue 24): the
 * provider's editors need `provider` (the `content` module), a customer company's users need
 * `customer` (the `library` module: its own library) and write only their company's rows.
 */
export type Access =
  | ModuleAccess
  | { provider: ModuleAccess; customer: ModuleAccess }
  | { authenticated: true }
  | { public: true };

/** The module action a caller of this kind needs on a route, or null when the route asks none. */
export function neededAction(access: Access, isProvider: boolean): ModuleAccess | null {
  if ('module' in access) return access;
  if ('provider' in access) return isProvider ? access.provider : access.customer;
  return null;
}
