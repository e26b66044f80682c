import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockExclamation, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { useLogout } from '../auth';

/** Shown when the profile answers with a subscription error: renewal advice and a way out. */
export function SubscriptionExpiredScreen() {
  const { t } = useTranslation(['errors', 'common']);
  const { logout, pending } = useLogout();
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Paper
        data-testid="subscription-expired"
        withBorder
        shadow="sm"
        radius="md"
        p="xl"
        maw={480}
        w="100%"
      >
        <Stack align="center" gap="md">
          <Group justify="space-between" w="100%">
            <Logo />
            <LanguageSwitch />
          </Group>
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconClockExclamation size={32} />
          </ThemeIcon>
          <Title order={1} size="h3" ta="center">
            {t('subscriptionExpired.title')}
          </Title>
          <Text ta="center">{t('subscriptionExpired.body')}</Text>
          <Button
            data-testid="logout"
            leftSection={<IconLogout size={16} />}
            loading={pending}
            onClick={() => void logout()}
          >
            {t('common:logout')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
