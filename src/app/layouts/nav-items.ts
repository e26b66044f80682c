/**
 * The navigation entries. Each names the module it needs (null: every signed-in user) and links
 * to a route that exists; a module gets its entry here when its screens arrive. Provider-only
 * modules also need a provider company (contract/modules.ts).
 */
import type { LinkProps } from '@tanstack/react-router';
import {
  IconAddressBook,
  IconAlertTriangle,
  IconBook,
  IconBell,
  IconBookmark,
  IconFiles,
  IconChartPie,
  IconBuildingStore,
  IconChecklist,
  IconPencil,
  IconFileText,
  IconHierarchy2,
  IconHome,
  IconInbox,
  IconRefreshAlert,
  IconScale,
  IconServerCog,
  IconDatabase,
  IconSettings,
  IconShieldLock,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { isProviderModule, type ModuleCode } from '../../../contract/modules';

export interface NavItem {
  /** `nav-<key>` is the entry's test id; the module code for module entries. */
  key: string;
  to: NonNullable<LinkProps['to']>;
  module: ModuleCode | null;
  label:
    | 'nav.home'
    | 'nav.memberRoles'
    | 'nav.roles'
    | 'nav.groups'
    | 'nav.directory'
    | 'nav.inbox'
    | 'nav.updates'
    | `modules.${ModuleCode}`;
  icon: Icon;
  /** Hidden in a provider company (customers' own screens the provider has nothing in). */
  customerOnly?: true;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/', module: null, label: 'nav.home', icon: IconHome },
  {
    key: 'dashboard',
    to: '/dashboard',
    module: 'dashboard',
    label: 'modules.dashboard',
    icon: IconChartPie,
  },
  { key: 'library', to: '/library', module: 'library', label: 'modules.library', icon: IconBook },
  {
    key: 'regulation',
    to: '/regulations',
    module: 'regulation',
    label: 'modules.regulation',
    icon: IconScale,
  },
  {
    key: 'compliance',
    to: '/compliance',
    module: 'compliance',
    label: 'modules.compliance',
    icon: IconChecklist,
  },
  {
    key: 'updates',
    to: '/updates',
    module: 'obligation',
    label: 'nav.updates',
    icon: IconRefreshAlert,
    customerOnly: true,
  },
  {
    key: 'documents',
    to: '/documents',
    module: 'documents',
    label: 'modules.documents',
    icon: IconFiles,
  },
  {
    key: 'bookmarks',
    to: '/bookmarks',
    module: 'bookmarks',
    label: 'modules.bookmarks',
    icon: IconBookmark,
  },
  {
    key: 'notifications',
    to: '/notifications',
    module: 'notifications',
    label: 'modules.notifications',
    icon: IconBell,
  },
  {
    key: 'member-roles',
    to: '/member-roles',
    module: 'compliance',
    label: 'nav.memberRoles',
    icon: IconUsersGroup,
  },
  { key: 'roles', to: '/roles', module: 'users', label: 'nav.roles', icon: IconShieldLock },
  { key: 'groups', to: '/groups', module: 'users', label: 'nav.groups', icon: IconHierarchy2 },
  {
    key: 'operations',
    to: '/operations',
    module: 'operations',
    label: 'modules.operations',
    icon: IconServerCog,
  },
  { key: 'backups', to: '/backups', module: 'backup', label: 'modules.backup', icon: IconDatabase },
  { key: 'users', to: '/users', module: 'users', label: 'modules.users', icon: IconUsers },
  {
    key: 'directory',
    to: '/directory',
    module: 'users',
    label: 'nav.directory',
    icon: IconAddressBook,
  },
  {
    key: 'content',
    to: '/authoring',
    module: 'content',
    label: 'modules.content',
    icon: IconPencil,
  },
  {
    key: 'static-pages',
    to: '/static-pages',
    module: 'static_pages',
    label: 'modules.static_pages',
    icon: IconFileText,
  },
  {
    key: 'alerts',
    to: '/alerts',
    module: 'alerts',
    label: 'modules.alerts',
    icon: IconAlertTriangle,
  },
  { key: 'inbox', to: '/inbox', module: 'customers', label: 'nav.inbox', icon: IconInbox },
  {
    key: 'customers',
    to: '/customers',
    module: 'customers',
    label: 'modules.customers',
    icon: IconBuildingStore,
  },
  {
    key: 'settings',
    to: '/settings',
    module: 'settings',
    label: 'modules.settings',
    icon: IconSettings,
  },
];

/**
 * The entries a user may see: those without a module, and those whose module the user holds
 * (provider-only ones only in a provider company, customer-only ones never in one; `isProvider`
 * null while the profile loads).
 */
export function visibleNavItems(
  items: readonly NavItem[],
  modules: readonly ModuleCode[],
  isProvider: boolean | null,
): NavItem[] {
  return items.filter((item) => {
    if (item.module === null) return true;
    if (!modules.includes(item.module)) return false;
    if (item.customerOnly && isProvider === true) return false;
    return !(isProviderModule(item.module) && isProvider === false);
  });
}
