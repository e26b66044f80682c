import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../contract/enums';
import { setLanguage } from '../lib/i18n';

/** EN / ID switch: every text changes at once; the choice is stored and sent as `lang`. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      data-testid="lang-switch"
      aria-label={t('language.label')}
      size={size}
      value={i18n.language}
      onChange={(value) => void setLanguage(value as Language)}
      data={LANGUAGES.map((lang) => ({
        value: lang,
        label: <span title={t(`language.${lang}`)}>{lang.toUpperCase()}</span>,
      }))}
    />
  );
}
