import { useTranslation } from 'react-i18next';
import { translateServerText } from '../lib/i18n';

/**
 * A server message or field error in the current language: known server texts and message codes
 * are re-translated on a language switch, `errors:` keys are client texts, others show as sent.
 */
export function useServerText(): (text: string) => string {
  const { t } = useTranslation(['common', 'errors']);
  return (text) => {
    if (text === 'errors:network') return t('errors:network');
    if (text === 'errors:unknown') return t('errors:unknown');
    if (text === 'errors:microsoft') return t('errors:microsoft');
    if (text === 'errors:microsoftPopupBlocked') return t('errors:microsoftPopupBlocked');
    return translateServerText(text);
  };
}
