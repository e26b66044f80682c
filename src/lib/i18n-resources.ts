/**
 * The translations, bundled into the app so every text works offline. English is the reference:
 * `Resources` is its shape, the Indonesian object must match it (a missing key fails `tsc`), and
 * i18next's CustomTypeOptions (src/i18next.d.ts) types every `t()` key against it.
 * The `messages` namespace is built from contract/messages.ts, the server's own texts, so the
 * client shows a server error by its code in the current language.
 */
import { MESSAGES, type MessageKey } from '../../contract/messages';
import type { Language } from '../../contract/enums';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enHome from '../../locales/en/home.json';
import enLayout from '../../locales/en/layout.json';
import enPwa from '../../locales/en/pwa.json';
import enSync from '../../locales/en/sync.json';
import enLibrary from '../../locales/en/library.json';
import enRegulations from '../../locales/en/regulations.json';
import enBookmarks from '../../locales/en/bookmarks.json';
import enSearch from '../../locales/en/search.json';
import enChecklist from '../../locales/en/checklist.json';
import enMembers from '../../locales/en/members.json';
import enCompliance from '../../locales/en/compliance.json';
import idAuth from '../../locales/id/auth.json';
import idCommon from '../../locales/id/common.json';
import idErrors from '../../locales/id/errors.json';
import idHome from '../../locales/id/home.json';
import idLayout from '../../locales/id/layout.json';
import idPwa from '../../locales/id/pwa.json';
import idSync from '../../locales/id/sync.json';
import idLibrary from '../../locales/id/library.json';
import idRegulations from '../../locales/id/regulations.json';
import idBookmarks from '../../locales/id/bookmarks.json';
import idSearch from '../../locales/id/search.json';
import idChecklist from '../../locales/id/checklist.json';
import idMembers from '../../locales/id/members.json';
import idCompliance from '../../locales/id/compliance.json';

function messagesIn(lang: Language): Record<MessageKey, string> {
  const out = {} as Record<MessageKey, string>;
  for (const key of Object.keys(MESSAGES) as MessageKey[]) out[key] = MESSAGES[key][lang];
  return out;
}

const en = {
  common: enCommon,
  auth: enAuth,
  layout: enLayout,
  home: enHome,
  errors: enErrors,
  pwa: enPwa,
  library: enLibrary,
  regulations: enRegulations,
  bookmarks: enBookmarks,
  search: enSearch,
  checklist: enChecklist,
  members: enMembers,
  compliance: enCompliance,
  sync: enSync,
  messages: messagesIn('en'),
};

export type Resources = typeof en;

const id: Resources = {
  common: idCommon,
  auth: idAuth,
  layout: idLayout,
  home: idHome,
  errors: idErrors,
  pwa: idPwa,
  library: idLibrary,
  regulations: idRegulations,
  bookmarks: idBookmarks,
  search: idSearch,
  checklist: idChecklist,
  members: idMembers,
  compliance: idCompliance,
  sync: idSync,
  messages: messagesIn('id'),
};

export const resources: Record<Language, Resources> = { en, id };
export const NAMESPACES = Object.keys(en) as (keyof Resources)[];
