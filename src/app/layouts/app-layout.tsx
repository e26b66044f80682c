/**
 * The signed-in shell: header (name, language, theme, user menu), the navbar of held modules,
 * the subscription warning and the screen. Loads the profile and the server version once per
 * session; a subscription answer on the profile sends the user to /subscription-expired.
 */
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ExpiryBanner } from '../../components/expiry-banner';
import { LanguageSwitch } from '../../components/language-switch';
import { OutboxStatus } from '../../components/outbox-status';
import { Logo } from '../../components/logo';
import { SyncStatusBadge } from '../../components/sync-status-badge';
import { ThemeToggle } from '../../components/theme-toggle';
import { loadProfile } from '../../features/auth/profile.api';
import { checkVersion } from '../../features/auth/version.api';
import { session } from '../../state/session';
import { AppNav } from './app-nav';
import { HeaderSearch } from './header-search';
import { UserMenu } from './user-menu';

export function AppLayout() {
  const { t } = useTranslation('layout');
  const [opened, { toggle, close }] = useDisclosure();
  const snap = useSnapshot(session);

  useEffect(() => {
    if (session.token && session.profileStatus === 'idle') void loadProfile();
    if (session.token && session.serverVersion === null) void checkVersion();
  }, []);

  if (snap.subscriptionExpired) return <Navigate to="/subscription-expired" replace />;
  if (!snap.token) return <Navigate to="/login" replace />;

  const profile = snap.profile;
  return (
    <AppShell
      data-testid="app-layout"
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('toggleNavigation')}
            />
            <Logo />
            <HeaderSearch />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SyncStatusBadge />
            <OutboxStatus />
            <LanguageSwitch />
            <ThemeToggle />
            <UserMenu
              email={snap.email ?? ''}
              name={profile?.name}
              serverVersion={snap.serverVersion}
            />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppNav
          isProvider={profile ? profile.company_data.is_provider : null}
          onNavigate={close}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        {profile && <ExpiryBanner company={profile.company_data} />}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
