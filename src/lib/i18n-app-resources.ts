/**
 * The signed-in screens' namespaces, a chunk of their own: the login page does not download
 * them. i18n.ts adds them (`loadAppNamespaces`) before the signed-in layout renders. Offline they
 * come from the service worker's precache like every other chunk.
 */
import type { Language } from '../../contract/enums';
import enAccess from '../../locales/en/access.json';
import enAccount from '../../locales/en/account.json';
import enBookmarks from '../../locales/en/bookmarks.json';
import enChecklist from '../../locales/en/checklist.json';
import enCompliance from '../../locales/en/compliance.json';
import enDirectory from '../../locales/en/directory.json';
import enHome from '../../locales/en/home.json';
import enLibrary from '../../locales/en/library.json';
import enMembers from '../../locales/en/members.json';
import enOperations from '../../locales/en/operations.json';
import enPwa from '../../locales/en/pwa.json';
import enRegulations from '../../locales/en/regulations.json';
import enSearch from '../../locales/en/search.json';
import enSync from '../../locales/en/sync.json';
import idAccess from '../../locales/id/access.json';
import enUsers from '../../locales/en/users.json';
import idAccount from '../../locales/id/account.json';
import idBookmarks from '../../locales/id/bookmarks.json';
import idChecklist from '../../locales/id/checklist.json';
import idCompliance from '../../locales/id/compliance.json';
import idDirectory from '../../locales/id/directory.json';
import idHome from '../../locales/id/home.json';
import idLibrary from '../../locales/id/library.json';
import idMembers from '../../locales/id/members.json';
import idOperations from '../../locales/id/operations.json';
import idPwa from '../../locales/id/pwa.json';
import idRegulations from '../../locales/id/regulations.json';
import idSearch from '../../locales/id/search.json';
import idSync from '../../locales/id/sync.json';
import idUsers from '../../locales/id/users.json';
import enCustomers from '../../locales/en/customers.json';
import idCustomers from '../../locales/id/customers.json';
import enSettings from '../../locales/en/settings.json';
import idSettings from '../../locales/id/settings.json';

const en = {
  home: enHome,
  pwa: enPwa,
  library: enLibrary,
  regulations: enRegulations,
  bookmarks: enBookmarks,
  search: enSearch,
  sync: enSync,
  compliance: enCompliance,
  checklist: enChecklist,
  members: enMembers,
  access: enAccess,
  operations: enOperations,
  users: enUsers,
  directory: enDirectory,
  account: enAccount,
  customers: enCustomers,
  settings: enSettings,
};

export type AppResources = typeof en;

const id: AppResources = {
  home: idHome,
  pwa: idPwa,
  library: idLibrary,
  regulations: idRegulations,
  bookmarks: idBookmarks,
  search: idSearch,
  sync: idSync,
  compliance: idCompliance,
  checklist: idChecklist,
  members: idMembers,
  access: idAccess,
  operations: idOperations,
  users: idUsers,
  directory: idDirectory,
  account: idAccount,
  customers: idCustomers,
  settings: idSettings,
};

export const appResources: Record<Language, AppResources> = { en, id };
