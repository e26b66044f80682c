/**
 * i18next set up synchronously with the shell's namespaces (i18n-shell-resources.ts: what the
 * login page and every route's title need); the signed-in screens' namespaces are added by
 * `loadAppNamespaces()`, which the signed-in routes await before they render. The language comes from storage
 * (`language`, default `en`); changing it stores it, sets `<html lang>` and re-renders every
 * `useTranslation` consumer at once. The API client reads the same stored value for `lang`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../contract/enums';
import type { MessageKey } from '../../contract/messages';
import { SHELL_NAMESPACES, shellResources } from './i18n-shell-resources';
import { storage } from './storage';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: shellResources,
  lng: storage.getLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: SHELL_NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

let appNamespaces: Promise<void> | undefined;

/**
 * Adds the signed-in screens' namespaces in both languages (once; a failed chunk load is tried
 * again on the next call). Both languages, so a language switch stays synchronous.
 */
export function loadAppNamespaces(): Promise<void> {
  appNamespaces ??= import('./i18n-app-resources').then(
    ({ appResources }) => {
      for (const lang of LANGUAGES) {
        for (const [ns, texts] of Object.entries(appResources[lang])) {
          i18n.addResourceBundle(lang, ns, texts, true, true);
        }
      }
    },
    (error: unknown) => {
      appNamespaces = undefined;
      throw error;
    },
  );
  return appNamespaces;
}

function applyDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
}

export async function setLanguage(lang: Language): Promise<void> {
  storage.setLanguage(lang);
  await i18n.changeLanguage(lang);
}

/**
 * The key of a server text: a message code itself, or a text the server sent in either language.
 * Lets a server error follow a later language switch; null when the text is not a known message.
 * Reads the loaded `messages` namespace: the general messages always, each area's once the
 * signed-in texts are in (before any screen that could receive them renders).
 */
export function messageKeyOf(text: string): MessageKey | null {
  const en = (i18n.getResourceBundle('en', 'messages') ?? {}) as Record<string, string>;
  const id = (i18n.getResourceBundle('id', 'messages') ?? {}) as Record<string, string>;
  if (Object.hasOwn(en, text)) return text as MessageKey;
  for (const key of Object.keys(en)) {
    if (en[key] === text || id[key] === text) return key as MessageKey;
  }
  return null;
}

/** A server text (or message code) in the current language; unknown texts are shown as sent. */
export function translateServerText(text: string): string {
  const key = messageKeyOf(text);
  return key ? i18n.t(`messages:${key}`) : text;
}
