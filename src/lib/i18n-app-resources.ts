/**
 * The signed-in screens' namespaces, a chunk of their own: the login page does not download
 * them. i18n.ts adds them (`loadAppNamespaces`) before the signed-in layout renders. Offline they
 * come from the service worker's precache like every other chunk.
 */
import type { Language } from '../../contract/enums';
import enBookmarks from '../../locales/en/bookmarks.json';
import enHome from '../../locales/en/home.json';
import enLibrary from '../../locales/en/library.json';
import enPwa from '../../locales/en/pwa.json';
import enRegulations from '../../locales/en/regulations.json';
import enSearch from '../../locales/en/search.json';
import enSync from '../../locales/en/sync.json';
import idBookmarks from '../../locales/id/bookmarks.json';
import idHome from '../../locales/id/home.json';
import idLibrary from '../../locales/id/library.json';
import idPwa from '../../locales/id/pwa.json';
import idRegulations from '../../locales/id/regulations.json';
import idSearch from '../../locales/id/search.json';
import idSync from '../../locales/id/sync.json';

const en = {
  home: enHome,
  pwa: enPwa,
  library: enLibrary,
  regulations: enRegulations,
  bookmarks: enBookmarks,
  search: enSearch,
  sync: enSync,
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
};

export const appResources: Record<Language, AppResources> = { en, id };
