/**
 * The landing screen: who is signed in, the company and its subscription, the roles and the
 * modules held, all from the profile (or, offline, from what the token and storage hold).
 */
import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatDate } from '../../components/expiry-banner';
import { session } from '../../state/session';

export function HomeScreen() {
  const { t, i18n } = useTranslation(['home', 'layout']);
  const snap = useSnapshot(session);
  const profile = snap.profile;
  const lang = i18n.language;

  if (!profile && (snap.profileStatus === 'loading' || snap.profileStatus === 'idle')) {
    return (
      <Group gap="sm" data-testid="home-loading">
        <Loader size="sm" />
        <Text>{t('loadingProfile')}</Text>
      </Group>
    );
  }

  const roles = profile ? profile.roles.map((r) => r.role_name) : (snap.claims?.roles ?? []);
  const company = profile?.company_data;

  return (
    <Stack gap="lg" data-testid="home">
      <Title order={1} size="h2">
        {t('welcome', { name: profile?.name || snap.email || '' })}
      </Title>
      {!profile && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {t('profileUnavailable')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            {t('account')}
          </Text>
          <Text fw={600}>{profile?.name || snap.email}</Text>
          <Text size="sm">{snap.email}</Text>
          <Text size="sm" c="dimmed" mt="sm">
            {t('roles')}
          </Text>
          <Group gap={6} mt={4} data-testid="home-roles">
            {roles.length === 0 ? (
              <Text size="sm">{t('noRoles')}</Text>
            ) : (
              roles.map((role) => (
                <Badge key={role} variant="light">
                  {role}
                </Badge>
              ))
            )}
          </Group>
        </Card>
        {company && (
          <Card withBorder radius="md" data-testid="home-company">
            <Text size="sm" c="dimmed">
              {t('company')}
            </Text>
            <Text fw={600}>{company.name}</Text>
            <Badge mt={6} variant="outline" color={company.is_provider ? 'grape' : 'blue'}>
              {company.is_provider ? t('companyType.provider') : t('companyType.customer')}
            </Badge>
          </Card>
        )}
        {company && (
          <Card withBorder radius="md" data-testid="home-subscription">
            <Text size="sm" c="dimmed">
              {t('subscription')}
            </Text>
            <Text fw={600}>
              {company.expired_at
                ? t('endsOn', { date: formatDate(company.expired_at, lang) })
                : t('noEndDate')}
            </Text>
            {company.subscription_start && (
              <Text size="sm">
                {t('startedOn', { date: formatDate(company.subscription_start, lang) })}
              </Text>
            )}
          </Card>
        )}
      </SimpleGrid>
      <Card withBorder radius="md">
        <Title order={2} size="h4">
          {t('modules')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('modulesHint')}
        </Text>
        {snap.modules.length === 0 ? (
          <Text size="sm">{t('noModules')}</Text>
        ) : (
          <Group gap="xs" data-testid="home-modules">
            {snap.modules.map((code) => (
              <Badge key={code} size="lg" variant="light" data-testid={`module-${code}`}>
                {t(`layout:modules.${code}`)}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
    </Stack>
  );
}
