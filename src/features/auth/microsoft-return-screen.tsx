/**
 * MICROSOFT_RETURN_PATH: where MSAL's sign-in popup comes back. It hands the answer to the login
 * page that opened the popup (which then finishes signing in) and the popup closes. Opened by
 * hand, or if the popup cannot close, it says what happened and links back to the login page.
 */
import { Anchor, Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { finishMicrosoftPopup } from './microsoft.api';

export function MicrosoftReturnScreen() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'working' | 'handed' | 'nothing'>('working');
  useEffect(() => {
    void finishMicrosoftPopup().then((handed) => setState(handed ? 'handed' : 'nothing'));
  }, []);
  return (
    <Box component="main" id="main-content" mih="100vh" p="md">
      <Center mih="80vh">
        <Stack align="center" gap="sm" maw={420}>
          <Title order={1} size="h3" ta="center">
            {t('microsoft.returnTitle')}
          </Title>
          {state === 'working' && <Loader size="sm" aria-label={t('microsoft.returnTitle')} />}
          <Text ta="center" aria-live="polite" data-testid="microsoft-return">
            {state === 'nothing' ? t('microsoft.returnNothing') : t('microsoft.returnHanded')}
          </Text>
          {state === 'nothing' && (
            <Anchor component={Link} to="/login">
              {t('microsoft.backToLogin')}
            </Anchor>
          )}
        </Stack>
      </Center>
    </Box>
  );
}
