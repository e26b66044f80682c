/**
 * Every translation, for types and tests. English is the reference: `Resources` is its shape,
 * the Indonesian objects must match it (a missing key fails `tsc`), and i18next's
 * CustomTypeOptions (src/i18next.d.ts) types every `t()` key against it.
 * The app loads them in two parts (i18n.ts): the shell's namespaces with the entry chunk
 * (i18n-shell-resources.ts), the signed-in screens' in a chunk of their own
 * (i18n-app-resources.ts). A new namespace goes into one of those two files.
 */
import type { Language } from '../../contract/enums';
import { appResources, type AppResources } from './i18n-app-resources';
import { shellResources, type ShellResources } from './i18n-shell-resources';

export type Resources = ShellResources & AppResources;

function both(lang: Language): Resources {
  const shell = shellResources[lang];
  const app = appResources[lang];
  return { ...shell, ...app, messages: { ...shell.messages, ...app.messages } };
}

export const resources: Record<Language, Resources> = { en: both('en'), id: both('id') };
export const NAMESPACES = Object.keys(resources.en) as (keyof Resources)[];
