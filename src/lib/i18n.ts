/**
 * i18next set up synchronously with the bundled resources. The language comes from storage
 * (`language`, default `en`); changing it stores it, sets `<html lang>` and re-renders every
 * `useTranslation` consumer at once. The API client reads the same stored value for `lang`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../contract/enums';
import { MESSAGES, type MessageKey } from '../../contract/messages';
import { NAMESPACES, resources } from './i18n-resources';
import { storage } from './storage';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storage.getLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

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
 */
export function messageKeyOf(text: string): MessageKey | null {
  if (text in MESSAGES) return text as MessageKey;
  for (const key of Object.keys(MESSAGES) as MessageKey[]) {
    if (MESSAGES[key].en === text || MESSAGES[key].id === text) return key;
  }
  return null;
}

/** A server text (or message code) in the current language; unknown texts are shown as sent. */
export function translateServerText(text: string): string {
  const key = messageKeyOf(text);
  return key ? i18n.t(`messages:${key}`) : text;
}
