/**
 * /account: the signed-in user's own settings: profile, password, language and theme, and the
 * language request form, and the Microsoft account linked for sign-in (where offered). The account is read online; offline the screen says so and its forms
 * wait (a queued password change would make no sense).
 */
import { Alert, Button, Center, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../components/server-text';
import { useOwnAccount } from './account.api';
import { LanguageRequestSection } from './language-request-section';
import { MicrosoftSection } from './microsoft-section';
import { PasswordSection } from './password-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSection } from './profile-section';

export function AccountScreen() {
  const { t } = useTranslation(['account', 'common']);
  const serverText = useServerText();
  const { online } = useNetwork();
  const read = useOwnAccount(online);
  const offline = !online || read.state === 'offline';

  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{t('settings.title')}</Title>
      {offline && (
        <Alert color="yellow" role="status">
          {t('settings.offline')}
        </Alert>
      )}
      {read.state === 'loading' && (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      )}
      {read.state === 'error' && (
        <Alert color="red" role="alert" title={t('settings.loadError')}>
          <Stack gap="xs" align="flex-start">
            {serverText(read.message)}
            <Button size="xs" variant="light" onClick={read.retry}>
              {t('common:retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {read.state === 'ready' && (
          <ProfileSection key={read.account.email} account={read.account} disabled={offline} />
        )}
        <PasswordSection disabled={offline} />
        <MicrosoftSection disabled={offline} />
        <PreferencesSection disabled={offline} />
        <LanguageRequestSection disabled={offline} />
      </SimpleGrid>
    </Stack>
  );
}
