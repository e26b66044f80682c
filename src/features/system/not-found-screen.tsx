import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Any unknown address (the router's notFoundComponent). */
export function NotFoundScreen() {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Center component="main" mih="60vh" p="md">
      <Stack data-testid="not-found" align="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed" lh={1}>
          404
        </Text>
        <Title order={1} size="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('notFound.body')}
        </Text>
        <Button renderRoot={(props) => <Link to="/" {...props} />}>{t('common:backHome')}</Button>
      </Stack>
    </Center>
  );
}
