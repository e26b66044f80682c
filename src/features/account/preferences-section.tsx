/**
 * Language and theme. The language applies at once and is saved to the profile (the server's
 * mails and messages follow it); the theme is this device's choice, kept by Mantine.
 */
import {
  Card,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../contract/enums';
import type { WriteResult } from '../../db/writes';
import { setLanguage } from '../../lib/i18n';
import { updateOwnAccount } from './account.write';
import { WriteNotice } from './write-notice';

export function PreferencesSection({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const [result, setResult] = useState<WriteResult | null>(null);

  const chooseLanguage = async (lang: Language) => {
    setResult(null);
    await setLanguage(lang);
    setResult(await updateOwnAccount.run({ language: lang }));
  };

  return (
    <Card withBorder component="section" aria-labelledby="account-preferences" padding="md">
      <Title order={2} size="h4" id="account-preferences" mb="sm">
        {t('settings.preferencesTitle')}
      </Title>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} id="account-language" mb={4}>
            {t('settings.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="account-language"
            value={i18n.language}
            disabled={disabled}
            onChange={(v) => void chooseLanguage(v as Language)}
            data={LANGUAGES.map((lang) => ({ value: lang, label: t(`common:language.${lang}`) }))}
            data-testid="account-language"
          />
        </div>
        <WriteNotice result={result} done={t('settings.languageSaved')} />
        <div>
          <Text size="sm" fw={500} id="account-theme" mb={4}>
            {t('settings.theme')}
          </Text>
          <SegmentedControl
            aria-labelledby="account-theme"
            value={colorScheme}
            onChange={(v) => setColorScheme(v as MantineColorScheme)}
            data={[
              { value: 'light', label: t('settings.themeLight') },
              { value: 'dark', label: t('settings.themeDark') },
              { value: 'auto', label: t('settings.themeAuto') },
            ]}
          />
        </div>
      </Stack>
    </Card>
  );
}
