import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { i18n, messageKeyOf, translateServerText } from './i18n';
import { resources } from './i18n-resources';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (out, [key, child]) => Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

/** Texts that are the same in both languages on purpose. */
const SAME_IN_BOTH = new Set([
  'common.appName',
  // The app's name, the title of a push whose message could not be read.
  'pwa.push.title',
  'auth.login.email',
  'home.email',
  'account.invitation.email',
  'account.forgot.email',
  'account.settings.email',
  'layout.modules.import',
  // Status, PIC, Auditor and Audit are Indonesian words too; the dash is no word.
  // An arrow between the old and the new value: no word to translate.
  'compliance.activity.detail.edited',
  'operations.never',
  'compliance.columns.status',
  'compliance.columns.pic',
  'compliance.sort.status',
  'compliance.filters.pic',
  'compliance.filters.auditor',
  'compliance.actions.audit',
  'compliance.info.none',
  'dashboard.status',
  'dashboard.statusName.audit',
  'inbox.status',
  // A regulation's title and its number: no word to translate.
  'library.regulationChanged.named',
]);

describe('translations', () => {
  const en = flatten(resources.en);
  const id = flatten(resources.id);

  it('have the same keys in English and Indonesian', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text and keep the same placeholders', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), key).not.toBe('');
      expect(id[key].trim(), key).not.toBe('');
      const vars = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(id[key]), key).toEqual(vars(text));
    }
  });

  it('translate every interface text into Indonesian', () => {
    const untranslated = Object.keys(en).filter(
      (key) => !key.startsWith('messages.') && !SAME_IN_BOTH.has(key) && en[key] === id[key],
    );
    expect(untranslated).toEqual([]);
  });

  it('show a server text in the current language whichever language it came in', async () => {
    expect(messageKeyOf(MESSAGES.login_failed.id)).toBe('login_failed');
    expect(messageKeyOf('required')).toBe('required');
    expect(messageKeyOf('Something the server made up')).toBeNull();
    await i18n.changeLanguage('en');
    expect(translateServerText('Email atau kata sandi salah')).toBe('Invalid email or password');
    await i18n.changeLanguage('id');
    expect(translateServerText('Invalid email or password')).toBe('Email atau kata sandi salah');
    expect(translateServerText('Something the server made up')).toBe(
      'Something the server made up',
    );
    await i18n.changeLanguage('en');
  });
});
