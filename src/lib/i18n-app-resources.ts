/**
 * The signed-in screens' namespaces, a chunk of their own: the login page does not download
 * them. i18n.ts adds them (`loadAppNamespaces`) before the signed-in layout renders. Offline they
 * come from the service worker's precache like every other chunk. Their `messages` are the server's
 * area messages, added to the shell's general ones.
 */
import type { Language } from '../../contract/enums';
import { AREA_MESSAGES } from '../../contract/messages';
import { messagesIn } from './i18n-messages';
import enAccess from '../../locales/en/access.json';
import enAccount from '../../locales/en/account.json';
import enBookmarks from '../../locales/en/bookmarks.json';
import enChecklist from '../../locales/en/checklist.json';
import enCompliance from '../../locales/en/compliance.json';
import enDashboard from '../../locales/en/dashboard.json';
import enDirectory from '../../locales/en/directory.json';
import enDocuments from '../../locales/en/documents.json';
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
import enEvidence from '../../locales/en/evidence.json';
import idEvidence from '../../locales/id/evidence.json';
import enNotifications from '../../locales/en/notifications.json';
import idNotifications from '../../locales/id/notifications.json';
import enContent from '../../locales/en/content.json';
import idContent from '../../locales/id/content.json';
import enAlerts from '../../locales/en/alerts.json';
import idAlerts from '../../locales/id/alerts.json';
import enInbox from '../../locales/en/inbox.json';
import idInbox from '../../locales/id/inbox.json';
import idAccount from '../../locales/id/account.json';
import idBookmarks from '../../locales/id/bookmarks.json';
import idChecklist from '../../locales/id/checklist.json';
import idCompliance from '../../locales/id/compliance.json';
import idDashboard from '../../locales/id/dashboard.json';
import idDirectory from '../../locales/id/directory.json';
import idDocuments from '../../locales/id/documents.json';
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
import enAuthoring from '../../locales/en/authoring.json';
import idAuthoring from '../../locales/id/authoring.json';
import idSettings from '../../locales/id/settings.json';
import enBackups from '../../locales/en/backups.json';
import idBackups from '../../locales/id/backups.json';
import enUpdates from '../../locales/en/updates.json';
import idUpdates from '../../locales/id/updates.json';

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
  evidence: enEvidence,
  documents: enDocuments,
  dashboard: enDashboard,
  notifications: enNotifications,
  content: enContent,
  alerts: enAlerts,
  inbox: enInbox,
  customers: enCustomers,
  settings: enSettings,
  authoring: enAuthoring,
  backups: enBackups,
  updates: enUpdates,
  messages: messagesIn(AREA_MESSAGES, 'en'),
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
  evidence: idEvidence,
  documents: idDocuments,
  dashboard: idDashboard,
  notifications: idNotifications,
  content: idContent,
  alerts: idAlerts,
  inbox: idInbox,
  customers: idCustomers,
  settings: idSettings,
  authoring: idAuthoring,
  backups: idBackups,
  updates: idUpdates,
  messages: messagesIn(AREA_MESSAGES, 'id'),
};

export const appResources: Record<Language, AppResources> = { en, id };
