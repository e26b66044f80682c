import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../contract/enums';
import { setLanguage } from '../lib/i18n';

/**
 * EN / ID switch: every text changes at once; the choice is stored and sent as `lang`. Two toggle
 * buttons (the pressed one is the current language) rather than a SegmentedControl: it is on the
 * login page, and the control with its floating indicator was 2 KB of that page's JavaScript.
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  return (
    <Button.Group data-testid="lang-switch" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => {
        const current = i18n.language === lang;
        return (
          <Button
            key={lang}
            size={size}
            variant={current ? 'filled' : 'default'}
            aria-pressed={current}
            title={t(`language.${lang}`)}
            onClick={() => void setLanguage(lang)}
          >
            {lang.toUpperCase()}
          </Button>
        );
      })}
    </Button.Group>
  );
}
