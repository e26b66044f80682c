/**
 * The namespaces every page needs from its first paint (the login page, the route titles and
 * skip link, error texts, the server's messages), bundled into the entry chunk. The signed-in
 * screens' namespaces come later in their own chunk (i18n-app-resources.ts, see i18n.ts). The
 * `messages` namespace is built from contract/messages.ts, the server's own texts, so the client
 * shows a server error by its code in the current language.
 */
import { MESSAGES, type MessageKey } from '../../contract/messages';
import type { Language } from '../../contract/enums';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enLayout from '../../locales/en/layout.json';
import idAuth from '../../locales/id/auth.json';
import idCommon from '../../locales/id/common.json';
import idErrors from '../../locales/id/errors.json';
import idLayout from '../../locales/id/layout.json';

function messagesIn(lang: Language): Record<MessageKey, string> {
  const out = {} as Record<MessageKey, string>;
  for (const key of Object.keys(MESSAGES) as MessageKey[]) out[key] = MESSAGES[key][lang];
  return out;
}

const en = {
  common: enCommon,
  auth: enAuth,
  layout: enLayout,
  errors: enErrors,
  messages: messagesIn('en'),
};

export type ShellResources = typeof en;

const id: ShellResources = {
  common: idCommon,
  auth: idAuth,
  layout: idLayout,
  errors: idErrors,
  messages: messagesIn('id'),
};

export const shellResources: Record<Language, ShellResources> = { en, id };
export const SHELL_NAMESPACES = Object.keys(en) as (keyof ShellResources)[];
