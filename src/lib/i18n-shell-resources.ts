/**
 * The namespaces every page needs from its first paint (the login page, the route titles and
 * skip link, error texts, the server's general messages), bundled into the entry chunk. The
 * signed-in screens' namespaces come later in their own chunk (i18n-app-resources.ts, see
 * i18n.ts), with the rest of the `messages` namespace. That namespace is built from
 * contract/messages*.ts, the server's own texts, so the client shows a server error by its code
 * in the current language.
 */
import { BASE_MESSAGES } from '../../contract/messages-base';
import type { Language } from '../../contract/enums';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enLayout from '../../locales/en/layout.json';
import idAuth from '../../locales/id/auth.json';
import idCommon from '../../locales/id/common.json';
import idErrors from '../../locales/id/errors.json';
import idLayout from '../../locales/id/layout.json';
import { messagesIn } from './i18n-messages';

const en = {
  common: enCommon,
  auth: enAuth,
  layout: enLayout,
  errors: enErrors,
  messages: messagesIn(BASE_MESSAGES, 'en'),
};

export type ShellResources = typeof en;

const id: ShellResources = {
  common: idCommon,
  auth: idAuth,
  layout: idLayout,
  errors: idErrors,
  messages: messagesIn(BASE_MESSAGES, 'id'),
};

export const shellResources: Record<Language, ShellResources> = { en, id };
export const SHELL_NAMESPACES = Object.keys(en) as (keyof ShellResources)[];
