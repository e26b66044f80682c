/**
 * The landing screen: who is signed in, the company and its subscription, the roles, the first
 * sync's progress while it runs, and a link to each screen the user's modules open. Modules
 * without a screen yet are not listed: a chip that leads nowhere promises what is not there.
 * The profile is the server's, or offline the one stored at the last load (state/session.ts),
 * so the name and company stay; only without any profile does it fall back to the token.
 */
import {
  Alert,
  Badge,
  Card,
  Group,
  Loader,
  NavLink,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { NAV_ITEMS, visibleNavItems } from '../../app/layouts/nav-items';
import { formatDate } from '../../components/expiry-banner';
import { useViewableModules } from '../../state/permissions';
import { session } from '../../state/session';
import { FirstSyncProgress } from './first-sync-progress';
import { MyWork } from './my-work';

/** The screens a module opens: the navigation's entries, less home itself. */
const MODULE_SCREENS = NAV_ITEMS.filter((item) => item.module !== null);

export function HomeScreen() {
  const { t, i18n } = useTranslation(['home', 'layout']);
  const snap = useSnapshot(session);
  const profile = snap.profile;
  const lang = i18n.language;
  const viewable = useViewableModules();

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
  const screens = visibleNavItems(MODULE_SCREENS, viewable, company ? company.is_provider : null);

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
      {company && !company.is_provider && <MyWork />}
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
      <FirstSyncProgress />
      {(screens.length > 0 || snap.modules.length === 0) && (
        <Card withBorder radius="md">
          <Title order={2} size="h4">
            {t('modules')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('modulesHint')}
          </Text>
          {screens.length === 0 ? (
            <Text size="sm">{t('noModules')}</Text>
          ) : (
            <Stack
              gap={4}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              data-testid="home-modules"
            >
              {screens.map((item) => (
                <li key={item.key}>
                  <NavLink
                    data-testid={`module-${item.key}`}
                    label={t(`layout:${item.label}`)}
                    leftSection={<item.icon size={18} stroke={1.5} />}
                    renderRoot={(props) => <Link to={item.to} {...props} />}
                  />
                </li>
              ))}
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
